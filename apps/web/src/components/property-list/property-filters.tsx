import { Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FilterPanel } from '../filter-panel';
import type { ListFilters } from './use-list-filters';

interface PropertyFiltersProps {
  label: string;
  filters: ListFilters;
  propertyTypes: Array<{ propertyTypeId: number; name: string }>;
  onApply: (next: { searchQuery: string; propertyType: number | null }) => void;
  onReset: () => void;
}

/** The filter panel of the property and draft lists: search text and property type. */
export function PropertyFilters({ label, filters, propertyTypes, onApply, onReset }: PropertyFiltersProps) {
  const [searchQuery, setSearchQuery] = useState(filters.searchQuery ?? '');
  const [type, setType] = useState<string | null>(filters.propertyType ? String(filters.propertyType) : null);

  useEffect(() => {
    setSearchQuery(filters.searchQuery ?? '');
    setType(filters.propertyType ? String(filters.propertyType) : null);
  }, [filters.searchQuery, filters.propertyType]);

  return (
    <FilterPanel
      label={label}
      searchPlaceholder="Buscar por dirección, localidad, estado o código"
      searchQuery={searchQuery}
      onSearchQueryChange={setSearchQuery}
      submitLabel="Buscar"
      onSubmit={() => onApply({ searchQuery, propertyType: type ? Number(type) : null })}
      onReset={onReset}
    >
      <Select
        label="Tipo de propiedad"
        placeholder="Todos los tipos"
        searchable
        clearable
        nothingFoundMessage="Sin resultados"
        data={propertyTypes.map((t) => ({ value: String(t.propertyTypeId), label: t.name }))}
        value={type}
        onChange={setType}
      />
    </FilterPanel>
  );
}
