import { Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import { tenantTypeLabels } from '@vitrina/contract/enums/tenant';
import { FilterPanel } from '../../../components/filter-panel';
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
  const [searchQuery, setSearchQuery] = useState(filters.searchQuery ?? '');
  const [status, setStatus] = useState(String(filters.status));
  const [type, setType] = useState(filters.type ? String(filters.type) : '');

  useEffect(() => {
    setSearchQuery(filters.searchQuery ?? '');
    setStatus(String(filters.status));
    setType(filters.type ? String(filters.type) : '');
  }, [filters.searchQuery, filters.status, filters.type]);

  return (
    <FilterPanel
      label="Filtrar clientes"
      searchPlaceholder="Buscar por nombres, correo, teléfono o documento de identidad"
      searchQuery={searchQuery}
      onSearchQueryChange={setSearchQuery}
      submitLabel="Aplicar filtros"
      onSubmit={() => onApply({ searchQuery, status: Number(status), type: type ? Number(type) : null })}
      onReset={onReset}
      columns={3}
    >
      <Select
        label="Estado"
        data={STATUS_OPTIONS}
        value={status}
        onChange={(v) => setStatus(v ?? '1')}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Select label="Tipo de cliente" data={TYPE_OPTIONS} value={type} onChange={(v) => setType(v ?? '')} allowDeselect={false} />
    </FilterPanel>
  );
}
