import { Button, Group, Modal, Text } from '@mantine/core';

export const LEAVE_PROFILE_TITLE = '¿Salir sin guardar el perfil?';

interface LeaveProfileModalProps {
  opened: boolean;
  /** 'Seguir editando': stays, everything typed kept. */
  onStay: () => void;
  /** 'Salir sin guardar': the changes are dropped and the navigation goes on. */
  onLeave: () => void;
}

/** Asked before leaving the search profile with unsaved changes. */
export function LeaveProfileModal({ opened, onStay, onLeave }: LeaveProfileModalProps) {
  return (
    <Modal opened={opened} onClose={onStay} title={<Text fw={700}>{LEAVE_PROFILE_TITLE}</Text>} centered withCloseButton={false}>
      <Text size="sm">Los cambios del perfil de búsqueda todavía no se han guardado. Si sales, se perderán.</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onStay} data-autofocus>
          Seguir editando
        </Button>
        <Button color="red" onClick={onLeave}>
          Salir sin guardar
        </Button>
      </Group>
    </Modal>
  );
}
