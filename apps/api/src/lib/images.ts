import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { ApiError } from './errors';
import { MB } from './uploads';

export const IMAGE_MAX_BYTES = 15 * MB;

const formats = {
  'image/jpeg': { ext: 'jpg', encode: (s: Sharp) => s.jpeg({ quality: 88, mozjpeg: true }) },
  'image/png': { ext: 'png', encode: (s: Sharp) => s.png({ compressionLevel: 9 }) },
  'image/webp': { ext: 'webp', encode: (s: Sharp) => s.webp({ quality: 88 }) },
} as const;

export interface CleanImage {
  buffer: Buffer;
  contentType: keyof typeof formats;
  ext: string;
  width: number;
  height: number;
}

export const imageTypeNotAllowed = () =>
  new ApiError('FILE_TYPE_NOT_ALLOWED', 'Solo se permiten imágenes JPEG, PNG o WebP', 415);

/**
 * Checks the type from the bytes (never the name), then re-encodes the image in its own format
 * with the EXIF orientation applied and every metadata block (EXIF, GPS, XMP, ICC) dropped.
 */
export async function cleanImage(input: Buffer): Promise<CleanImage> {
  const detected = await fileTypeFromBuffer(input);
  const format = detected ? formats[detected.mime as keyof typeof formats] : undefined;
  if (!detected || !format) throw imageTypeNotAllowed();
  try {
    const pipeline = format.encode(sharp(input, { failOn: 'truncated', limitInputPixels: 80_000_000 }).rotate());
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { buffer: data, contentType: detected.mime as keyof typeof formats, ext: format.ext, width: info.width, height: info.height };
  } catch {
    throw new ApiError('FILE_INVALID', 'La imagen está dañada o incompleta', 400);
  }
}
