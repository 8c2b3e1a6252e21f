import type { TaskBody } from '@vitrina/contract/schemas/task';
import { useState } from 'react';
import type { Banner } from '../../../components/form-banner/form-banner';
import { notifySuccess } from '../../../lib/notify';
import { useDelayedAction } from '../../../lib/use-delayed-action';
import { useDeleteTask } from '../api/delete-task';
import { useUpdateTask } from '../api/save-task';
import { TASK_ERROR, TASK_REDIRECT_MS } from '../components/add-task-drawer';

export const DELETE_REDIRECT_MS = 1500;

interface PanelActionsInput {
  tenantId: string;
  taskId: string;
  onClose: () => void;
  onChanged?: () => void;
  /** After a save has shown its message for 2 s: back to the view. */
  onSavedShown: () => void;
}

/**
 * Saving and deleting the task of the detail panel: the banners, the success toasts, and the
 * delayed move back to the view (after a save) or out of the panel (after a delete).
 */
export function useTaskPanelActions({ tenantId, taskId, onClose, onChanged, onSavedShown }: PanelActionsInput) {
  const [banner, setBanner] = useState<Banner | null>(null);
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const delayed = useDelayedAction();
  const update = useUpdateTask();
  const remove = useDeleteTask();

  const save = async (body: TaskBody) => {
    setBanner(null);
    try {
      await update.mutateAsync({ tenantId, taskId, body });
      setSaved(true);
      setBanner({ kind: 'success', message: 'Tarea modificada exitosamente' });
      notifySuccess('Tarea modificada exitosamente');
      delayed.schedule(() => {
        setSaved(false);
        setBanner(null);
        onSavedShown();
      }, TASK_REDIRECT_MS);
    } catch {
      setBanner({ kind: 'error', message: TASK_ERROR });
    }
  };

  const onDeleted = () => {
    setConfirming(false);
    setDeleted(true);
    notifySuccess('Tarea eliminada exitosamente.');
    onChanged?.();
    delayed.schedule(onClose, DELETE_REDIRECT_MS);
  };

  const confirmDelete = () => {
    setBanner(null);
    remove.mutate(
      { tenantId, taskId },
      {
        onSuccess: onDeleted,
        onError: () => {
          setConfirming(false);
          setBanner({ kind: 'error', message: TASK_ERROR });
        },
      },
    );
  };

  return {
    banner,
    clearBanner: () => setBanner(null),
    saved,
    save,
    deleted,
    deleting: remove.isPending,
    confirming,
    askDelete: () => setConfirming(true),
    cancelDelete: () => setConfirming(false),
    confirmDelete,
  };
}
