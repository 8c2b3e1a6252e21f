import { PHOTO_TYPES } from './photo-types';

/** Profile photos are 650x650 (spec 1 §2.8, §9). */
export const PHOTO_SIZE = 650;
/** Sides that differ by less than this are "almost square" and only resized. */
export const NEAR_SQUARE_DIFFERENCE = 10;

export type PhotoPlan =
  | { action: 'as-is' }
  | { action: 'resize'; width: number; height: number }
  | { action: 'crop' };

/**
 * What to do with a picked photo of this size:
 * - under 650 px on either side, or exactly square: use it as it is;
 * - sides differing by less than 10 px: resize to 650 wide (height capped at 650);
 * - otherwise: the agent crops a square, exported at 650x650.
 */
export function planPhoto(width: number, height: number): PhotoPlan {
  if (width < PHOTO_SIZE || height < PHOTO_SIZE || width === height) return { action: 'as-is' };
  if (Math.abs(width - height) < NEAR_SQUARE_DIFFERENCE) {
    return { action: 'resize', width: PHOTO_SIZE, height: Math.min(PHOTO_SIZE, Math.round((height * PHOTO_SIZE) / width)) };
  }
  return { action: 'crop' };
}

/** The type of an exported photo: the original one when the server takes it, else JPEG. */
export function exportType(type: string): string {
  return (PHOTO_TYPES as readonly string[]).includes(type) ? type : 'image/jpeg';
}

/** A file name that matches the exported type: 'casa.heic' → 'casa.jpg'. */
export function exportName(name: string, type: string): string {
  const ext = type === 'image/png' ? 'png' : type === 'image/webp' ? 'webp' : 'jpg';
  const base = name.replace(/\.[^.]+$/, '') || 'foto';
  return `${base}.${ext}`;
}

export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Loads an image from an object URL or address. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image could not be read'));
    image.src = src;
  });
}

/** Draws a part of an image on a canvas of the given size and answers it as a file (full quality). */
export async function renderPhoto(
  file: File,
  area: CropArea,
  width: number,
  height: number,
): Promise<File> {
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas is not available');
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
    const type = exportType(file.type);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 1));
    if (!blob) throw new Error('canvas export failed');
    return new File([blob], exportName(file.name, type), { type });
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Reads the natural size of an image file. */
export async function readImageSize(file: File): Promise<{ width: number; height: number }> {
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    return { width: image.naturalWidth, height: image.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Property images (spec 3 §4, §9): sides above 1290 px are large. */
export const PROPERTY_IMAGE_LARGE = 1290;
/** Almost square large images are resized to this width. */
export const PROPERTY_IMAGE_RESIZE_WIDTH = 1280;
/** Other large images are cropped square and redrawn at this size. */
export const PROPERTY_IMAGE_CROP_SIZE = 650;
/** The draft thumbnail canvas. */
export const PROPERTY_THUMBNAIL_WIDTH = 596;
export const PROPERTY_THUMBNAIL_HEIGHT = 446;

export type PropertyImagePlan =
  | { action: 'preview' }
  | { action: 'resize'; width: number; height: number }
  | { action: 'crop'; size: number };

/**
 * What to do with a picked property image:
 * - a side above 1290 px and sides differing by under 10 px: resized to 1280 wide;
 * - a side above 1290 px otherwise: cropped square and redrawn at 650x650;
 * - else: straight to the preview.
 */
export function planPropertyImage(width: number, height: number): PropertyImagePlan {
  if (Math.max(width, height) <= PROPERTY_IMAGE_LARGE) return { action: 'preview' };
  if (Math.abs(width - height) < NEAR_SQUARE_DIFFERENCE) {
    return {
      action: 'resize',
      width: PROPERTY_IMAGE_RESIZE_WIDTH,
      height: Math.round((height * PROPERTY_IMAGE_RESIZE_WIDTH) / width),
    };
  }
  return { action: 'crop', size: PROPERTY_IMAGE_CROP_SIZE };
}

/** The centred part of a width x height image that fills a target of the given ratio (object-fit: cover). */
export function coverArea(width: number, height: number, targetWidth: number, targetHeight: number): CropArea {
  const ratio = targetWidth / targetHeight;
  if (width / height > ratio) {
    const w = Math.round(height * ratio);
    return { x: Math.round((width - w) / 2), y: 0, width: w, height };
  }
  const h = Math.round(width / ratio);
  return { x: 0, y: Math.round((height - h) / 2), width, height: h };
}

/** Listing photos (DECISIONS §1): up to 2048 px on the long side, in their own aspect. */
export const LISTING_PHOTO_MAX_SIDE = 2048;
/** What a phone sends at most per listing photo, about 1.5 MB. */
export const LISTING_PHOTO_TARGET_BYTES = 1.5 * 1024 * 1024;
/** Encoder qualities tried in turn until the photo fits the target. */
export const LISTING_PHOTO_QUALITIES = [0.9, 0.82, 0.74, 0.66, 0.58, 0.5] as const;

/** The optional crop of a listing photo; 'Libre' keeps the photo's own proportions. */
export const LISTING_CROP_ASPECTS = [
  { label: 'Libre', value: 'free' },
  { label: '4:3', value: '4:3' },
  { label: '1:1', value: '1:1' },
  { label: '4:5', value: '4:5' },
] as const;
export type ListingCropAspect = (typeof LISTING_CROP_ASPECTS)[number]['value'];

/** Width divided by height of a crop choice; 'free' answers the photo's own ratio. */
export function cropRatio(aspect: ListingCropAspect, width: number, height: number): number {
  if (aspect === 'free') return width / height;
  const [w, h] = aspect.split(':').map(Number) as [number, number];
  return w / h;
}

/** The size of a width x height image scaled down (never up) so its long side is at most maxSide. */
export function fitInside(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas export failed'))), type, quality),
  );
}

/**
 * Readies a listing photo for upload in the browser: the EXIF orientation applied, the long side
 * brought down to 2048 px and the JPEG (or WebP) quality stepped down until the file weighs at most
 * about 1.5 MB; as a last resort the size steps down too. A JPEG or WebP already within both
 * limits is sent as it is. PNGs become JPEGs on a white background.
 */
export async function shrinkListingPhoto(
  file: File,
  opts: { maxSide?: number; targetBytes?: number } = {},
): Promise<File> {
  const maxSide = opts.maxSide ?? LISTING_PHOTO_MAX_SIDE;
  const target = opts.targetBytes ?? LISTING_PHOTO_TARGET_BYTES;
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    let size = fitInside(bitmap.width, bitmap.height, maxSide);
    const kept = file.type === 'image/jpeg' || file.type === 'image/webp';
    if (kept && file.size <= target && size.width === bitmap.width && size.height === bitmap.height) return file;
    const type = file.type === 'image/webp' ? 'image/webp' : 'image/jpeg';
    let last: Blob | null = null;
    for (let attempt = 0; attempt < 5; attempt++) {
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('canvas is not available');
      if (type === 'image/jpeg') {
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, size.width, size.height);
      }
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      for (const quality of LISTING_PHOTO_QUALITIES) {
        last = await canvasBlob(canvas, type, quality);
        if (last.size <= target) return new File([last], exportName(file.name, type), { type });
      }
      size = fitInside(size.width, size.height, Math.round(Math.max(size.width, size.height) * 0.8));
    }
    return new File([last!], exportName(file.name, type), { type });
  } finally {
    bitmap.close();
  }
}
