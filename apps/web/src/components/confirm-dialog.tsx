import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** The question, shown as small text. */
  message: ReactNode;
  /** The red button ('Eliminar', 'Eliminar publicación'). */
  confirmLabel?: string;
  /** The grey button that backs out ('Cancelar', 'No, gracias'). */
  cancelLabel?: string;
  /** True while the action runs: the red button shows a loader. */
  pending?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** While pending, 'Cancelar' is disabled and the dialog cannot be closed. */
  lockWhilePending?: boolean;
  /** The accessible name of the close (×) button, when it needs one. */
  closeLabel?: string;
  /** The confirming button's colour: red unless the action loses nothing ('Salir' while publishing goes on). */
  confirmColor?: 'red' | 'primary';
}

/** A centred confirmation for an action that cannot be undone (deleting, leaving unsaved changes): a way back ('Cancelar') and a red button. */
export function ConfirmDialog({ opened, title, message, confirmLabel = 'Eliminar', cancelLabel = 'Cancelar', pending = false, onCancel, onConfirm, lockWhilePending = false, closeLabel, confirmColor = 'red' }: ConfirmDialogProps) {
  const locked = lockWhilePending && pending;
  return (
    <Modal
      opened={opened}
      onClose={() => !locked && onCancel()}
      centered
      title={title}
      closeButtonProps={closeLabel ? { 'aria-label': closeLabel } : undefined}
    >
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={locked}>
          {cancelLabel}
        </Button>
        <Button color={confirmColor === 'red' ? 'red' : undefined} loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
