import { LeaveDialog } from '../../../components/leave-dialog';

export const DISCARD_TITLE = '¿Descartar los cambios?';

interface DiscardChangesModalProps {
  opened: boolean;
  /** 'Seguir editando': back to the form, everything typed kept. */
  onKeep: () => void;
  /** 'Descartar': what was typed is dropped and the panel goes on closing. */
  onDiscard: () => void;
}

/**
 * Asked before a task panel with typed changes closes (outside click, Escape, 'Cerrar', 'Cancelar').
 * Render it beside the Drawer, not inside it, so its Escape does not reach the Drawer.
 */
export function DiscardChangesModal({ opened, onKeep, onDiscard }: DiscardChangesModalProps) {
  return (
    <LeaveDialog
      opened={opened}
      title={DISCARD_TITLE}
      message="Lo que escribiste en esta tarea todavía no se ha guardado. Si la cierras, se perderá."
      leaveLabel="Descartar"
      onStay={onKeep}
      onLeave={onDiscard}
      zIndex={1100}
    />
  );
}
