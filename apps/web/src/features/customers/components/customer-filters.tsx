import { Button, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { tenantTypeLabels } from '@vitrina/contract/enums/tenant';
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ searchQuery, status: Number(status), type: type ? Number(type) : null });
  };

  return (
    <Paper component="form" withBorder p="md" onSubmit={submit} aria-label="Filtrar clientes">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label="Buscar"
          placeholder="Buscar por nombres, correo, teléfono o documento de identidad"
          value={searchQuery}
          onChange={(e) => setSearchQuery(e.currentTarget.value)}
          maxLength={100}
        />
        <Select
          label="Estado"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(v) => setStatus(v ?? '1')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Tipo de cliente"
          data={TYPE_OPTIONS}
          value={type}
          onChange={(v) => setType(v ?? '')}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" type="button" onClick={onReset}>
          Restablecer
        </Button>
        <Button type="submit">Aplicar filtros</Button>
      </Group>
    </Paper>
  );
}
