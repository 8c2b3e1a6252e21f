import { Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

interface FilterPanelProps {
  /** The form's accessible name ('Filtrar clientes', 'Filtrar propiedades'…). */
  label: string;
  searchPlaceholder: string;
  searchQuery: string;
  onSearchQueryChange: (value: string) => void;
  /** The other fields (selects), after 'Buscar'. */
  children: ReactNode;
  submitLabel: string;
  onSubmit: () => void;
  onReset: () => void;
  /** Fields side by side from the sm breakpoint ('Filtrar clientes'); stacked when absent. */
  columns?: number;
}

/** A list's filter panel: the search text, the list's own fields, 'Restablecer' and the submit button. */
export function FilterPanel({ label, searchPlaceholder, searchQuery, onSearchQueryChange, children, submitLabel, onSubmit, onReset, columns }: FilterPanelProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const fields = (
    <>
      <TextInput
        label="Buscar"
        placeholder={searchPlaceholder}
        value={searchQuery}
        onChange={(e) => onSearchQueryChange(e.currentTarget.value)}
        maxLength={100}
      />
      {children}
    </>
  );
  const buttons = (mt: 'xs' | 'md') => (
    <Group justify="flex-end" gap="sm" mt={mt}>
      <Button variant="default" type="button" onClick={onReset}>
        Restablecer
      </Button>
      <Button type="submit">{submitLabel}</Button>
    </Group>
  );

  return (
    <Paper component="form" withBorder p="md" onSubmit={submit} aria-label={label}>
      {columns ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: columns }} spacing="sm">
            {fields}
          </SimpleGrid>
          {buttons('md')}
        </>
      ) : (
        <Stack gap="sm">
          {fields}
          {buttons('xs')}
        </Stack>
      )}
    </Paper>
  );
}
