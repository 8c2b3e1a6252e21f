import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { IconPhoto } from '../icons';
import classes from './preview.module.css';

/** First image large and up to 5 more; placeholders when there are none (6 wide, 4 otherwise). */
export function PreviewGallery({ media }: { media: PropertyDraft['media'] }) {
  const images = [...media].sort((a, b) => a.index - b.index).slice(0, 6);
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
    <div className={classes.gallery} aria-label="Galería">
      {images.map((image, i) => (
        <img
          key={image.propertyImageId}
          src={image.imageUrl}
          alt={image.propertyEnviroment?.name ?? `Imagen ${i + 1}`}
          className={classes.tile}
          loading={i === 0 ? 'eager' : 'lazy'}
        />
      ))}
      {/* Wide screens keep the mosaic whole with empty tiles. */}
      {Array.from({ length: 6 - images.length }, (_, i) => (
        <div key={`empty-${i}`} className={`${classes.placeholder} ${classes.placeholderWide}`} aria-hidden>
          <IconPhoto size={24} />
        </div>
      ))}
    </div>
  );
}
