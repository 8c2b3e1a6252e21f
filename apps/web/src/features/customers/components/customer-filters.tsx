import { Select } from '@mantine/core';
import { tenantTypeLabels } from '@vitrina/contract/enums/tenant';
import { FilterPanel } from '../../../components/filter-panel';
import { useFilterDraft } from '../../../lib/use-filter-draft';
import type { TenantFilters } from '../api/tenants';

const STATUS_OPTIONS = [
  { value: '1', label: 'Activos' },
  { value: '2', label: 'Archivados' },
];

const TYPE_OPTIONS = [
  { value: '', label: 'Todos' },
  { value: '1', label: tenantTypeLabels[1] },
  { value: '3', label: tenantTypeLabels[3] },
  { value: '2', label: tenantTypeLabels[2] },
];

interface CustomerFiltersProps {
  filters: TenantFilters;
  onApply: (next: { searchQuery: string; status: number; type: number | null }) => void;
  onReset: () => void;
}

/** The 'Filtrar clientes' panel: search text, status and customer type. */
export function CustomerFilters({ filters, onApply, onReset }: CustomerFiltersProps) {
  const [draft, change] = useFilterDraft({
    searchQuery: filters.searchQuery ?? '',
    status: String(filters.status),
    type: filters.type ? String(filters.type) : '',
  });
  const { searchQuery, status, type } = draft;

  return (
    <FilterPanel
      label="Filtrar clientes"
      searchPlaceholder="Buscar por nombres, correo, teléfono o documento de identidad"
      searchQuery={searchQuery}
      onSearchQueryChange={(v) => change({ searchQuery: v })}
      submitLabel="Aplicar filtros"
      onSubmit={() => onApply({ searchQuery, status: Number(status), type: type ? Number(type) : null })}
      onReset={onReset}
      columns={3}
    >
      <Select
        label="Estado"
        data={STATUS_OPTIONS}
        value={status}
        onChange={(v) => change({ status: v ?? '1' })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Select label="Tipo de cliente" data={TYPE_OPTIONS} value={type} onChange={(v) => change({ type: v ?? '' })} allowDeselect={false} />
    </FilterPanel>
  );
}
