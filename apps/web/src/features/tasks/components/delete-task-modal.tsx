import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface DeleteTaskModalProps {
  opened: boolean;
  deleting: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** 'Eliminar tarea': asks for confirmation; the task cannot be recovered. */
export function DeleteTaskModal({ opened, deleting, onClose, onConfirm }: DeleteTaskModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Eliminar tarea" centered zIndex={1100}>
      <Stack gap="md">
        <Text size="sm">¿Estás seguro de que quieres eliminar esta tarea? Una vez eliminada no podrás recuperarla.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={deleting}>
            No, gracias
          </Button>
          <Button color="red" onClick={onConfirm} loading={deleting}>
            Eliminar tarea
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
