import { Badge, CloseButton, Group, Select, Stack } from '@mantine/core';

export interface PickOption {
  value: string;
  label: string;
  /** Shown as a heading in the list (the state of a locality). */
  group?: string;
}

interface PickListProps {
  label: string;
  placeholder: string;
  options: PickOption[];
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
  disabled?: boolean;
  max: number;
}

/**
 * A multiple choice from a long catalogue: a searchable select adds one at a time, the chosen
 * ones show below as tags with their own 'Quitar' button.
 */
export function PickList({ label, placeholder, options, value, onChange, error, disabled = false, max }: PickListProps) {
  const left = options.filter((o) => !value.includes(o.value));
  const groups = [...new Set(left.map((o) => o.group ?? ''))];
  const item = ({ value, label }: PickOption) => ({ value, label });
  const data =
    groups.length > 1 || groups[0]
      ? groups.map((g) => ({ group: g, items: left.filter((o) => (o.group ?? '') === g).map(item) }))
      : left.map(item);
  const labelOf = (id: string) => options.find((o) => o.value === id)?.label ?? '';
  return (
    <Stack gap={6}>
      <Select
        label={label}
        placeholder={placeholder}
        data={data}
        value={null}
        onChange={(picked) => picked && onChange([...value, picked])}
        error={error}
        disabled={disabled || value.length >= max}
        searchable
        nothingFoundMessage="Sin resultados"
      />
      {value.length > 0 && (
        <Group gap={6} role="list" aria-label={`${label} elegidos`}>
          {value.map((id) => (
            <Badge
              key={id}
              role="listitem"
              variant="light"
              color="indigo"
              tt="none"
              size="lg"
              pr={2}
              rightSection={
                <CloseButton size="xs" aria-label={`Quitar ${labelOf(id)}`} disabled={disabled} onClick={() => onChange(value.filter((v) => v !== id))} />
              }
            >
              {labelOf(id)}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
