import { PHOTO_SIZE, renderPhoto } from '../../lib/images';
import { CropDialog } from './crop-dialog';

interface PhotoCropDialogProps {
  /** The picked photo; the dialog is open while it is set. */
  file: File | null;
  onCancel: () => void;
  onCropped: (file: File) => void;
}

/** 'Recortar foto': a draggable square over the photo, exported at 650x650 at full quality. */
export function PhotoCropDialog({ file, onCancel, onCropped }: PhotoCropDialogProps) {
  return (
    <CropDialog
      file={file}
      title="Recortar foto"
      hint="Arrastra el recuadro para elegir la parte de la foto que quieres usar."
      alt="Foto para recortar"
      failedMessage="No se ha podido recortar la foto. Prueba con otra imagen."
      aspect={1}
      // Never zoom in so far that the square is smaller than 650 px of the photo.
      maxZoom={(size) => (size ? Math.max(1, Math.min(size.width, size.height) / PHOTO_SIZE) : 1)}
      render={(photo, area) => renderPhoto(photo, area, PHOTO_SIZE, PHOTO_SIZE)}
      onCancel={onCancel}
      onCropped={onCropped}
    />
  );
}
