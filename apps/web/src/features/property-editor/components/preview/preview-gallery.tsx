import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { useState } from 'react';
import { IconPhoto } from '../icons';
import { GalleryViewer } from './gallery-viewer';
import classes from './preview.module.css';

/**
 * First image large and up to 5 more; placeholders when there are none (6 wide, 4 otherwise).
 * A photo opens the full-screen viewer on every photo of the listing.
 */
export function PreviewGallery({ media }: { media: PropertyDraft['media'] }) {
  const [open, setOpen] = useState<number | null>(null);
  const all = [...media].sort((a, b) => a.index - b.index);
  const images = all.slice(0, 6);
  if (images.length === 0) {
    return (
      <div className={classes.gallery} aria-label="Galería">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className={`${classes.placeholder} ${i >= 4 ? classes.placeholderWide : ''}`}>
            <IconPhoto size={28} aria-hidden />
            No has subido imágenes
          </div>
        ))}
      </div>
    );
  }
  return (
    <>
      <div className={classes.gallery} aria-label="Galería">
        {images.map((image, i) => (
          <button
            key={image.propertyImageId}
            type="button"
            className={classes.tileButton}
            aria-label={`Ver foto ${i + 1} de ${all.length}`}
            onClick={() => setOpen(i)}
          >
            <img
              src={image.imageUrl}
              alt={image.propertyEnviroment?.name ?? `Imagen ${i + 1}`}
              className={classes.tile}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          </button>
        ))}
        {/* Wide screens keep the mosaic whole with empty tiles. */}
        {Array.from({ length: 6 - images.length }, (_, i) => (
          <div key={`empty-${i}`} className={`${classes.placeholder} ${classes.placeholderWide}`} aria-hidden>
            <IconPhoto size={24} />
          </div>
        ))}
      </div>
      <GalleryViewer
        images={all.map((image, i) => ({ id: image.propertyImageId, url: image.imageUrl, alt: image.propertyEnviroment?.name ?? `Imagen ${i + 1}` }))}
        index={open}
        onIndex={setOpen}
      />
    </>
  );
}
