import type { QueryClient } from '@tanstack/react-query';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { IMAGE_MAX_BYTES } from '@vitrina/contract/enums/uploads';
import { ApiError } from '@vitrina/contract/errors';
import { megabytes, refuseFile, type FileRule } from '../../../../../lib/file-rules';
import { PHOTO_TYPES } from '../../../../../lib/photo-types';
import { notifyError, notifySuccess } from '../../../../../lib/notify';
import { storeDraft } from '../../../api/draft';
import { deleteImage, orderImages, uploadImage } from '../../../api/media';
import { SAVE_ERROR, saveErrorMessage } from '../../../lib/save-error';

export const queueMessages = {
  saved: 'Imagen guardada correctamente.',
  savedMany: (n: number) => `${n} imágenes guardadas correctamente.`,
  type: 'La imagen debe ser JPG, PNG o WebP',
  size: `La imagen no debe pesar más de ${megabytes(IMAGE_MAX_BYTES)}`,
  unreadable: 'No se ha podido leer la imagen. Prueba con otra.',
  cropped: 'Imagen recortada correctamente.',
  notSwapped: 'La imagen recortada se ha guardado al final: no se ha podido poner en lugar de la original.',
} as const;

/** How long finished uploads stay on screen, full bar and all, once the batch is over. */
export const DONE_VISIBLE_MS = 2000;

export type QueuedStatus = 'waiting' | 'preparing' | 'uploading' | 'done' | 'failed';

export interface QueuedPhoto {
  key: string;
  file: File;
  name: string;
  status: QueuedStatus;
  /** 0 to 1: how much of the file has been sent. */
  progress: number;
  error: string | null;
  /** A cropped copy takes the place of this saved image once it is stored. */
  replaces?: string;
}

/** A listing photo: JPG, PNG or WebP of at most 15 MB. */
export const listingPhotoRule: FileRule = {
  types: PHOTO_TYPES,
  maxBytes: IMAGE_MAX_BYTES,
  typeMessage: queueMessages.type,
  sizeMessage: queueMessages.size,
};

/** A failed upload can be tried again, unless the file itself is refused (type, size). */
export function canRetry(item: QueuedPhoto): boolean {
  return item.status === 'failed' && refuseFile(item.file, listingPhotoRule) === null;
}

/** Still to be sent, or being sent. */
export const isSending = (item: QueuedPhoto) => item.status === 'waiting' || item.status === 'preparing' || item.status === 'uploading';

/** What the editor lends the uploads: where answered drafts are kept, and its save tracker. */
export interface UploadConnection {
  queryClient: QueryClient;
  track: <T>(key: string, save: () => Promise<T>) => Promise<T>;
}

interface DraftUploads {
  items: QueuedPhoto[];
  running: boolean;
  connection: UploadConnection | null;
  listeners: Set<() => void>;
  /** Photos resized ahead, while the one before is being sent. */
  prepared: Map<string, Promise<File>>;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * The photos picked for each draft, kept outside any component: an upload goes on when the agent
 * opens another tool (or leaves the editor) and its answer lands in the draft all the same.
 */
const drafts = new Map<string, DraftUploads>();
let counter = 0;

function uploadsOf(draftId: string): DraftUploads {
  let entry = drafts.get(draftId);
  if (!entry) {
    entry = { items: [], running: false, connection: null, listeners: new Set(), prepared: new Map() };
    drafts.set(draftId, entry);
  }
  return entry;
}

/** While a photo waits, is sent or failed (and could be retried), closing the page asks first. */
function warnBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  event.returnValue = '';
}
let warning = false;
function updateWarning() {
  const needed = [...drafts.values()].some((d) => d.items.some((i) => isSending(i) || canRetry(i)));
  if (needed === warning) return;
  warning = needed;
  if (needed) window.addEventListener('beforeunload', warnBeforeUnload);
  else window.removeEventListener('beforeunload', warnBeforeUnload);
}

function commit(entry: DraftUploads, items: QueuedPhoto[]) {
  entry.items = items;
  updateWarning();
  for (const listener of entry.listeners) listener();
}

function patch(entry: DraftUploads, key: string, changes: Partial<QueuedPhoto>) {
  commit(
    entry,
    entry.items.map((i) => (i.key === key ? { ...i, ...changes } : i)),
  );
}

function uploadError(error: unknown): string {
  if (error instanceof Error && error.message === queueMessages.unreadable) return queueMessages.unreadable;
  // The server's Spanish message for what the agent can fix (type, damaged file, limit, no access); else the generic one.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) return error.message;
  return SAVE_ERROR;
}

/**
 * Puts the image just stored (the last one) where `replaced` was and deletes `replaced`: the
 * order goes first, so a failed delete leaves both, never neither.
 */
async function swapIn(draftId: string, draft: PropertyDraft, replaced: string): Promise<PropertyDraft> {
  const ids = [...draft.media].sort((a, b) => a.index - b.index).map((m) => m.propertyImageId);
  const added = ids.pop();
  const at = ids.indexOf(replaced);
  if (!added || at < 0) return draft;
  ids.splice(at, 0, added);
  await orderImages(draftId, ids);
  return deleteImage(draftId, replaced);
}

function prepare(entry: DraftUploads, item: QueuedPhoto): Promise<File> {
  let prepared = entry.prepared.get(item.key);
  if (!prepared) {
    // The resizing code loads with the first photo picked, not with the editor.
    prepared = import('../../../../../lib/images').then(({ shrinkListingPhoto }) => shrinkListingPhoto(item.file)).catch(() => {
      throw new Error(queueMessages.unreadable);
    });
    // Nothing awaits a photo resized ahead until its turn: its failure is reported then.
    prepared.catch(() => undefined);
    entry.prepared.set(item.key, prepared);
  }
  return prepared;
}

/**
 * Sends the waiting photos one after the other, in the order they were picked (the first photo of
 * a draft without images becomes its cover): each is resized in the browser, then sent with its
 * progress; the next one is resized while the one before travels. A failed one keeps its error
 * and can be retried; the others go on.
 */
async function pump(draftId: string) {
  const entry = uploadsOf(draftId);
  if (entry.running) return;
  entry.running = true;
  clearTimeout(entry.timer);
  let saved = 0;
  let failed = 0;
  let lastError: unknown = null;
  const direct: UploadConnection['track'] = (_key, save) => save();
  // The whole batch is one save in progress for the editor ('Guardando…', a warning before the page
  // closes); each photo is its own save too, failed until it is sent again or let go.
  const batch = async () => {
    for (;;) {
      const next = entry.items.find((i) => i.status === 'waiting');
      if (!next) break;
      patch(entry, next.key, { status: 'preparing', progress: 0, error: null });
      try {
        const file = await prepare(entry, next);
        patch(entry, next.key, { status: 'uploading' });
        const after = entry.items.find((i) => i.status === 'waiting');
        if (after) void prepare(entry, after);
        const track = entry.connection?.track ?? direct;
        let draft = await track(`image:${next.key}`, () => uploadImage(draftId, file, (sent) => patch(entry, next.key, { progress: sent })));
        if (entry.connection) storeDraft(entry.connection.queryClient, draft);
        if (next.replaces) {
          const replaced = next.replaces;
          try {
            draft = await swapIn(draftId, draft, replaced);
            if (entry.connection) storeDraft(entry.connection.queryClient, draft);
            notifySuccess(queueMessages.cropped, { id: 'images' });
          } catch {
            notifyError(queueMessages.notSwapped, { id: 'images-error' });
          }
        } else saved++;
        patch(entry, next.key, { status: 'done', progress: 1 });
      } catch (error) {
        patch(entry, next.key, { status: 'failed', error: uploadError(error) });
        failed++;
        lastError = error;
      } finally {
        entry.prepared.delete(next.key);
      }
    }
  };
  try {
    await (entry.connection?.track ?? direct)('photo-uploads', batch);
  } finally {
    entry.running = false;
  }
  if (saved > 0) notifySuccess(saved === 1 ? queueMessages.saved : queueMessages.savedMany(saved), { id: 'images' });
  // An invited agent without the 'Imágenes' area hears why (the server's 403 message), not 'try again'.
  if (failed > 0) notifyError(saveErrorMessage(lastError, SAVE_ERROR), { id: 'images-error' });
  entry.timer = setTimeout(() => commit(entry, entry.items.filter((i) => i.status !== 'done')), DONE_VISIBLE_MS);
}

/** The photos of a draft's upload list, as they are now. */
export function photoUploads(draftId: string): QueuedPhoto[] {
  return uploadsOf(draftId).items;
}

/** Calls `listener` on every change of a draft's upload list; answers how to stop. */
export function subscribePhotoUploads(draftId: string, listener: () => void): () => void {
  const entry = uploadsOf(draftId);
  entry.listeners.add(listener);
  return () => entry.listeners.delete(listener);
}

/** The editor lends its query cache and save tracker; the latest one is used. */
export function connectPhotoUploads(draftId: string, connection: UploadConnection) {
  uploadsOf(draftId).connection = connection;
}

/** Adds picked or dropped photos and starts sending them at once; refused ones show why and are never sent. */
export function addPhotos(draftId: string, files: Iterable<File>, replaces?: string) {
  const entry = uploadsOf(draftId);
  const added = [...files].map((file): QueuedPhoto => {
    const error = refuseFile(file, listingPhotoRule);
    return { key: `photo-${++counter}`, file, name: file.name, status: error ? 'failed' : 'waiting', progress: 0, error, replaces };
  });
  if (added.length === 0) return;
  commit(entry, [...entry.items.filter((i) => i.status !== 'done'), ...added]);
  void pump(draftId);
}

export function retryPhoto(draftId: string, key: string) {
  patch(uploadsOf(draftId), key, { status: 'waiting', progress: 0, error: null });
  void pump(draftId);
}

/** Takes a photo that waits or failed off the list; it is not sent. */
export function removePhoto(draftId: string, key: string) {
  const entry = uploadsOf(draftId);
  const item = entry.items.find((i) => i.key === key);
  if (!item || item.status === 'preparing' || item.status === 'uploading') return;
  commit(
    entry,
    entry.items.filter((i) => i.key !== key),
  );
  // A failed photo the agent lets go is no longer a failed save of the editor.
  if (item.status === 'failed') void entry.connection?.track(`image:${key}`, () => Promise.resolve());
}

/** Forgets every draft's uploads (between tests). */
export function resetPhotoUploads() {
  for (const entry of drafts.values()) clearTimeout(entry.timer);
  drafts.clear();
  updateWarning();
}
