import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** 'Eliminar nota': asks for confirmation; the note cannot be recovered. */
export function DeleteNoteModal({ opened, deleting, onClose, onConfirm }: { opened: boolean; deleting: boolean; onClose: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      opened={opened}
      title="Eliminar nota"
      message="¿Estás seguro de que quieres eliminar esta nota? Una vez eliminada no podrás recuperarla."
      confirmLabel="Eliminar nota"
      cancelLabel="No, gracias"
      pending={deleting}
      lockWhilePending
      onCancel={onClose}
      onConfirm={onConfirm}
    />
  );
}

/** Closing the editor with unsaved text asks first. */
export function DiscardNoteModal({ opened, onKeep, onDiscard }: { opened: boolean; onKeep: () => void; onDiscard: () => void }) {
  return (
    <Modal opened={opened} onClose={onKeep} title="Descartar cambios" centered>
      <Stack gap="md">
        <Text size="sm">Tienes texto sin guardar en esta nota. ¿Quieres descartarlo?</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onKeep}>
            Seguir escribiendo
          </Button>
          <Button color="red" onClick={onDiscard}>
            Descartar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
