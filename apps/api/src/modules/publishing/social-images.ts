import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { propertyImages } from '../../db/schema/index';
import { appError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { loadSharp } from '../../lib/lazy-modules';
import { signedUrls } from '../../lib/signed-url';
import type { Storage } from '../../plugins/storage/storage';
import { routes } from '@vitrina/contract/paths';

/** Instagram's accepted aspect ratios (width / height): 4:5 to 1.91:1. */
export const ASPECT_MIN = 4 / 5;
export const ASPECT_MAX = 1.91;
const MAX_WIDTH = 1440;
const MAX_HEIGHT = 1800;
/** Meta downloads the image within minutes of the call; a few hours leave room for retries. */
const LINK_TTL_MS = 6 * 60 * 60 * 1000;

/**
 * The photo as a JPEG inside 4:5–1.91:1, never cut: a photo outside the range is padded with a
 * blurred, darkened copy of itself (as Instagram's own app does).
 */
export async function fitForSocial(input: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(input, { limitInputPixels: 80_000_000 })
    .rotate()
    .resize({ width: MAX_WIDTH, height: MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const ratio = width / height;
  let w = width;
  let h = height;
  if (ratio < ASPECT_MIN) w = Math.ceil(height * ASPECT_MIN);
  else if (ratio > ASPECT_MAX) h = Math.ceil(width / ASPECT_MAX);
  if (w === width && h === height) return sharp(data).flatten({ background: '#ffffff' }).jpeg({ quality: 88 }).toBuffer();
  // The background is blurred small, then enlarged: cheap, and smooth at any size.
  const small = await sharp(data).resize(48, Math.max(1, Math.round((48 * h) / w)), { fit: 'cover' }).blur(4).modulate({ brightness: 0.75 }).toBuffer();
  const background = await sharp(small).resize(w, h, { fit: 'fill' }).toBuffer();
  return sharp(background)
    .composite([{ input: data, left: Math.floor((w - width) / 2), top: Math.floor((h - height) / 2) }])
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Public, signed addresses of the fitted images, for Meta to download without signing in. */
export function socialImageLinks(secret: string, baseUrl: string) {
  const links = signedUrls(`${secret}|social-images`, baseUrl);
  return {
    url: (imageId: string) => links.link(`/social-images/${imageId}.jpg`, imageId, LINK_TTL_MS),
    verify: links.verify,
  };
}
export type SocialImageLinks = ReturnType<typeof socialImageLinks>;

/**
 * The fitted JPEG of each image, made once and kept in a cache bounded in bytes (Meta fetches the
 * same image for Instagram and for every Facebook page; the job prepares them before its calls).
 */
export function socialImageStore(deps: { db: Db; storage: Storage; maxBytes?: number }) {
  const maxBytes = deps.maxBytes ?? 48 * 1024 * 1024;
  const cache = new Map<string, Buffer>();
  const making = new Map<string, Promise<Buffer | null>>();
  let bytes = 0;

  function remember(id: string, buffer: Buffer) {
    if (cache.has(id)) return;
    cache.set(id, buffer);
    bytes += buffer.length;
    for (const [key, old] of cache) {
      if (bytes <= maxBytes) break;
      cache.delete(key);
      bytes -= old.length;
    }
  }

  async function make(id: string): Promise<Buffer | null> {
    const [image] = await deps.db.select().from(propertyImages).where(eq(propertyImages.id, id)).limit(1);
    const file = image ? await deps.storage.get(image.storageKey) : null;
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    const buffer = await fitForSocial(Buffer.concat(chunks));
    remember(id, buffer);
    return buffer;
  }

  return {
    fitted(id: string): Promise<Buffer | null> {
      const hit = cache.get(id);
      if (hit) {
        cache.delete(id); // most recently used last
        cache.set(id, hit);
        return Promise.resolve(hit);
      }
      let pending = making.get(id);
      if (!pending) {
        pending = make(id).finally(() => making.delete(id));
        making.set(id, pending);
      }
      return pending;
    },
  };
}
export type SocialImageStore = ReturnType<typeof socialImageStore>;

/** `GET /social-images/{imageId}.jpg?expires=…&signature=…`: no API key, no session. */
export async function socialImagesRoutes(app: FastifyInstance, opts: { images: SocialImageStore; links: SocialImageLinks }) {
  app.get<{ Params: { name: string }; Querystring: { expires?: string; signature?: string } }>(
    routes.socialImage,
    { schema: { hide: true }, compress: false },
    async (req, reply) => {
      const id = req.params.name.replace(/\.jpg$/, '');
      if (!isUuid(id) || !opts.links.verify(id, req.query.expires, req.query.signature)) throw appError('NOT_FOUND');
      const buffer = await opts.images.fitted(id);
      if (!buffer) throw appError('NOT_FOUND');
      return reply
        .header('content-type', 'image/jpeg')
        .header('content-length', buffer.length)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(buffer);
    },
  );
}
