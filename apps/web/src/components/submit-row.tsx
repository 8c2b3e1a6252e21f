import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface SubmitRowProps {
  /** The button's spinner while the form saves. */
  loading: boolean;
  disabled?: boolean;
  children?: ReactNode;
  /** A 'Cancelar' button before the submit one (disabled while the form saves). */
  onCancel?: () => void;
  /** Something at the row's other end (a delete button), the buttons staying at the end. */
  start?: ReactNode;
}

/** A form's buttons at the end of its row: 'Guardar cambios' unless told otherwise, 'Cancelar' when asked. */
export function SubmitRow({ loading, disabled, children = 'Guardar cambios', onCancel, start }: SubmitRowProps) {
  const buttons = (
    <>
      {onCancel && (
        <Button variant="default" onClick={onCancel} disabled={loading}>
          Cancelar
        </Button>
      )}
      <Button type="submit" loading={loading} disabled={disabled}>
        {children}
      </Button>
    </>
  );
  if (start === undefined)
    return (
      <Group justify="flex-end" gap="sm">
        {buttons}
      </Group>
    );
  return (
    <Group justify="space-between" gap="sm">
      <div>{start}</div>
      <Group gap="sm">{buttons}</Group>
    </Group>
  );
}
