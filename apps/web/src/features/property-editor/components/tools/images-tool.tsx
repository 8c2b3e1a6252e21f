import { ActionIcon, Badge, Button, Group, Image, Modal, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { useEffect, useRef, useState } from 'react';
import { PhotoCropDialog } from '../../../../components/photo-crop/photo-crop-dialog';
import {
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  PROPERTY_THUMBNAIL_HEIGHT,
  PROPERTY_THUMBNAIL_WIDTH,
  coverArea,
  planPropertyImage,
  readImageSize,
  renderPhoto,
} from '../../../../lib/images';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useDeleteImage, useSetThumbnail, useUploadImage } from '../../api/media';
import { useSaveTracker } from '../../hooks/use-save-tracker';
import { IconPhoto, IconPlus, IconStar, IconTrash } from '../icons';
import { SAVE_ERROR } from './property-tool';
import { ToolHeader } from './tool-header';
import classes from './media.module.css';

export const imageMessages = {
  saved: 'Imagen guardada correctamente.',
  deleted: 'Imagen eliminada correctamente.',
  thumbnail: 'Miniatura subida correctamente.',
  deleteError: 'Algo no ha salido como se esperaba. Vuelve a intentarlo.',
  thumbnailError: 'Algo no ha salido como se esperaba. Por favor, vuelve a intentarlo.',
  type: 'La imagen debe ser JPG, PNG o WebP',
  size: 'La imagen no debe pesar más de 15 MB',
} as const;

/** The 596x446 thumbnail of an image file, centred. */
export async function thumbnailOf(file: File): Promise<File> {
  const { width, height } = await readImageSize(file);
  return renderPhoto(file, coverArea(width, height, PROPERTY_THUMBNAIL_WIDTH, PROPERTY_THUMBNAIL_HEIGHT), PROPERTY_THUMBNAIL_WIDTH, PROPERTY_THUMBNAIL_HEIGHT);
}

async function fileFromUrl(url: string): Promise<File> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error('image could not be read');
  const blob = await response.blob();
  return new File([blob], 'miniatura.jpg', { type: blob.type || 'image/jpeg' });
}

/** 'Imágenes': the draft's images, an add tile, 'Miniatura' and delete on each. */
export function ImagesTool({ draft }: { draft: PropertyDraft }) {
  const id = draft.propertyDraftId;
  const upload = useUploadImage(id);
  const remove = useDeleteImage(id);
  const thumbnail = useSetThumbnail(id, Boolean(draft.thumbnail));
  const { track } = useSaveTracker();
  const input = useRef<HTMLInputElement>(null);
  const [cropping, setCropping] = useState<File | null>(null);
  const [ready, setReady] = useState<File | null>(null);
  const [readyUrl, setReadyUrl] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [thumbBusy, setThumbBusy] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!ready) return setReadyUrl(null);
    const url = URL.createObjectURL(ready);
    setReadyUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [ready]);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return setError(imageMessages.type);
    if (file.size > PHOTO_MAX_BYTES) return setError(imageMessages.size);
    try {
      const { width, height } = await readImageSize(file);
      const plan = planPropertyImage(width, height);
      if (plan.action === 'crop') return setCropping(file);
      setReady(plan.action === 'resize' ? await renderPhoto(file, { x: 0, y: 0, width, height }, plan.width, plan.height) : file);
    } catch {
      setError('No se ha podido leer la imagen. Prueba con otra.');
    }
  };

  const save = async () => {
    if (!ready) return;
    try {
      const first = draft.media.length === 0;
      const thumb = first ? await thumbnailOf(ready) : null;
      await track('image', () => upload.mutateAsync({ file: ready, thumbnail: thumb }));
      notifySuccess(imageMessages.saved);
      setDone(true);
      timer.current = window.setTimeout(() => {
        setReady(null);
        setDone(false);
      }, 2000);
    } catch {
      notifyError(SAVE_ERROR);
    }
  };

  const setAsThumbnail = async (image: PropertyDraft['media'][number]) => {
    setThumbBusy(image.propertyImageId);
    try {
      const file = await thumbnailOf(await fileFromUrl(image.imageUrl));
      await track('thumbnail', () => thumbnail.mutateAsync(file));
      notifySuccess(imageMessages.thumbnail);
    } catch {
      notifyError(imageMessages.thumbnailError);
    } finally {
      setThumbBusy(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await track('image-delete', () => remove.mutateAsync(deleting));
      notifySuccess(imageMessages.deleted);
    } catch {
      notifyError(imageMessages.deleteError);
    } finally {
      setDeleting(null);
    }
  };

  const images = [...draft.media].sort((a, b) => a.index - b.index);
  return (
    <Stack gap="lg">
      <ToolHeader title="Imágenes" description="Sube fotos de la propiedad. La miniatura es la que se ve en las listas." />
      <Group gap="md" align="flex-start">
        <Paper withBorder p="xs" w={220}>
          <Text size="xs" c="dimmed" mb={6}>
            Miniatura
          </Text>
          {draft.thumbnail ? (
            <Image src={draft.thumbnail} alt="Miniatura de la propiedad" radius="sm" style={{ aspectRatio: '596 / 446' }} />
          ) : (
            <div className={classes.emptyThumb}>
              <IconPhoto size={26} aria-hidden />
              <Text size="xs">Sin miniatura</Text>
            </div>
          )}
        </Paper>
      </Group>
      <div className={classes.grid}>
        <UnstyledButton className={classes.add} onClick={() => input.current?.click()} aria-label="Añadir imagen">
          <IconPlus size={28} aria-hidden />
          <Text size="sm">Añadir imagen</Text>
        </UnstyledButton>
        {images.map((image, i) => (
          <div key={image.propertyImageId} className={classes.item}>
            <img src={image.imageUrl} alt={`Imagen ${i + 1}`} className={classes.img} loading="lazy" />
            {draft.thumbnail && i === 0 && (
              <Badge className={classes.tag} size="xs" color="dark" variant="filled">
                Principal
              </Badge>
            )}
            <Group className={classes.actions} gap={6}>
              <Tooltip label="Usar como miniatura">
                <Button
                  size="compact-xs"
                  variant="white"
                  color="dark"
                  leftSection={<IconStar size={14} aria-hidden />}
                  loading={thumbBusy === image.propertyImageId}
                  disabled={thumbBusy !== null}
                  onClick={() => void setAsThumbnail(image)}
                >
                  Miniatura
                </Button>
              </Tooltip>
              <ActionIcon
                variant="white"
                color="red"
                size="md"
                aria-label={`Eliminar imagen ${i + 1}`}
                onClick={() => setDeleting(image.propertyImageId)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </div>
        ))}
      </div>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <input
        ref={input}
        type="file"
        hidden
        accept={PHOTO_TYPES.join(',')}
        aria-label="Elegir imagen"
        onChange={(e) => {
          void pick(e.currentTarget.files?.[0]);
          e.currentTarget.value = '';
        }}
      />
      <PhotoCropDialog
        file={cropping}
        onCancel={() => setCropping(null)}
        onCropped={(file) => {
          setCropping(null);
          setReady(file);
        }}
      />
      <Modal opened={ready !== null} onClose={() => !upload.isPending && setReady(null)} centered title="Nueva imagen" size="lg">
        <Stack gap="md">
          {readyUrl && <Image src={readyUrl} alt="Imagen elegida" radius="sm" mah={420} fit="contain" />}
          {done && (
            <Text c="teal" size="sm" role="status">
              {imageMessages.saved}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setReady(null)} disabled={upload.isPending}>
              Cancelar
            </Button>
            <Button onClick={() => void save()} loading={upload.isPending} disabled={done}>
              Guardar imagen
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} centered title="Eliminar imagen">
        <Text size="sm">¿Seguro que quieres eliminar esta imagen? Esta acción no se puede deshacer.</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setDeleting(null)}>
            Cancelar
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => void confirmDelete()}>
            Eliminar
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
