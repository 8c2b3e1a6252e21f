import { MAX_IMAGES_PER_DRAFT } from '@vitrina/contract/enums/property';
import { appError } from '../../lib/errors';
import { newFileKey } from '../../lib/files';
import { deleteOgImage, deleteRenditions, writeRenditions } from '../../lib/image-renditions';
import { cleanImage, IMAGE_MAX_PIXELS } from '../../lib/images';
import { loadFileType, loadSharp } from '../../lib/lazy-modules';
import type { Storage } from '../../plugins/storage/storage';
import type { PropertyDraftsService } from './property-drafts.service';
import { propertyMediaRepository } from './property-media.repository';
import { propertyDraftsRepository } from './property-drafts.repository';
import type { Db } from '../../db/client';
import { deleteDraft } from './draft-removal';

/** Listing photos are kept up to this many pixels on their long side, in their own aspect. */
export const LISTING_IMAGE_MAX_SIDE = 2048;
/** The listing thumbnail drawn from the cover (the first image). */
export const THUMBNAIL_WIDTH = 596;
export const THUMBNAIL_HEIGHT = 446;
const videoFormats: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/x-m4v': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

export const imageNotFound = () => appError('PROPERTY_IMAGE_NOT_FOUND');
export const imageOrderInvalid = () =>
  appError('VALIDATION_ERROR', undefined, { imageIds: 'El orden debe incluir cada imagen de la propiedad una sola vez' });

async function readAll(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}
export const videoNotAllowed = () => appError('FILE_TYPE_NOT_ALLOWED', 'Solo se permiten videos MP4, WebM o QuickTime');

/** Walking (5 km/h) and driving (30 km/h in the city) minutes from a straight-line distance. */
export function travelMinutes(km: number) {
  return { walking: Math.max(1, Math.round((km / 5) * 60)), vehicle: Math.max(1, Math.round((km / 30) * 60)) };
}

export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * Images, thumbnail, video and nearby places of a draft. Files are written before the record and
 * removed when the record cannot be written; replaced files are removed after the new record.
 */
/** The first image of a draft, as followCover compares it. */
interface Cover {
  id: string;
  storageKey: string;
}

export function propertyMediaService(deps: { db: Db; storage: Storage; drafts: PropertyDraftsService }) {
  const repo = propertyMediaRepository(deps.db);
  const draftsRepo = propertyDraftsRepository(deps.db);
  const { drafts, storage } = deps;

  /** A replaced or removed thumbnail leaves storage with the link-preview image drawn from it. */
  async function dropThumbnail(key: string | null) {
    if (!key) return;
    await storage.delete(key).catch(() => undefined);
    await deleteOgImage(storage, key);
  }

  async function keepOrRemove<T>(key: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      await storage.delete(key).catch(() => undefined);
      throw err;
    }
  }

  /**
   * The thumbnail follows the cover: when the first image is not the one it was drawn from (or
   * there is none yet), a 596x446 thumbnail is drawn from it, centred. With no image left the
   * thumbnail goes. `coverBefore` is the first image before the change; when another image
   * becomes the cover, the link-preview image drawn from the former cover goes too.
   */
  async function followCover(agentId: string, draftId: string, coverBefore: Cover | null, thumbnailKey: string | null) {
    const [cover] = await repo.listImages(draftId);
    if ((cover?.id ?? null) === (coverBefore?.id ?? null) && (thumbnailKey || !cover)) return;
    if (coverBefore && cover?.id !== coverBefore.id) await deleteOgImage(storage, coverBefore.storageKey);
    if (!cover) {
      await draftsRepo.update(agentId, draftId, { thumbnailKey: null });
      await dropThumbnail(thumbnailKey);
      return;
    }
    const stored = await storage.get(cover.storageKey);
    if (!stored) return;
    const sharp = await loadSharp();
    const buffer = await sharp(await readAll(stored.body), { limitInputPixels: IMAGE_MAX_PIXELS })
      .resize({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_HEIGHT, fit: 'cover', position: 'centre' })
      .jpeg({ quality: 85 })
      .toBuffer();
    const key = newFileKey(`properties/${draftId}/thumbnails`, 'jpg');
    await storage.put(key, buffer, 'image/jpeg');
    await keepOrRemove(key, () => draftsRepo.update(agentId, draftId, { thumbnailKey: key }));
    await dropThumbnail(thumbnailKey);
  }

  const coverOf = async (draftId: string): Promise<Cover | null> => (await repo.listImages(draftId))[0] ?? null;

  return {
    /** Deletes the agent's draft and its files (see `deleteDraft`). */
    deleteDraft: (agentId: string, draftId: string) => deleteDraft({ db: deps.db, storage }, agentId, draftId),
    /**
     * Stores a listing photo re-encoded and capped at 2048 px on its long side, its WebP
     * renditions, and places it last. The first image of a draft also makes its thumbnail.
     */
    async addImage(agentId: string, draftId: string, upload: Buffer, environmentId: number | null) {
      const current = await drafts.editable(agentId, draftId);
      if ((await repo.countImages(draftId)) >= MAX_IMAGES_PER_DRAFT) {
        throw appError('PROPERTY_IMAGE_LIMIT_REACHED', `Una propiedad admite hasta ${MAX_IMAGES_PER_DRAFT} imágenes`);
      }
      if (environmentId !== null && !(await draftsRepo.environment(environmentId))) {
        throw appError('PROPERTY_ENVIROMENT_NOT_FOUND');
      }
      const image = await cleanImage(upload, { maxSide: LISTING_IMAGE_MAX_SIDE });
      const key = newFileKey(`properties/${draftId}/images`, image.ext);
      const before = await coverOf(draftId);
      await storage.put(key, image.buffer, image.contentType);
      try {
        await writeRenditions(storage, key, image);
        await repo.insertImage({ draftId, storageKey: key, width: image.width, height: image.height, environmentId });
      } catch (err) {
        await deleteRenditions(storage, key);
        await storage.delete(key).catch(() => undefined);
        throw err;
      }
      await followCover(agentId, draftId, before, current.thumbnailKey);
      await drafts.touch(draftId);
      return drafts.view(agentId, draftId);
    },

    /** PUT /property-drafts/{id}/images/order: every image of the draft, once, in the new order. */
    async orderImages(agentId: string, draftId: string, imageIds: string[]) {
      const current = await drafts.editable(agentId, draftId);
      const images = await repo.listImages(draftId);
      const known = new Set(images.map((i) => i.id));
      if (imageIds.length !== images.length || new Set(imageIds).size !== imageIds.length || !imageIds.every((id) => known.has(id))) {
        throw imageOrderInvalid();
      }
      await repo.orderImages(draftId, imageIds);
      await followCover(agentId, draftId, images[0] ?? null, current.thumbnailKey);
      await drafts.touch(draftId);
      return drafts.view(agentId, draftId);
    },

    async updateImage(agentId: string, draftId: string, imageId: string, body: { propertyEnviromentId?: number | null; index?: number }) {
      const current = await drafts.editable(agentId, draftId);
      if (!(await repo.findImage(draftId, imageId))) throw imageNotFound();
      if (body.propertyEnviromentId && !(await draftsRepo.environment(body.propertyEnviromentId))) {
        throw appError('PROPERTY_ENVIROMENT_NOT_FOUND');
      }
      const changes = {
        ...(body.propertyEnviromentId !== undefined ? { environmentId: body.propertyEnviromentId } : {}),
        ...(body.index !== undefined ? { index: body.index } : {}),
      };
      // `{}` changes nothing: the draft is answered as it is (an empty UPDATE is not SQL).
      if (Object.keys(changes).length === 0) return drafts.view(agentId, draftId);
      const before = await coverOf(draftId);
      await repo.updateImage(draftId, imageId, changes);
      await followCover(agentId, draftId, before, current.thumbnailKey);
      await drafts.touch(draftId);
      return drafts.view(agentId, draftId);
    },

    /** Removes the image, its file, its renditions and its link-preview image; the thumbnail follows a new cover. */
    async deleteImage(agentId: string, draftId: string, imageId: string) {
      const current = await drafts.editable(agentId, draftId);
      const image = await repo.findImage(draftId, imageId);
      if (!image) throw imageNotFound();
      const before = await coverOf(draftId);
      await repo.deleteImage(draftId, imageId);
      await storage.delete(image.storageKey).catch(() => undefined);
      await deleteRenditions(storage, image.storageKey);
      await deleteOgImage(storage, image.storageKey);
      await followCover(agentId, draftId, before, current.thumbnailKey);
      await drafts.touch(draftId);
      return drafts.view(agentId, draftId);
    },

    async setThumbnail(agentId: string, draftId: string, upload: Buffer) {
      const current = await drafts.editable(agentId, draftId);
      const image = await cleanImage(upload);
      const key = newFileKey(`properties/${draftId}/thumbnails`, image.ext);
      await storage.put(key, image.buffer, image.contentType);
      await keepOrRemove(key, () => draftsRepo.update(agentId, draftId, { thumbnailKey: key }));
      await dropThumbnail(current.thumbnailKey);
      return drafts.view(agentId, draftId);
    },

    async deleteThumbnail(agentId: string, draftId: string) {
      const current = await drafts.editable(agentId, draftId);
      await draftsRepo.update(agentId, draftId, { thumbnailKey: null });
      await dropThumbnail(current.thumbnailKey);
      return drafts.view(agentId, draftId);
    },

    /** Streams a video to storage; its type is checked from its first bytes. */
    async setVideo(
      agentId: string,
      draftId: string,
      upload: { head: Buffer; stream: NodeJS.ReadableStream; size: () => number; truncated: () => boolean },
      tooLarge: () => Error,
    ) {
      const current = await drafts.editable(agentId, draftId);
      const { fileTypeFromBuffer } = await loadFileType();
      const detected = await fileTypeFromBuffer(upload.head);
      const ext = detected ? videoFormats[detected.mime] : undefined;
      if (!detected || !ext) {
        (upload.stream as unknown as { destroy(): void }).destroy();
        throw videoNotAllowed();
      }
      const contentType = ext === 'mp4' ? 'video/mp4' : ext === 'webm' ? 'video/webm' : 'video/quicktime';
      const key = newFileKey(`properties/${draftId}/videos`, ext);
      await storage.put(key, upload.stream as never, contentType);
      if (upload.truncated()) {
        await storage.delete(key).catch(() => undefined);
        throw tooLarge();
      }
      await keepOrRemove(key, () =>
        draftsRepo.update(agentId, draftId, { videoKey: key, videoFormat: contentType, videoSizeBytes: upload.size(), videoThumbnailKey: null }),
      );
      for (const old of [current.videoKey, current.videoThumbnailKey]) if (old) await storage.delete(old).catch(() => undefined);
      return drafts.view(agentId, draftId);
    },

    async setVideoThumbnail(agentId: string, draftId: string, upload: Buffer) {
      const current = await drafts.editable(agentId, draftId);
      if (!current.videoKey) throw appError('PROPERTY_VIDEO_NOT_FOUND');
      const image = await cleanImage(upload);
      const key = newFileKey(`properties/${draftId}/videos`, image.ext);
      await storage.put(key, image.buffer, image.contentType);
      await keepOrRemove(key, () => draftsRepo.update(agentId, draftId, { videoThumbnailKey: key }));
      if (current.videoThumbnailKey) await storage.delete(current.videoThumbnailKey).catch(() => undefined);
      return drafts.view(agentId, draftId);
    },

    async deleteVideo(agentId: string, draftId: string) {
      const current = await drafts.editable(agentId, draftId);
      await draftsRepo.update(agentId, draftId, { videoKey: null, videoThumbnailKey: null, videoFormat: null, videoSizeBytes: null });
      for (const old of [current.videoKey, current.videoThumbnailKey]) if (old) await storage.delete(old).catch(() => undefined);
      return drafts.view(agentId, draftId);
    },

    async setNearbyPlace(
      agentId: string,
      draftId: string,
      body: { propertyNearbyPlaceId?: string | null; propertyNearbyPlaceTypeId: number; name: string; address?: string | null; latitude: number; longitude: number },
    ) {
      const draft = await drafts.editable(agentId, draftId);
      const km =
        draft.latitude !== null && draft.longitude !== null
          ? distanceKm({ lat: draft.latitude, lon: draft.longitude }, { lat: body.latitude, lon: body.longitude })
          : null;
      const minutes = km === null ? null : travelMinutes(km);
      const saved = await repo.upsertPlace({
        id: body.propertyNearbyPlaceId ?? undefined,
        draftId,
        placeTypeId: body.propertyNearbyPlaceTypeId,
        name: body.name,
        address: body.address ?? null,
        latitude: body.latitude,
        longitude: body.longitude,
        distanceKm: km === null ? null : Math.round(km * 100) / 100,
        walkingMinutes: minutes?.walking ?? null,
        vehicleMinutes: minutes?.vehicle ?? null,
      });
      if (!saved) throw appError('PROPERTY_NEARBY_PLACE_NOT_FOUND');
      await drafts.touch(draftId);
      return drafts.view(agentId, draftId);
    },

    async deleteNearbyPlace(agentId: string, draftId: string, placeId: string) {
      await drafts.editable(agentId, draftId);
      const removed = await repo.deletePlace(draftId, placeId);
      if (removed.length === 0) throw appError('PROPERTY_NEARBY_PLACE_NOT_FOUND');
      await drafts.touch(draftId);
      return drafts.view(agentId, draftId);
    },
  };
}

export type PropertyMediaService = ReturnType<typeof propertyMediaService>;
