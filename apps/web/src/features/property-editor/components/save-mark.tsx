import { Group, Loader, Text } from '@mantine/core';
import type { SaveState } from '../hooks/use-save-tracker';
import { IconCircleCheckFilled } from './icons';

export const SAVE_STATE_TEXT: Record<SaveState, string> = {
  unsaved: 'Sin guardar',
  saving: 'Guardando…',
  saved: 'Guardado',
};

/** The dot the menu and the mark show for changes not saved yet. */
export function UnsavedDot({ label }: { label?: string }) {
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      style={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', background: 'var(--mantine-color-yellow-5)', flexShrink: 0 }}
    />
  );
}

/** Where a tool's changes stand, the same in every tool: 'Sin guardar', 'Guardando…' or 'Guardado'. */
export function SaveMark({ state }: { state: SaveState }) {
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-label={`Estado de los cambios: ${SAVE_STATE_TEXT[state]}`} style={{ flexShrink: 0 }}>
      {state === 'unsaved' ? (
        <UnsavedDot />
      ) : state === 'saving' ? (
        <Loader size={12} color="gray" aria-hidden />
      ) : (
        <IconCircleCheckFilled size={14} color="var(--mantine-color-teal-5)" aria-hidden />
      )}
      <Text size="sm" fw={500} c={state === 'unsaved' ? 'yellow.4' : 'dimmed'}>
        {SAVE_STATE_TEXT[state]}
      </Text>
    </Group>
  );
}
