import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { CropDialog } from '../../../../../components/photo-crop/crop-dialog';
import {
  LISTING_CROP_ASPECTS,
  LISTING_PHOTO_MAX_SIDE,
  cropRatio,
  fitInside,
  renderPhoto,
  type ListingCropAspect,
} from '../../../../../lib/images';

interface ListingCropDialogProps {
  /** The photo to crop; the dialog is open while it is set. */
  file: File | null;
  onCancel: () => void;
  onCropped: (file: File) => void;
}

/**
 * 'Recortar imagen' for a listing photo: optional, in one of the proportions Libre (the photo's
 * own), 4:3, 1:1 or 4:5. The chosen part keeps its full resolution up to 2048 px on its long side.
 */
export function ListingCropDialog({ file, onCancel, onCropped }: ListingCropDialogProps) {
  const [aspect, setAspect] = useState<ListingCropAspect>('free');
  // Each photo starts in 'Libre'.
  const [shown, setShown] = useState(file);
  if (file !== shown) {
    setShown(file);
    setAspect('free');
  }
  return (
    <CropDialog
      file={file}
      title="Recortar imagen"
      hint="Arrastra la imagen para elegir la parte que quieres usar. «Libre» mantiene la proporción de la foto."
      alt="Imagen para recortar"
      failedMessage="No se ha podido recortar la imagen. Prueba con otra."
      aspect={(size) => cropRatio(aspect, size.width, size.height)}
      maxZoom={() => 4}
      render={(photo, area) => {
        const out = fitInside(area.width, area.height, LISTING_PHOTO_MAX_SIDE);
        return renderPhoto(photo, area, out.width, out.height);
      }}
      onCancel={onCancel}
      onCropped={onCropped}
    >
      <SegmentedControl
        aria-label="Proporción del recorte"
        data={LISTING_CROP_ASPECTS.map((a) => ({ label: a.label, value: a.value }))}
        value={aspect}
        onChange={(value) => setAspect(value as ListingCropAspect)}
      />
    </CropDialog>
  );
}
