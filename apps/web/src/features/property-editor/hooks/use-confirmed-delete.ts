import { useState } from 'react';
import { notifyError, notifySuccess, type NotifyOptions } from '../../../lib/notify';
import { useSaveTracker } from './use-save-tracker';

interface ConfirmedDeleteOptions<T> {
  /** The save tracker's key of the delete ('image-delete'). */
  saveKey: string;
  remove: (target: T) => Promise<unknown>;
  /** The toasts after the delete: done, and failed. */
  deleted: string;
  failed: string;
  /** The toast ids of the tool, so a delete's toast replaces its other toasts. */
  notify?: { success?: NotifyOptions; error?: NotifyOptions };
}

/**
 * A delete the agent confirms first (an image, the video): `ask(target)` opens the dialog;
 * 'Eliminar' runs the tracked delete, tells how it went and closes the dialog either way.
 * Spread `dialog` on a ConfirmDialog.
 */
export function useConfirmedDelete<T>({ saveKey, remove, deleted, failed, notify = {} }: ConfirmedDeleteOptions<T>) {
  const { track } = useSaveTracker();
  const [target, setTarget] = useState<T | null>(null);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    if (target === null) return;
    setPending(true);
    try {
      await track(saveKey, () => remove(target));
      notifySuccess(deleted, notify.success);
    } catch {
      notifyError(failed, notify.error);
    } finally {
      setPending(false);
      setTarget(null);
    }
  };

  return {
    ask: (next: T) => setTarget(next),
    dialog: { opened: target !== null, pending, onCancel: () => setTarget(null), onConfirm: () => void confirm() },
  };
}
