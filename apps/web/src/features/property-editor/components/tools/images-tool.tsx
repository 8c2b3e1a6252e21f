import '@mantine/core/styles/Progress.css';
import { Button, CloseButton, Group, Image, Paper, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import type { PropertyDraft, PropertyImage } from '@vitrina/contract/schemas/property-draft';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { PHOTO_TYPES } from '../../../../lib/images';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useEnviromentsQuery } from '../../api/catalogues';
import { useDeleteImage } from '../../api/media';
import { useSaveTracker } from '../../hooks/use-save-tracker';
import { IconPhoto, IconPlus } from '../icons';
import { ImageEnviromentSelect } from './image-enviroment-select';
import { useOrderImages, useSetImageEnviroment } from './image-upload';
import { ListingCropDialog } from './listing-crop-dialog';
import { SAVE_ERROR } from './property-tool';
import { SortableImages } from './sortable-images';
import { ToolHeader } from './tool-header';
import { canRetry, queueMessages, useImageQueue, type QueuedPhoto } from './use-image-queue';
import classes from './media.module.css';

export const imageMessages = {
  saved: queueMessages.saved,
  deleted: 'Imagen eliminada correctamente.',
  order: 'Orden de las imágenes guardado.',
  deleteError: 'Algo no ha salido como se esperaba. Vuelve a intentarlo.',
  type: queueMessages.type,
  size: queueMessages.size,
} as const;

const statusText: Record<QueuedPhoto['status'], string> = {
  ready: 'Lista para subir',
  waiting: 'En espera',
  preparing: 'Preparando…',
  uploading: 'Subiendo…',
  done: 'Guardada',
  failed: 'No se ha subido',
};

/** A picked photo's small preview, its object URL released when it goes. */
function QueuedPreview({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url ? <img src={url} alt="" className={classes.queueThumb} /> : <div className={classes.queueThumb} />;
}

/**
 * 'Imágenes': several photos at once (picker or drop), an optional crop each, a progress bar per
 * upload, a grid that reorders by drag or keyboard, 'Portada' for the cover (the first image, from
 * which the server draws the 596x446 thumbnail) and delete with confirmation.
 */
export function ImagesTool({ draft }: { draft: PropertyDraft }) {
  const id = draft.propertyDraftId;
  const queue = useImageQueue(id);
  const remove = useDeleteImage(id);
  const order = useOrderImages(id);
  const enviroment = useSetImageEnviroment(id);
  const enviroments = useEnviromentsQuery();
  const { track } = useSaveTracker();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [cropping, setCropping] = useState<QueuedPhoto | null>(null);
  const [deleting, setDeleting] = useState<PropertyImage | null>(null);
  const [localOrder, setLocalOrder] = useState<string[] | null>(null);

  const images = useMemo(() => {
    const sorted = [...draft.media].sort((a, b) => a.index - b.index);
    if (!localOrder) return sorted;
    const byId = new Map(sorted.map((i) => [i.propertyImageId, i]));
    const moved = localOrder.map((imageId) => byId.get(imageId)).filter((i): i is PropertyImage => Boolean(i));
    return moved.length === sorted.length ? moved : sorted;
  }, [draft.media, localOrder]);

  const saveOrder = async (imageIds: string[]) => {
    setLocalOrder(imageIds);
    try {
      await track('image-order', () => order.mutateAsync(imageIds));
      notifySuccess(imageMessages.order, { id: 'images' });
    } catch {
      notifyError(SAVE_ERROR, { id: 'images-error' });
    } finally {
      setLocalOrder(null);
    }
  };

  const saveEnviroment = async (imageId: string, propertyEnviromentId: number | null) => {
    try {
      await track(`image-enviroment:${imageId}`, () => enviroment.mutateAsync({ imageId, propertyEnviromentId }));
      notifySuccess(imageMessages.saved, { id: 'images' });
    } catch {
      notifyError(SAVE_ERROR, { id: 'images-error' });
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await track('image-delete', () => remove.mutateAsync(deleting.propertyImageId));
      notifySuccess(imageMessages.deleted, { id: 'images' });
    } catch {
      notifyError(imageMessages.deleteError, { id: 'images-error' });
    } finally {
      setDeleting(null);
    }
  };

  const onDrop = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setOver(false);
    queue.add(Array.from(event.dataTransfer.files));
  };

  const ready = queue.items.filter((i) => i.status === 'ready');
  const sending = queue.items.some((i) => i.status === 'waiting' || i.status === 'preparing' || i.status === 'uploading');

  return (
    <Stack gap="lg">
      <ToolHeader
        title="Imágenes"
        description="Sube varias fotos a la vez y arrástralas para ordenarlas. La primera es la portada: de ella sale la miniatura de las listas."
      />
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

      {queue.items.length > 0 && (
        <Paper withBorder p="sm" component="section" aria-label="Imágenes por subir">
          <Stack gap="sm">
            {queue.items.map((item) => (
              <div key={item.key} className={classes.queueRow} data-status={item.status}>
                <QueuedPreview file={item.file} />
                <Stack gap={4} className={classes.queueBody}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" fw={500} truncate="end">
                      {item.name}
                    </Text>
                    <Text size="xs" c={item.status === 'failed' ? 'red' : item.status === 'done' ? 'teal' : 'dimmed'} className={classes.nowrap}>
                      {item.status === 'uploading' && item.progress >= 1 ? 'Procesando…' : statusText[item.status]}
                    </Text>
                  </Group>
                  {item.status !== 'ready' && !(item.status === 'failed' && !canRetry(item)) && (
                    <Progress
                      value={Math.round(item.progress * 100)}
                      color={item.status === 'failed' ? 'red' : item.status === 'done' ? 'teal' : 'indigo'}
                      size="sm"
                      aria-label={`Progreso de ${item.name}`}
                    />
                  )}
                  {item.error && (
                    <Text size="xs" c="red" role="alert">
                      {item.error}
                    </Text>
                  )}
                </Stack>
                <Group gap={4} wrap="nowrap">
                  {item.status === 'ready' && (
                    <Button size="compact-xs" variant="default" onClick={() => setCropping(item)} aria-label={`Recortar ${item.name}`}>
                      Recortar
                    </Button>
                  )}
                  {canRetry(item) && (
                    <Button size="compact-xs" variant="light" onClick={() => queue.retry(item.key)} aria-label={`Reintentar ${item.name}`}>
                      Reintentar
                    </Button>
                  )}
                  {(item.status === 'ready' || item.status === 'failed') && (
                    <CloseButton size="sm" onClick={() => queue.remove(item.key)} aria-label={`Quitar ${item.name}`} />
                  )}
                </Group>
              </div>
            ))}
            {ready.length > 0 && (
              <Group justify="flex-end" gap="xs">
                <Button variant="default" size="xs" onClick={queue.clearReady}>
                  Cancelar
                </Button>
                <Button size="xs" onClick={queue.start} loading={sending}>
                  {ready.length === 1 ? 'Subir 1 imagen' : `Subir ${ready.length} imágenes`}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      )}

      <div
        className={classes.dropZone}
        data-over={over || undefined}
        onDragOver={(e) => {
          if (!e.dataTransfer.types.includes('Files')) return;
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <SortableImages
          images={images}
          onOrder={(ids) => void saveOrder(ids)}
          onDelete={setDeleting}
          busy={order.isPending}
          extra={(image, position) => (
            <ImageEnviromentSelect
              image={image}
              position={position}
              groups={enviroments.data ?? []}
              disabled={enviroments.isPending}
              onChange={(value) => void saveEnviroment(image.propertyImageId, value)}
            />
          )}
        >
          <UnstyledButton className={classes.add} onClick={() => input.current?.click()}>
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

      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={PHOTO_TYPES.join(',')}
        aria-label="Elegir imágenes"
        onChange={(e) => {
          queue.add(Array.from(e.currentTarget.files ?? []));
          e.currentTarget.value = '';
        }}
      />
      <ListingCropDialog
        file={cropping?.file ?? null}
        onCancel={() => setCropping(null)}
        onCropped={(file) => {
          if (cropping) queue.replace(cropping.key, file);
          setCropping(null);
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Eliminar imagen"
        message="¿Seguro que quieres eliminar esta imagen? Esta acción no se puede deshacer."
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        closeLabel="Cerrar"
      />
    </Stack>
  );
}
