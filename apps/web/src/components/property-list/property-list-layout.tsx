import { Button, Center, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { IconAdjustmentsHorizontal, IconPlus } from './icons';
import { LoadError } from '../load-error/load-error';
import { PropertyFilters } from './property-filters';
import type { ListFilters } from './use-list-filters';
import classes from './property-list.module.css';

export const LIST_PAGE_SIZE = 16;

interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  data: { items: T[]; total: number } | undefined;
  refetch: () => unknown;
}

interface PropertyListLayoutProps<T> {
  title: string;
  filterLabel: string;
  emptyMessage: string;
  loadingLabel: string;
  newTo: string;
  query: ListQuery<T>;
  filters: ListFilters;
  propertyTypes: Array<{ propertyTypeId: number; name: string }>;
  onApply: (next: { searchQuery: string; propertyType: number | null }) => void;
  onReset: () => void;
  onPage: (page: number) => void;
  renderItem: (item: T) => ReactNode;
}

/** The property and draft lists: title, filter panel, grid and its four states, pages of 16. */
export function PropertyListLayout<T>(props: PropertyListLayoutProps<T>) {
  const { query, filters } = props;
  const wide = useMediaQuery('(min-width: 1280px)', false, { getInitialValueInEffect: false });
  const [filtersOpen, setFiltersOpen] = useState<boolean | null>(null);
  const open = filtersOpen ?? Boolean(wide);
  const pages = Math.ceil((query.data?.total ?? 0) / LIST_PAGE_SIZE);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className={classes.grid} role="status" aria-busy="true" aria-label={props.loadingLabel}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={300} radius="md" />
        ))}
      </div>
    );
  } else if (query.isError || !query.data) {
    body = <LoadError onRetry={() => query.refetch()} retrying={query.isFetching} />;
  } else if (query.data.items.length === 0) {
    body = (
      <Center py="xl">
        <Text c="dimmed" ta="center">
          {props.emptyMessage}
        </Text>
      </Center>
    );
  } else {
    body = (
      <Stack gap="lg">
        <div className={classes.grid} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {query.data.items.map(props.renderItem)}
        </div>
        {pages > 1 && (
          <Center>
            <Pagination total={pages} value={Math.min(filters.page, pages)} onChange={props.onPage} aria-label="Páginas" />
          </Center>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} fz={26}>
          {props.title}
        </Title>
        <Group gap="sm">
          <Button
            variant={open ? 'light' : 'default'}
            leftSection={<IconAdjustmentsHorizontal size={18} />}
            onClick={() => setFiltersOpen(!open)}
            aria-expanded={open}
          >
            {props.filterLabel}
          </Button>
          <Button component={Link} to={props.newTo} leftSection={<IconPlus size={18} />}>
            Nueva propiedad
          </Button>
        </Group>
      </Group>
      <div className={classes.layout} data-filters={open || undefined}>
        {open && (
          <PropertyFilters
            label={props.filterLabel}
            filters={filters}
            propertyTypes={props.propertyTypes}
            onApply={props.onApply}
            onReset={props.onReset}
          />
        )}
        {body}
      </div>
    </Stack>
  );
}
