import { ConfirmDialog } from '../../../../../components/confirm-dialog';
import { notifyError, notifySuccess } from '../../../../../lib/notify';
import { useDeleteSocialPost } from '../../../api/social-post';
import { useSaveTracker } from '../../../hooks/use-save-tracker';
import { NETWORKS, socialToolMessages, type Network } from '../../../lib/social-post';

interface DeletePostDialogProps {
  propertyDraftId: string;
  network: Network;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** 'No quiero publicar': confirm, loading, then closed with a message, or open again after a failure. */
export function DeletePostDialog({ propertyDraftId, network, opened, onClose, onDeleted }: DeletePostDialogProps) {
  const remove = useDeleteSocialPost(propertyDraftId, network);
  const { setWaiting } = useSaveTracker();
  const { name, deleted } = NETWORKS[network];

  const confirm = async () => {
    const key = `social-${network}-delete`;
    setWaiting(key, true);
    try {
      await remove.mutateAsync();
      onDeleted();
      onClose();
      notifySuccess(deleted);
    } catch {
      notifyError(socialToolMessages.deleteError);
    } finally {
      setWaiting(key, false);
    }
  };

  return (
    <ConfirmDialog
      opened={opened}
      title={`No publicar en ${name}`}
      message={`¿Seguro que no quieres publicar esta propiedad en ${name}? Se eliminará la publicación que has preparado.`}
      confirmLabel="Eliminar publicación"
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      lockWhilePending
    />
  );
}
