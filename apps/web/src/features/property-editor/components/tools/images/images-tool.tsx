import { Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { PropertyDraft, PropertyImage } from '@vitrina/contract/schemas/property-draft';
import { useState } from 'react';
import { notifyError } from '../../../../../lib/notify';
import { ConfirmDialog } from '../../../../../components/confirm-dialog';
import { useFilePicker } from '../../../../../components/file-picker';
import { PHOTO_TYPES } from '../../../../../lib/photo-types';
import { useDeleteImage } from '../../../api/media';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete';
import { IconPhoto } from '../../icons';
import { ToolHeader } from '../tool-header';
import { ListingCropDialog } from './listing-crop-dialog';
import { PhotoGrid } from './photo-grid';
import { UploadQueue } from './upload-queue';
import { useImageQueue } from './use-image-queue';
import classes from './media.module.css';

export const imageMessages = {
  deleted: 'Imagen eliminada correctamente.',
  deleteError: 'Algo no ha salido como se esperaba. Vuelve a intentarlo.',
  cropUnavailable: 'No se ha podido abrir la imagen para recortarla. Vuelve a intentarlo.',
} as const;

/** A saved photo as a file, to crop it. */
async function savedPhoto(image: PropertyImage, position: number): Promise<File> {
  const response = await fetch(image.imageUrl);
  if (!response.ok) throw new Error(`GET ${image.imageUrl}: ${response.status}`);
  const blob = await response.blob();
  const ext = blob.type === 'image/png' ? 'png' : blob.type === 'image/webp' ? 'webp' : 'jpg';
  return new File([blob], `imagen-${position}.${ext}`, { type: blob.type || 'image/jpeg' });
}

/** The 596x446 thumbnail the server draws from the cover. */
function ListingThumbnail({ src }: { src: string | null }) {
  return (
    <Group gap="md" align="flex-start">
      <Paper withBorder p="xs" w={220}>
        <Text size="xs" c="dimmed" mb={6}>
          Miniatura
        </Text>
        {src ? (
          <Image src={src} alt="Miniatura de la propiedad" radius="sm" style={{ aspectRatio: '596 / 446' }} />
        ) : (
          <div className={classes.emptyThumb}>
            <IconPhoto size={26} aria-hidden />
            <Text size="xs">Sin miniatura</Text>
          </div>
        )}
      </Paper>
    </Group>
  );
}

/**
 * 'Imágenes': several photos at once (picker or drop), sent as soon as they are picked with a
 * progress bar each, a grid that reorders by drag or keyboard, 'Portada' for the cover (the first
 * image, from which the server draws the 596x446 thumbnail), an optional crop of a saved photo (its
 * cropped copy takes its place) and delete with confirmation.
 */
export function ImagesTool({ draft }: { draft: PropertyDraft }) {
  const id = draft.propertyDraftId;
  const queue = useImageQueue(id);
  const remove = useDeleteImage(id);
  const [cropping, setCropping] = useState<{ imageId: string; file: File } | null>(null);
  const crop = (image: PropertyImage, position: number) =>
    savedPhoto(image, position).then(
      (file) => setCropping({ imageId: image.propertyImageId, file }),
      () => notifyError(imageMessages.cropUnavailable, { id: 'images-error' }),
    );
  const picker = useFilePicker({ accept: PHOTO_TYPES, label: 'Elegir imágenes', multiple: true, onFiles: queue.add });
  const deletion = useConfirmedDelete<PropertyImage>({
    saveKey: 'image-delete',
    remove: (image) => remove.mutateAsync(image.propertyImageId),
    deleted: imageMessages.deleted,
    failed: imageMessages.deleteError,
    notify: { success: { id: 'images' }, error: { id: 'images-error' } },
  });

  return (
    <Stack gap="lg">
      <ToolHeader
        title="Imágenes"
        description="Sube varias fotos a la vez y arrástralas para ordenarlas. La primera es la portada: de ella sale la miniatura de las listas."
      />
      <ListingThumbnail src={draft.thumbnail} />
      <UploadQueue queue={queue} />
      <PhotoGrid draft={draft} onDropFiles={queue.add} onAdd={picker.open} onCrop={crop} onDelete={deletion.ask} />
      {picker.input}
      <ListingCropDialog
        file={cropping?.file ?? null}
        onCancel={() => setCropping(null)}
        onCropped={(file) => {
          if (cropping) queue.add([file], cropping.imageId);
          setCropping(null);
        }}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title="Eliminar imagen"
        message="¿Seguro que quieres eliminar esta imagen? Esta acción no se puede deshacer."
        closeLabel="Cerrar"
      />
    </Stack>
  );
}
