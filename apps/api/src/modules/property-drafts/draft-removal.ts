import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import { DraftStatus } from '@vitrina/contract/enums/property';
import type { Db } from '../../db/client';
import { properties, propertyDrafts, propertyImages } from '../../db/schema/index';
import type { Storage } from '../../plugins/storage/storage';
import { appError } from '../../lib/errors';
import { RENDITION_WIDTHS, renditionKey } from '../../lib/image-renditions';
import { draftIsEmpty, has } from './draft-content';
import { draftNotFound } from './property-drafts.service';

/** An untouched empty draft is removed this long after its last change. */
export const EMPTY_DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

const publishingNotDeletable = () =>
  appError('PROPERTY_DRAFT_NOT_EDITABLE', 'El borrador se está publicando y no se puede eliminar. Espera a que termine la publicación.');
const publishedNotDeletable = () =>
  appError('PROPERTY_DRAFT_ALREADY_PUBLISHED', 'La propiedad ya está publicada y no se puede eliminar como borrador');

/** Deletes the drafts matched by `where` (their rows cascade); answers their file keys. */
async function deleteWhere(deps: { db: Db; storage: Storage }, where: SQL) {
  return deps.db.delete(propertyDrafts).where(where).returning({
    id: propertyDrafts.id,
    thumbnailKey: propertyDrafts.thumbnailKey,
    videoKey: propertyDrafts.videoKey,
    videoThumbnailKey: propertyDrafts.videoThumbnailKey,
  });
}

async function deleteFiles(storage: Storage, keys: Array<string | null>) {
  for (const key of keys) if (key) await storage.delete(key).catch(() => undefined);
}

/**
 * DELETE /property-drafts/{id}: the agent's own draft unless it is being published (409) or is
 * already a published listing (409: unpublishing is a separate matter). Its images and their WebP
 * renditions, thumbnail, video and video thumbnail leave storage; social images are drawn on
 * request, never stored.
 */
export async function deleteDraft(deps: { db: Db; storage: Storage }, agentId: string, draftId: string) {
  const mine = and(eq(propertyDrafts.agentId, agentId), eq(propertyDrafts.id, draftId))!;
  const [current] = await deps.db.select({ status: propertyDrafts.status }).from(propertyDrafts).where(mine).limit(1);
  if (!current) throw draftNotFound();
  if (current.status === DraftStatus.Publishing) throw publishingNotDeletable();
  if (current.status === DraftStatus.Published) throw publishedNotDeletable();
  const images = await deps.db.select({ key: propertyImages.storageKey }).from(propertyImages).where(eq(propertyImages.draftId, draftId));
  // Deleted only while still Pending and not a listing: a publication started meanwhile wins.
  const [row] = await deleteWhere(deps, and(mine, eq(propertyDrafts.status, DraftStatus.Pending), sql`not ${has(properties)}`)!);
  if (!row) {
    const [now] = await deps.db.select({ status: propertyDrafts.status }).from(propertyDrafts).where(mine).limit(1);
    if (!now) throw draftNotFound();
    throw now.status === DraftStatus.Publishing ? publishingNotDeletable() : publishedNotDeletable();
  }
  const imageKeys = images.flatMap((i) => [i.key, ...RENDITION_WIDTHS.map((w) => renditionKey(i.key, w))]);
  await deleteFiles(deps.storage, [...imageKeys, row.thumbnailKey, row.videoKey, row.videoThumbnailKey]);
}

/**
 * The cleanup job's work: removes every Pending draft that is empty (see `draftIsEmpty`) and was
 * last changed more than a day before `now`. Answers how many went.
 */
export async function removeEmptyDrafts(deps: { db: Db; storage: Storage; now?: Date }) {
  const cutoff = new Date((deps.now ?? new Date()).getTime() - EMPTY_DRAFT_TTL_MS);
  // An empty draft has no images: only its own keys could be left (none, by definition).
  const rows = await deleteWhere(deps, and(eq(propertyDrafts.status, DraftStatus.Pending), lt(propertyDrafts.updatedAt, cutoff), draftIsEmpty)!);
  await deleteFiles(deps.storage, rows.flatMap((r) => [r.thumbnailKey, r.videoKey, r.videoThumbnailKey]));
  return { removed: rows.length };
}
