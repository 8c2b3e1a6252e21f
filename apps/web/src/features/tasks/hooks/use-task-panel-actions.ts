import type { TaskBody } from '@vitrina/contract/schemas/task';
import { useState } from 'react';
import type { Banner } from '../../../components/form-banner/form-banner';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteTask } from '../api/delete-task';
import { useUpdateTask } from '../api/save-task';
import { TASK_ERROR } from '../components/add-task-drawer';

interface PanelActionsInput {
  tenantId: string;
  taskId: string;
  onClose: () => void;
  onChanged?: () => void;
  /** As soon as a save is answered: back to the view. */
  onSaved: () => void;
}

/**
 * Saving and deleting the task of the detail panel: the error banners, the success toasts, and the
 * move back to the view (after a save) or out of the panel (after a delete) as soon as the server answers.
 */
export function useTaskPanelActions({ tenantId, taskId, onClose, onChanged, onSaved }: PanelActionsInput) {
  const [banner, setBanner] = useState<Banner | null>(null);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateTask();
  const remove = useDeleteTask();

  const save = async (body: TaskBody) => {
    setBanner(null);
    try {
      await update.mutateAsync({ tenantId, taskId, body });
      notifySuccess('Tarea modificada exitosamente');
      onSaved();
    } catch {
      setBanner({ kind: 'error', message: TASK_ERROR });
    }
  };

  const onDeleted = () => {
    setConfirming(false);
    notifySuccess('Tarea eliminada exitosamente.');
    onChanged?.();
    onClose();
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
    save,
    deleting: remove.isPending,
    confirming,
    askDelete: () => setConfirming(true),
    cancelDelete: () => setConfirming(false),
    confirmDelete,
  };
}
