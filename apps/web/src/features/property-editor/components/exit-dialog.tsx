import { ConfirmDialog } from '../../../components/confirm-dialog';

export const EXIT_MESSAGE = '¿Seguro que quieres salir del editor? Asegúrate de guardar los cambios antes de salir.';

/** Said instead while photos are still on their way: they go on uploading unless the page is closed. */
export function exitUploadingMessage(count: number): string {
  const photos = count === 1 ? 'Todavía se está subiendo 1 imagen' : `Todavía se están subiendo ${count} imágenes`;
  return `${photos}. Seguirán subiéndose si sales del editor, pero no cierres ni recargues esta pestaña hasta que terminen. ¿Seguro que quieres salir del editor?`;
}

interface ExitDialogProps {
  opened: boolean;
  /** Photos still being uploaded. */
  uploading?: number;
  onClose: () => void;
  onConfirm: () => void;
}

export function ExitDialog({ opened, uploading = 0, onClose, onConfirm }: ExitDialogProps) {
  return (
    <ConfirmDialog
      opened={opened}
      title="Salir del editor"
      message={uploading > 0 ? exitUploadingMessage(uploading) : EXIT_MESSAGE}
      confirmLabel="Salir"
      onCancel={onClose}
      onConfirm={onConfirm}
    />
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
    <ConfirmDialog
      opened={labels !== null}
      title={UNSAVED_TITLE}
      message={unsavedMessage(labels ?? [])}
      cancelLabel="Seguir editando"
      confirmLabel="Salir sin guardar"
      onCancel={onStay}
      onConfirm={onLeave}
    />
  );
}
