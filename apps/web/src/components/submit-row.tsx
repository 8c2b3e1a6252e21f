import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface SubmitRowProps {
  /** The button's spinner while the form saves. */
  loading: boolean;
  disabled?: boolean;
  children?: ReactNode;
}

/** A form's submit button, alone at the end of its row: 'Guardar cambios' unless told otherwise. */
export function SubmitRow({ loading, disabled, children = 'Guardar cambios' }: SubmitRowProps) {
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={loading} disabled={disabled}>
        {children}
      </Button>
    </Group>
  );
}
