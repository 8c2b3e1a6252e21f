import '@mantine/core/styles/Badge.css';
import { ActionIcon, Badge, Button, Group, Tooltip } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { PropertyImage } from '@vitrina/contract/schemas/property-draft';
import type { ReactNode } from 'react';
import IconGripVertical from '@tabler/icons-react/dist/esm/icons/IconGripVertical.mjs';
import IconCrop from '@tabler/icons-react/dist/esm/icons/IconCrop.mjs';
import { IconStar, IconTrash } from '../../icons';
import classes from './media.module.css';

/** `srcset` of a listing image: its WebP renditions and the image at its own width. */
export function imageSrcset(image: PropertyImage): string {
  return [...(image.renditions ?? []), { width: image.width, url: image.imageUrl }].map((r) => `${r.url} ${r.width}w`).join(', ');
}

interface SortableImagesProps {
  images: PropertyImage[];
  /** The whole new order of image ids; the first is the cover. */
  onOrder: (imageIds: string[]) => void;
  onDelete: (image: PropertyImage) => void;
  /** 'Recortar': the image and its position. */
  onCrop: (image: PropertyImage, position: number) => void;
  busy: boolean;
  /** What else a tile shows under its actions (the environment select). */
  extra?: (image: PropertyImage, position: number) => ReactNode;
  /** The add tile, first in the grid. */
  children: ReactNode;
}

const position = (ids: string[], id: unknown) => ids.indexOf(String(id)) + 1;

/**
 * The draft's images as a grid that reorders by dragging a tile's handle (mouse, touch, or the
 * keyboard: Espacio to lift, arrows to move, Espacio to drop). The first tile is the 'Portada'.
 */
export function SortableImages({ images, onOrder, onDelete, onCrop, busy, extra, children }: SortableImagesProps) {
  const ids = images.map((i) => i.propertyImageId);
  // Pointer events cover mouse, pen and touch; the handle has `touch-action: none`, so a finger
  // on it drags while the page still scrolls everywhere else.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Imagen ${position(ids, active.id)} levantada.`,
    onDragOver: ({ active, over }) => (over ? `Imagen ${position(ids, active.id)} sobre la posición ${position(ids, over.id)}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `Imagen ${position(ids, active.id)} colocada en la posición ${position(ids, over.id)}.` : `Imagen ${position(ids, active.id)} soltada.`,
    onDragCancel: ({ active }) => `Se canceló el movimiento de la imagen ${position(ids, active.id)}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onOrder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'Para mover una imagen pulsa Espacio, muévela con las flechas y vuelve a pulsar Espacio para dejarla. Escape cancela.',
        },
      }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <div className={classes.grid}>
          {children}
          {images.map((image, i) => (
            <SortableTile
              key={image.propertyImageId}
              image={image}
              index={i}
              busy={busy}
              onCover={() => onOrder([image.propertyImageId, ...ids.filter((id) => id !== image.propertyImageId)])}
              onDelete={() => onDelete(image)}
              onCrop={() => onCrop(image, i + 1)}
              extra={extra?.(image, i + 1)}
            />
          ))}
        </div>
      </SortableContext>
    </DndContext>
  );
}

function SortableTile(props: {
  image: PropertyImage;
  index: number;
  busy: boolean;
  onCover: () => void;
  onDelete: () => void;
  onCrop: () => void;
  extra?: ReactNode;
}) {
  const { image, index, busy, onCover, onDelete, onCrop, extra } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: image.propertyImageId,
  });
  const n = index + 1;
  return (
    <div
      ref={setNodeRef}
      className={classes.tile}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="listing-image"
    >
      <div className={classes.item}>
        <img
          src={image.imageUrl}
          srcSet={imageSrcset(image)}
          sizes="(max-width: 600px) 50vw, 240px"
          alt={`Imagen ${n}`}
          className={classes.img}
          loading="lazy"
          draggable={false}
        />
        {index === 0 && (
          <Badge className={classes.tag} size="sm" color="indigo" variant="filled">
            Portada
          </Badge>
        )}
        <ActionIcon
          ref={setActivatorNodeRef}
          className={classes.handle}
          variant="white"
          color="dark"
          size="lg"
          aria-label={`Mover imagen ${n}`}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <Tooltip label="Recortar">
          <ActionIcon className={classes.crop} variant="white" color="dark" size="lg" aria-label={`Recortar imagen ${n}`} onClick={onCrop}>
            <IconCrop size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Group className={classes.actions} gap={6}>
          {index > 0 ? (
            <Tooltip label="Usar como portada">
              <Button
                size="compact-xs"
                variant="white"
                color="dark"
                leftSection={<IconStar size={14} aria-hidden />}
                disabled={busy}
                onClick={onCover}
                aria-label={`Usar la imagen ${n} como portada`}
              >
                Portada
              </Button>
            </Tooltip>
          ) : (
            <span />
          )}
          <ActionIcon variant="white" color="red" size="md" aria-label={`Eliminar imagen ${n}`} onClick={onDelete}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </div>
      {extra}
    </div>
  );
}
