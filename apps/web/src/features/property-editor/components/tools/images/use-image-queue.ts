import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { IMAGE_MAX_BYTES } from '@vitrina/contract/enums/uploads';
import { ApiError } from '@vitrina/contract/errors';
import { megabytes, refuseFile, type FileRule } from '../../../../../lib/file-rules';
import { PHOTO_TYPES, shrinkListingPhoto } from '../../../../../lib/images';
import { notifyError, notifySuccess } from '../../../../../lib/notify';
import { storeDraft } from '../../../api/draft';
import { uploadImage } from '../../../api/media';
import { useSaveTracker } from '../../../hooks/use-save-tracker';
import { SAVE_ERROR, saveErrorMessage } from '../../../lib/save-error';

export const queueMessages = {
  saved: 'Imagen guardada correctamente.',
  savedMany: (n: number) => `${n} imágenes guardadas correctamente.`,
  type: 'La imagen debe ser JPG, PNG o WebP',
  size: `La imagen no debe pesar más de ${megabytes(IMAGE_MAX_BYTES)}`,
  unreadable: 'No se ha podido leer la imagen. Prueba con otra.',
} as const;

/** How long finished uploads stay on screen, full bar and all, once the batch is over. */
export const DONE_VISIBLE_MS = 2000;

export type QueuedStatus = 'ready' | 'waiting' | 'preparing' | 'uploading' | 'done' | 'failed';

export interface QueuedPhoto {
  key: string;
  file: File;
  name: string;
  status: QueuedStatus;
  /** 0 to 1: how much of the file has been sent. */
  progress: number;
  error: string | null;
}

/** A listing photo: JPG, PNG or WebP of at most 15 MB. */
export const listingPhotoRule: FileRule = {
  types: PHOTO_TYPES,
  maxBytes: IMAGE_MAX_BYTES,
  typeMessage: queueMessages.type,
  sizeMessage: queueMessages.size,
};

let counter = 0;

function uploadError(error: unknown): string {
  // The server's Spanish message for what the agent can fix (type, damaged file, limit); else the generic one.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) return error.message;
  return SAVE_ERROR;
}

/**
 * The photos picked for upload: added ('ready', cropped if the agent wishes), then sent one after
 * the other in the order they were picked, each resized in the browser first and reporting its
 * progress. A failed one keeps its error and can be retried; the others go on.
 */
export function useImageQueue(draftId: string) {
  const queryClient = useQueryClient();
  const { track } = useSaveTracker();
  const [items, setItems] = useState<QueuedPhoto[]>([]);
  const itemsRef = useRef<QueuedPhoto[]>([]);
  const running = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      window.clearTimeout(timer.current);
    };
  }, []);

  const commit = useCallback((next: QueuedPhoto[]) => {
    itemsRef.current = next;
    if (alive.current) setItems(next);
  }, []);
  const patch = useCallback(
    (key: string, changes: Partial<QueuedPhoto>) => commit(itemsRef.current.map((i) => (i.key === key ? { ...i, ...changes } : i))),
    [commit],
  );

  const pump = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    window.clearTimeout(timer.current);
    let saved = 0;
    let failed = 0;
    let lastError: unknown = null;
    try {
      for (;;) {
        const next = itemsRef.current.find((i) => i.status === 'waiting');
        if (!next) break;
        patch(next.key, { status: 'preparing', progress: 0, error: null });
        try {
          let file: File;
          try {
            file = await shrinkListingPhoto(next.file);
          } catch {
            throw new Error(queueMessages.unreadable);
          }
          patch(next.key, { status: 'uploading' });
          const draft = await track('image', () => uploadImage(draftId, file, (sent) => patch(next.key, { progress: sent })));
          storeDraft(queryClient, draft);
          patch(next.key, { status: 'done', progress: 1 });
          saved++;
        } catch (error) {
          const message = error instanceof Error && error.message === queueMessages.unreadable ? queueMessages.unreadable : uploadError(error);
          patch(next.key, { status: 'failed', error: message });
          failed++;
          lastError = error;
        }
      }
    } finally {
      running.current = false;
    }
    if (saved > 0) notifySuccess(saved === 1 ? queueMessages.saved : queueMessages.savedMany(saved), { id: 'images' });
    // An invited agent without the 'Imágenes' area hears why (the server's 403 message), not 'try again'.
    if (failed > 0) notifyError(saveErrorMessage(lastError, SAVE_ERROR), { id: 'images-error' });
    timer.current = window.setTimeout(() => commit(itemsRef.current.filter((i) => i.status !== 'done')), DONE_VISIBLE_MS);
  }, [commit, draftId, patch, queryClient, track]);

  /** Adds picked or dropped files; refused ones show why at once. */
  const add = useCallback(
    (files: Iterable<File>) => {
      const added = [...files].map((file): QueuedPhoto => {
        const error = refuseFile(file, listingPhotoRule);
        return { key: `photo-${++counter}`, file, name: file.name, status: error ? 'failed' : 'ready', progress: 0, error };
      });
      if (added.length) commit([...itemsRef.current.filter((i) => i.status !== 'done'), ...added]);
    },
    [commit],
  );

  /** Sends every photo that is ready. */
  const start = useCallback(() => {
    commit(itemsRef.current.map((i) => (i.status === 'ready' ? { ...i, status: 'waiting' } : i)));
    void pump();
  }, [commit, pump]);

  const retry = useCallback(
    (key: string) => {
      patch(key, { status: 'waiting', progress: 0, error: null });
      void pump();
    },
    [patch, pump],
  );

  const remove = useCallback((key: string) => commit(itemsRef.current.filter((i) => i.key !== key)), [commit]);
  const replace = useCallback((key: string, file: File) => patch(key, { file }), [patch]);

  const clearReady = useCallback(
    () => commit(itemsRef.current.filter((i) => i.status !== 'ready' && !(i.status === 'failed' && !canRetry(i)))),
    [commit],
  );

  return { items, add, start, retry, remove, replace, clearReady };
}

/** A failed upload can be tried again, unless the file itself is refused (type, size). */
export function canRetry(item: QueuedPhoto): boolean {
  return item.status === 'failed' && refuseFile(item.file, listingPhotoRule) === null;
}
