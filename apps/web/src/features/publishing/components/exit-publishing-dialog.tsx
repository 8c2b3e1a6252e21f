import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { publishingMessages } from '../messages';

interface ExitPublishingDialogProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** 'Salir del editor': publishing goes on and the agent is told when it ends. */
export function ExitPublishingDialog({ opened, onClose, onConfirm }: ExitPublishingDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} centered title={publishingMessages.exitTitle} closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      <Text size="sm">{publishingMessages.exitText}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button onClick={onConfirm}>Salir</Button>
      </Group>
    </Modal>
  );
}
