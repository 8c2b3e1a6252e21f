import { Select } from '@mantine/core';
import { useFilterDraft } from '../../lib/use-filter-draft';
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
  const [draft, change] = useFilterDraft<{ searchQuery: string; type: string | null }>({
    searchQuery: filters.searchQuery ?? '',
    type: filters.propertyType ? String(filters.propertyType) : null,
  });
  const { searchQuery, type } = draft;

  return (
    <FilterPanel
      label={label}
      searchPlaceholder="Buscar por dirección, localidad, estado o código"
      searchQuery={searchQuery}
      onSearchQueryChange={(v) => change({ searchQuery: v })}
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
        onChange={(v) => change({ type: v })}
      />
    </FilterPanel>
  );
}
