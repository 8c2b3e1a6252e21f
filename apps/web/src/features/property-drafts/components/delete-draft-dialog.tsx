import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteDraft } from '../api/delete-draft';

export const DELETE_DRAFT_TITLE = '¿Eliminar este borrador?';
export const DELETE_DRAFT_MESSAGE = 'Se eliminarán el borrador, sus imágenes y su video. Esta acción no se puede deshacer.';
export const DRAFT_DELETED = 'Borrador eliminado correctamente.';
export const DELETE_DRAFT_ERROR = 'Algo no ha salido como se esperaba. Vuelve a intentarlo.';

interface DeleteDraftDialogProps {
  propertyDraftId: string;
  opened: boolean;
  onClose: () => void;
  /** Called after the draft is gone (the editor leaves for the list). */
  onDeleted?: () => void;
}

/** Confirms deleting a draft: Cancelar / Eliminar; a toast tells the outcome. */
export function DeleteDraftDialog({ propertyDraftId, opened, onClose, onDeleted }: DeleteDraftDialogProps) {
  const remove = useDeleteDraft();

  const confirm = async () => {
    try {
      await remove.mutateAsync(propertyDraftId);
      onClose();
      notifySuccess(DRAFT_DELETED);
      onDeleted?.();
    } catch (error) {
      // A 409 (being published, already published) carries its own Spanish reason.
      notifyError(isApiError(error, 'PROPERTY_DRAFT_NOT_EDITABLE', 'PROPERTY_DRAFT_ALREADY_PUBLISHED') ? error.message : DELETE_DRAFT_ERROR);
    }
  };

  return (
    <ConfirmDialog
      opened={opened}
      title={DELETE_DRAFT_TITLE}
      message={DELETE_DRAFT_MESSAGE}
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      lockWhilePending
    />
  );
}
