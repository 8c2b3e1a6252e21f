import { Button, Group, Modal, Text } from '@mantine/core';

export const EXIT_MESSAGE = '¿Seguro que quieres salir del editor? Asegúrate de guardar los cambios antes de salir.';

export function ExitDialog({ opened, onClose, onConfirm }: { opened: boolean; onClose: () => void; onConfirm: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} centered title="Salir del editor">
      <Text size="sm">{EXIT_MESSAGE}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button color="red" onClick={onConfirm}>
          Salir
        </Button>
      </Group>
    </Modal>
  );
}
