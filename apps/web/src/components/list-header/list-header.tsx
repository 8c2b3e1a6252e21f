import { Button, Group, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { IconAdjustmentsHorizontal, IconPlus } from '../icons';

/** Whether a list's filter panel is open: open on wide screens until the agent closes it. */
export function useFilterPanel() {
  const wide = useMediaQuery('(min-width: 1280px)', false, { getInitialValueInEffect: false });
  const [filtersOpen, setFiltersOpen] = useState<boolean | null>(null);
  const open = filtersOpen ?? Boolean(wide);
  return { open, toggle: () => setFiltersOpen(!open) };
}

interface ListHeaderProps {
  title: string;
  filterLabel: string;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  newTo: string;
  newLabel: string;
}

/** A list's title, the button that opens its filters, and the one that adds an item. */
export function ListHeader({ title, filterLabel, filtersOpen, onToggleFilters, newTo, newLabel }: ListHeaderProps) {
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Title order={1} fz={26}>
        {title}
      </Title>
      <Group gap="sm">
        <Button
          variant={filtersOpen ? 'light' : 'default'}
          leftSection={<IconAdjustmentsHorizontal size={18} />}
          onClick={onToggleFilters}
          aria-expanded={filtersOpen}
        >
          {filterLabel}
        </Button>
        <Button component={Link} to={newTo} leftSection={<IconPlus size={18} />}>
          {newLabel}
        </Button>
      </Group>
    </Group>
  );
}
