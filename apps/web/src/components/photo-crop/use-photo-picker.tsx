import { lazy, Suspense, useState, type ReactNode } from 'react';
import { IMAGE_MAX_BYTES } from '@vitrina/contract/enums/uploads';
import { planPhoto, readImageSize, renderPhoto } from '../../lib/images';
import { PHOTO_TYPES } from '../../lib/photo-types';

// The crop dialog (react-easy-crop, ~12 KB gzipped with its slider) loads when a photo is picked,
// while the photo is read, not with the page (issue 15).
const loadCropDialog = () => import('./photo-crop-dialog');
const PhotoCropDialog = lazy(() => loadCropDialog().then((m) => ({ default: m.PhotoCropDialog })));

export const photoMessages = {
  type: 'La foto debe ser una imagen JPG, PNG o WebP',
  size: `La foto no debe pesar más de ${IMAGE_MAX_BYTES / 1024 / 1024} MB`,
  unreadable: 'No se ha podido leer la imagen. Prueba con otra foto.',
} as const;

export interface PhotoPicker {
  /** Takes a picked file through the photo rules; `onReady` gets the final file. */
  pick: (file: File | null) => void;
  /** The crop dialog; render it once. */
  dialog: ReactNode;
  error: string | null;
  preparing: boolean;
}

/**
 * The photo rules of spec 1 §2.8: small or square photos pass as they are, almost square ones
 * are resized to 650 wide, the rest go through the crop dialog.
 */
export function usePhotoPicker(onReady: (file: File) => void): PhotoPicker {
  const [cropping, setCropping] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);

  async function pick(file: File | null) {
    if (!file) return;
    setError(null);
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return setError(photoMessages.type);
    if (file.size > IMAGE_MAX_BYTES) return setError(photoMessages.size);
    setPreparing(true);
    loadCropDialog().catch(() => undefined);
    try {
      const { width, height } = await readImageSize(file);
      const plan = planPhoto(width, height);
      if (plan.action === 'as-is') onReady(file);
      else if (plan.action === 'resize') onReady(await renderPhoto(file, { x: 0, y: 0, width, height }, plan.width, plan.height));
      else setCropping(file);
    } catch {
      setError(photoMessages.unreadable);
    } finally {
      setPreparing(false);
    }
  }

  // Mounted from the first crop on, so that the dialog closes with its animation.
  const [cropped, setCropped] = useState(false);
  if (cropping && !cropped) setCropped(true);
  const dialog = cropped ? (
    <Suspense fallback={null}>
      <PhotoCropDialog
        file={cropping}
        onCancel={() => setCropping(null)}
        onCropped={(file) => {
          setCropping(null);
          onReady(file);
        }}
      />
    </Suspense>
  ) : null;

  return { pick: (file) => void pick(file), dialog, error, preparing };
}
