import { LeaveDialog } from '../../../components/leave-dialog';

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
    <LeaveDialog
      opened={opened}
      title={LEAVE_PROFILE_TITLE}
      message="Los cambios del perfil de búsqueda todavía no se han guardado. Si sales, se perderán."
      leaveLabel="Salir sin guardar"
      onStay={onStay}
      onLeave={onLeave}
    />
  );
}
