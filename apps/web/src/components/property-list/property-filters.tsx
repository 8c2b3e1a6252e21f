import { Button, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ searchQuery, propertyType: type ? Number(type) : null });
  };

  return (
    <Paper component="form" withBorder p="md" onSubmit={submit} aria-label={label}>
      <Stack gap="sm">
        <TextInput
          label="Buscar"
          placeholder="Buscar por dirección, localidad, estado o código"
          value={searchQuery}
          onChange={(e) => setSearchQuery(e.currentTarget.value)}
          maxLength={100}
        />
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
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" type="button" onClick={onReset}>
            Restablecer
          </Button>
          <Button type="submit">Buscar</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
