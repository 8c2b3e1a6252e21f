import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { publishingMessages } from '../messages';

interface ExitPublishingDialogProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** 'Salir del editor': publishing goes on and the agent is told when it ends. */
export function ExitPublishingDialog({ opened, onClose, onConfirm }: ExitPublishingDialogProps) {
  return (
    <ConfirmDialog
      opened={opened}
      title={publishingMessages.exitTitle}
      message={publishingMessages.exitText}
      confirmLabel="Salir"
      confirmColor="primary"
      closeLabel="Cerrar"
      onCancel={onClose}
      onConfirm={onConfirm}
    />
  );
}
