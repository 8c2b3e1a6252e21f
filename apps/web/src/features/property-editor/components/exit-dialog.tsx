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

export const UNSAVED_TITLE = 'Hay cambios sin guardar';

export function unsavedMessage(labels: string[]): string {
  const names = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} y ${labels.at(-1)}` : (labels[0] ?? '');
  return `Los cambios de ${names} no se han podido guardar. Revisa los campos marcados o sal sin guardarlos.`;
}

interface UnsavedDialogProps {
  /** The tools whose changes could not be saved; null when closed. */
  labels: string[] | null;
  onStay: () => void;
  onLeave: () => void;
}

/** Asked before leaving a tool (or the editor) whose changes are invalid or failed to save. */
export function UnsavedDialog({ labels, onStay, onLeave }: UnsavedDialogProps) {
  return (
    <Modal opened={labels !== null} onClose={onStay} centered title={UNSAVED_TITLE}>
      <Text size="sm">{unsavedMessage(labels ?? [])}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay}>
          Seguir editando
        </Button>
        <Button color="red" onClick={onLeave}>
          Salir sin guardar
        </Button>
      </Group>
    </Modal>
  );
}
