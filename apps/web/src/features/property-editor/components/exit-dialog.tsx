import { ConfirmDialog } from '../../../components/confirm-dialog';

export const EXIT_MESSAGE = '¿Seguro que quieres salir del editor? Asegúrate de guardar los cambios antes de salir.';

export function ExitDialog({ opened, onClose, onConfirm }: { opened: boolean; onClose: () => void; onConfirm: () => void }) {
  return <ConfirmDialog opened={opened} title="Salir del editor" message={EXIT_MESSAGE} confirmLabel="Salir" onCancel={onClose} onConfirm={onConfirm} />;
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
