import type { Metadata, Sharp } from 'sharp';
import { loadFileType, loadSharp } from './lazy-modules';
import { appError } from './errors';

export { IMAGE_MAX_BYTES } from '@vitrina/contract/enums/uploads';
/** Largest image decoded, in pixels (about 9000×9000): a small file that unpacks past it is a bomb. */
export const IMAGE_MAX_PIXELS = 80_000_000;

/**
 * JPEG is written by libjpeg-turbo, progressive: mozjpeg's trellis search made files about 10%
 * smaller at six times the CPU (0.4 s of a 2048 px photo's upload on one core); phones get the WebP
 * renditions, the JPEG is the fallback and what Meta fetches.
 */
const formats = {
  'image/jpeg': { ext: 'jpg', encode: (s: Sharp) => s.jpeg({ quality: 88, progressive: true }) },
  'image/png': { ext: 'png', encode: (s: Sharp) => s.png({ compressionLevel: 9 }) },
  'image/webp': { ext: 'webp', encode: (s: Sharp) => s.webp({ quality: 88 }) },
  'image/gif': { ext: 'gif', encode: (s: Sharp) => s.gif() },
} as const;

type ImageType = keyof typeof formats;
/** Avatars and property images; task attachments may also be GIF. */
const STILL_TYPES: readonly ImageType[] = ['image/jpeg', 'image/png', 'image/webp'];

export interface CleanImage {
  buffer: Buffer;
  contentType: ImageType;
  ext: string;
  width: number;
  height: number;
}

export const imageTypeNotAllowed = () =>
  appError('FILE_TYPE_NOT_ALLOWED', 'Solo se permiten imágenes JPEG, PNG o WebP');

const damaged = () => appError('FILE_INVALID');
const tooManyPixels = () =>
  appError('FILE_INVALID', `La imagen es demasiado grande: como máximo ${IMAGE_MAX_PIXELS / 1_000_000} megapíxeles`);

/**
 * Checks the type from the bytes (never the name), then re-encodes the image in its own format
 * with the EXIF orientation applied and every metadata block (EXIF, GPS, XMP, ICC) dropped.
 * The dimensions are read from the header first: an image past IMAGE_MAX_PIXELS is refused
 * before anything is decoded, and a truncated one fails while decoding. With `maxSide`, a still
 * image whose long side is longer is scaled down to it, keeping its aspect (never enlarged).
 */
export async function cleanImage(input: Buffer, opts: { gif?: boolean; maxSide?: number } = {}): Promise<CleanImage> {
  const [{ fileTypeFromBuffer }, sharp] = await Promise.all([loadFileType(), loadSharp()]);
  const detected = await fileTypeFromBuffer(input);
  const type = detected?.mime as ImageType | undefined;
  const allowed = opts.gif ? [...STILL_TYPES, 'image/gif'] : STILL_TYPES;
  if (!type || !allowed.includes(type)) throw imageTypeNotAllowed();
  const format = formats[type];
  const animated = type === 'image/gif';
  let header: Metadata;
  try {
    // Only the header is read here, whatever the size it claims.
    header = await sharp(input, { animated, limitInputPixels: false }).metadata();
  } catch {
    throw damaged();
  }
  // An animated GIF's height is that of all its frames stacked.
  if (!header.width || !header.height) throw damaged();
  if (header.width * header.height > IMAGE_MAX_PIXELS) throw tooManyPixels();
  try {
    const source = sharp(input, { failOn: 'truncated', limitInputPixels: IMAGE_MAX_PIXELS, animated });
    const upright = animated ? source : source.rotate();
    // A still image larger than `maxSide` on its long side is scaled down in its own aspect.
    const fitted =
      opts.maxSide && !animated ? upright.resize({ width: opts.maxSide, height: opts.maxSide, fit: 'inside', withoutEnlargement: true }) : upright;
    const { data, info } = await format.encode(fitted).toBuffer({ resolveWithObject: true });
    return { buffer: data, contentType: type, ext: format.ext, width: info.width, height: info.height };
  } catch (err) {
    if (/pixel limit/i.test(String((err as Error)?.message))) throw tooManyPixels();
    throw damaged();
  }
}
