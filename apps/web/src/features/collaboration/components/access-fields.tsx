import { Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { COLLABORATION_SCOPES, type CollaborationScope, type Permission } from '@vitrina/contract/enums/collaboration';
import { PERMISSION_LABELS, SCOPE_LABELS, toggleScope } from '../lib/scopes';

export interface AccessValue {
  permission: Permission;
  scopes: CollaborationScope[];
}

interface AccessFieldsProps {
  value: AccessValue;
  onChange: (value: AccessValue) => void;
  /** A server message for the permission or the scope. */
  error?: string | null;
  disabled?: boolean;
  /** Names the radio group apart when several are on screen (one per collaborator). */
  label?: string;
}

/** 'Solo ver' or 'Ver y editar' and, with write, the four scopes; the last ticked one cannot be unticked. */
export function AccessFields({ value, onChange, error, disabled, label = 'Permiso' }: AccessFieldsProps) {
  const write = value.permission === 'write';
  return (
    <Stack gap="xs">
      <Radio.Group label={label} value={value.permission} onChange={(v) => onChange({ ...value, permission: v as Permission })}>
        <Stack gap={6} mt={6}>
          {(['read', 'write'] as const).map((p) => (
            <Radio key={p} value={p} label={PERMISSION_LABELS[p]} disabled={disabled} />
          ))}
        </Stack>
      </Radio.Group>
      {write && (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" size="sm" fw={500} mb={6}>
            Secciones que puede editar
          </Text>
          <Group gap="md">
            {COLLABORATION_SCOPES.map((s) => {
              const last = value.scopes.length === 1 && value.scopes[0] === s;
              return (
                <Checkbox
                  key={s}
                  label={SCOPE_LABELS[s]}
                  checked={value.scopes.includes(s)}
                  disabled={disabled || last}
                  title={last ? 'Debe quedar al menos una sección' : undefined}
                  onChange={() => onChange({ ...value, scopes: toggleScope(value.scopes, s) })}
                />
              );
            })}
          </Group>
        </fieldset>
      )}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
