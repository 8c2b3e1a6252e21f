import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSaveTracker } from '../../../hooks/use-save-tracker';
import {
  addPhotos,
  canRetry,
  connectPhotoUploads,
  isSending,
  photoUploads,
  removePhoto,
  retryPhoto,
  subscribePhotoUploads,
} from './photo-uploads';

/**
 * A draft's photo uploads (see photo-uploads.ts): the list, how many are still on their way or
 * failed, and what can be done with them. Whoever shows them lends the editor's query cache and
 * save tracker: the tracker counts the uploads as saves ('Guardando…', then 'Sin guardar' for a
 * failed one), and asks before the page is closed while they last.
 */
export function useImageQueue(draftId: string) {
  const queryClient = useQueryClient();
  const { track } = useSaveTracker();
  const items = useSyncExternalStore(
    useCallback((listener: () => void) => subscribePhotoUploads(draftId, listener), [draftId]),
    () => photoUploads(draftId),
  );
  const sending = items.filter(isSending).length;
  const failed = items.filter(canRetry).length;

  useEffect(() => connectPhotoUploads(draftId, { queryClient, track }), [draftId, queryClient, track]);

  return useMemo(
    () => ({
      items,
      sending,
      failed,
      /** Sends picked photos at once; with `replaces`, a cropped copy that takes that image's place. */
      add: (files: Iterable<File>, replaces?: string) => addPhotos(draftId, files, replaces),
      retry: (key: string) => retryPhoto(draftId, key),
      remove: (key: string) => removePhoto(draftId, key),
    }),
    [draftId, items, sending, failed],
  );
}

export type ImageQueue = ReturnType<typeof useImageQueue>;
