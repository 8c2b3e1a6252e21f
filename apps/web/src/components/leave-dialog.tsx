import { Button, Group, Modal, Text } from '@mantine/core';

interface LeaveDialogProps {
  opened: boolean;
  /** The question, in bold ('¿Salir sin guardar el perfil?'). */
  title: string;
  /** What is lost on leaving. */
  message: string;
  /** The red button: what was typed is dropped ('Salir sin guardar', 'Descartar'). */
  leaveLabel: string;
  /** 'Seguir editando' (focused first, and what Escape or a click outside does): everything typed is kept. */
  onStay: () => void;
  onLeave: () => void;
  /** Above a drawer: 1100, so the dialog opens over it. */
  zIndex?: number;
}

/** Asked before a form with unsaved changes goes away: stay (the default) or leave without saving. */
export function LeaveDialog({ opened, title, message, leaveLabel, onStay, onLeave, zIndex }: LeaveDialogProps) {
  return (
    <Modal opened={opened} onClose={onStay} title={<Text fw={700}>{title}</Text>} centered zIndex={zIndex} withCloseButton={false}>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onStay} data-autofocus>
          Seguir editando
        </Button>
        <Button color="red" onClick={onLeave}>
          {leaveLabel}
        </Button>
      </Group>
    </Modal>
  );
}
