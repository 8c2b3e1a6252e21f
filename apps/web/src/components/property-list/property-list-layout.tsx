import { Center, Pagination, Skeleton, Stack } from '@mantine/core';
import { PROPERTY_PAGE_SIZE } from '@vitrina/contract/enums/property';
import type { ReactNode } from 'react';
import { ListHeader, useFilterPanel } from '../list-header/list-header';
import { EmptyState, LoadError } from '../load-error/load-error';
import { PropertyFilters } from './property-filters';
import type { useListFilters } from './use-list-filters';
import classes from './property-list.module.css';
import { paths } from '../../config/paths';

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
  query: ListQuery<T>;
  /** The filters in the URL and their setters (`useListFilters`). */
  list: ReturnType<typeof useListFilters>;
  propertyTypes: Array<{ propertyTypeId: number; name: string }>;
  renderItem: (item: T) => ReactNode;
}

/** The property and draft lists: title, filter panel, grid and its four states, pages of PROPERTY_PAGE_SIZE. */
export function PropertyListLayout<T>(props: PropertyListLayoutProps<T>) {
  const { query, list } = props;
  const filters = list.filters;
  const { open, toggle } = useFilterPanel();
  const pages = Math.ceil((query.data?.total ?? 0) / PROPERTY_PAGE_SIZE);

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
    body = <EmptyState>{props.emptyMessage}</EmptyState>;
  } else {
    body = (
      <Stack gap="lg">
        <div className={classes.grid} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {query.data.items.map(props.renderItem)}
        </div>
        {pages > 1 && (
          <Center>
            <Pagination total={pages} value={Math.min(filters.page, pages)} onChange={list.setPage} aria-label="Páginas" />
          </Center>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <ListHeader
        title={props.title}
        filterLabel={props.filterLabel}
        filtersOpen={open}
        onToggleFilters={toggle}
        newTo={paths.propertyDraftCreate}
        newLabel="Nueva propiedad"
      />
      <div className={classes.layout} data-filters={open || undefined}>
        {open && (
          <PropertyFilters
            label={props.filterLabel}
            filters={filters}
            propertyTypes={props.propertyTypes}
            onApply={list.apply}
            onReset={list.reset}
          />
        )}
        {body}
      </div>
    </Stack>
  );
}
