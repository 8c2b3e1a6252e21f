import { Button, Group, Modal, Text } from '@mantine/core';

export const DISCARD_TITLE = '¿Descartar los cambios?';

interface DiscardChangesModalProps {
  opened: boolean;
  /** 'Seguir editando': back to the form, everything typed kept. */
  onKeep: () => void;
  /** 'Descartar': what was typed is dropped and the panel goes on closing. */
  onDiscard: () => void;
}

/**
 * Asked before a task panel with typed changes closes (outside click, Escape, 'Cerrar', 'Cancelar').
 * Render it beside the Drawer, not inside it, so its Escape does not reach the Drawer.
 */
export function DiscardChangesModal({ opened, onKeep, onDiscard }: DiscardChangesModalProps) {
  return (
    <Modal opened={opened} onClose={onKeep} title={<Text fw={700}>{DISCARD_TITLE}</Text>} centered zIndex={1100} withCloseButton={false}>
      <Text size="sm">Lo que escribiste en esta tarea todavía no se ha guardado. Si la cierras, se perderá.</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onKeep} data-autofocus>
          Seguir editando
        </Button>
        <Button color="red" onClick={onDiscard}>
          Descartar
        </Button>
      </Group>
    </Modal>
  );
}
