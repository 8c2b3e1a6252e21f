import { Text, UnstyledButton } from '@mantine/core';
import type { PropertyDraft, PropertyImage } from '@vitrina/contract/schemas/property-draft';
import { useState, type DragEvent } from 'react';
import { useEnvironmentsQuery } from '../../../../../lib/property-catalogues';
import { IconPlus } from '../../icons';
import { ImageEnvironmentSelect } from './image-environment-select';
import { SortableImages } from './sortable-images';
import { usePhotoGrid } from './use-photo-grid';
import classes from './media.module.css';

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

interface PhotoGridProps {
  draft: PropertyDraft;
  /** Photos dropped on the grid. */
  onDropFiles: (files: File[]) => void;
  /** The 'Añadir imágenes' tile: opens the file picker. */
  onAdd: () => void;
  /** 'Recortar' on a saved photo (its position, 1 for the cover). */
  onCrop: (image: PropertyImage, position: number) => void;
  onDelete: (image: PropertyImage) => void;
}

/**
 * The saved photos as a sortable grid that also takes dropped files, each tile with its
 * 'Ambiente' select, after an 'Añadir imágenes' tile.
 */
export function PhotoGrid({ draft, onDropFiles, onAdd, onCrop, onDelete }: PhotoGridProps) {
  const { images, saveOrder, saveEnvironment, ordering } = usePhotoGrid(draft);
  const environments = useEnvironmentsQuery();
  const [over, setOver] = useState(false);

  return (
    <div
      className={classes.dropZone}
      data-over={over || undefined}
      onDragOver={(e) => {
        if (!carriesFiles(e)) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        if (!carriesFiles(e)) return;
        e.preventDefault();
        setOver(false);
        onDropFiles(Array.from(e.dataTransfer.files));
      }}
    >
      <SortableImages
        images={images}
        onOrder={(ids) => void saveOrder(ids)}
        onDelete={onDelete}
        onCrop={onCrop}
        busy={ordering}
        extra={(image, position) => (
          <ImageEnvironmentSelect
            image={image}
            position={position}
            groups={environments.data ?? []}
            disabled={environments.isPending}
            onChange={(value) => void saveEnvironment(image.propertyImageId, value)}
          />
        )}
      >
        <UnstyledButton className={classes.add} onClick={onAdd}>
          <IconPlus size={28} aria-hidden />
          <Text size="sm" ta="center">
            Añadir imágenes
          </Text>
          <Text size="xs" c="dimmed" ta="center" px="xs">
            o arrástralas aquí
          </Text>
        </UnstyledButton>
      </SortableImages>
    </div>
  );
}
