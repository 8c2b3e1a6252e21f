import { fileUrl } from './files';
import { IMAGE_MAX_PIXELS } from './images';
import { loadSharp } from './lazy-modules';
import type { Storage } from '../plugins/storage/storage';

/**
 * Responsive copies of a listing image, written once at upload as WebP. A rendition lives next to
 * its image, in a folder named after its width, under the same uuid:
 *   properties/{draftId}/images/{uuid}.jpg  →  properties/{draftId}/images/w480/{uuid}.webp
 * Only widths smaller than the image's own width exist, so the keys (and addresses) of an image's
 * renditions follow from its storage key and width alone: no table, no storage listing.
 */
export const RENDITION_WIDTHS = [480, 960, 1600] as const;
export const RENDITION_TYPE = 'image/webp';
const RENDITION_QUALITY = 80;

export interface Rendition {
  width: number;
  key: string;
}

/** The storage key of the rendition `width` px wide of the image stored at `storageKey`. */
export function renditionKey(storageKey: string, width: number): string {
  const slash = storageKey.lastIndexOf('/');
  const folder = storageKey.slice(0, slash);
  const name = storageKey.slice(slash + 1).replace(/\.[^.]+$/, '');
  return `${folder}/w${width}/${name}.webp`;
}

/** The renditions an image `imageWidth` px wide has (widths below its own), narrowest first. */
export function renditionKeys(storageKey: string, imageWidth: number): Rendition[] {
  return RENDITION_WIDTHS.filter((w) => w < imageWidth).map((width) => ({ width, key: renditionKey(storageKey, width) }));
}

/** Public addresses of an image's renditions, for `srcset` (`{url} {width}w`) and API answers. */
export function renditionUrls(baseUrl: string, storageKey: string, imageWidth: number): Array<{ width: number; url: string }> {
  return renditionKeys(storageKey, imageWidth).map(({ width, key }) => ({ width, url: fileUrl(baseUrl, key) }));
}

/** `srcset` text of an image: its renditions plus the image itself at its own width. */
export function renditionSrcset(baseUrl: string, storageKey: string, imageWidth: number): string {
  return [...renditionUrls(baseUrl, storageKey, imageWidth), { width: imageWidth, url: fileUrl(baseUrl, storageKey) }]
    .map((r) => `${r.url} ${r.width}w`)
    .join(', ');
}

/**
 * Writes the WebP renditions of an already cleaned image (see `cleanImage`) and answers them.
 * If one cannot be written, those already written are removed and the error is thrown.
 */
export async function writeRenditions(storage: Storage, storageKey: string, image: { buffer: Buffer; width: number }): Promise<Rendition[]> {
  const sharp = await loadSharp();
  // Encoded side by side on libuv's threads: the upload's answer waits for the slowest, not the sum.
  // Every one is let finish before a failure is cleaned up, so none is written after the clean-up.
  const results = await Promise.allSettled(
    renditionKeys(storageKey, image.width).map(async (rendition) => {
      const data = await sharp(image.buffer, { limitInputPixels: IMAGE_MAX_PIXELS })
        .resize({ width: rendition.width, withoutEnlargement: true })
        .webp({ quality: RENDITION_QUALITY })
        .toBuffer();
      await storage.put(rendition.key, data, RENDITION_TYPE);
      return rendition;
    }),
  );
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await deleteRenditions(storage, storageKey);
    throw failed.reason;
  }
  return results.map((r) => (r as PromiseFulfilledResult<Rendition>).value);
}

/**
 * Where the link-preview image (1200x630 JPEG, drawn by the public page on its first request) of a
 * cover or thumbnail lives: properties/{draftId}/images/og/{uuid}.jpg beside its source.
 */
export function ogImageKey(sourceKey: string): string {
  const slash = sourceKey.lastIndexOf('/');
  return `${sourceKey.slice(0, slash)}/og/${sourceKey.slice(slash + 1).replace(/\.[^.]+$/, '')}.jpg`;
}

/** Removes the link-preview image drawn from `sourceKey`, if one was drawn. */
export async function deleteOgImage(storage: Storage, sourceKey: string): Promise<void> {
  await storage.delete(ogImageKey(sourceKey)).catch(() => undefined);
}

/** Removes every rendition an image may have (whatever its width); missing files are ignored. */
export async function deleteRenditions(storage: Storage, storageKey: string): Promise<void> {
  for (const width of RENDITION_WIDTHS) await storage.delete(renditionKey(storageKey, width)).catch(() => undefined);
}
