import '@mantine/core/styles/Progress.css';
import { Button, CloseButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useObjectUrl } from '../../../../../lib/use-object-url';
import { canRetry, type QueuedPhoto, type useImageQueue } from './use-image-queue';
import classes from './media.module.css';

const statusText: Record<QueuedPhoto['status'], string> = {
  ready: 'Lista para subir',
  waiting: 'En espera',
  preparing: 'Preparando…',
  uploading: 'Subiendo…',
  done: 'Guardada',
  failed: 'No se ha subido',
};

const statusColor = (status: QueuedPhoto['status']) => (status === 'failed' ? 'red' : status === 'done' ? 'teal' : undefined);

/** A picked photo's small preview. */
function QueuedPreview({ file }: { file: File }) {
  const url = useObjectUrl(file);
  return url ? <img src={url} alt="" className={classes.queueThumb} /> : <div className={classes.queueThumb} />;
}

/** One picked photo: its preview, name, state, progress bar or error, and what can be done with it. */
function QueuedRow({ item, queue, onCrop }: { item: QueuedPhoto; queue: ImageQueue; onCrop: (item: QueuedPhoto) => void }) {
  return (
    <div className={classes.queueRow} data-status={item.status}>
      <QueuedPreview file={item.file} />
      <Stack gap={4} className={classes.queueBody}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={500} truncate="end">
            {item.name}
          </Text>
          <Text size="xs" c={statusColor(item.status) ?? 'dimmed'} className={classes.nowrap}>
            {item.status === 'uploading' && item.progress >= 1 ? 'Procesando…' : statusText[item.status]}
          </Text>
        </Group>
        {item.status !== 'ready' && !(item.status === 'failed' && !canRetry(item)) && (
          <Progress
            value={Math.round(item.progress * 100)}
            color={statusColor(item.status) ?? 'indigo'}
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
          <Button size="compact-xs" variant="default" onClick={() => onCrop(item)} aria-label={`Recortar ${item.name}`}>
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
  );
}

type ImageQueue = ReturnType<typeof useImageQueue>;

/** 'Imágenes por subir': the picked photos, then 'Cancelar' and 'Subir N imágenes' while some are ready. */
export function UploadQueue({ queue, onCrop }: { queue: ImageQueue; onCrop: (item: QueuedPhoto) => void }) {
  if (queue.items.length === 0) return null;
  const ready = queue.items.filter((i) => i.status === 'ready');
  const sending = queue.items.some((i) => i.status === 'waiting' || i.status === 'preparing' || i.status === 'uploading');
  return (
    <Paper withBorder p="sm" component="section" aria-label="Imágenes por subir">
      <Stack gap="sm">
        {queue.items.map((item) => (
          <QueuedRow key={item.key} item={item} queue={queue} onCrop={onCrop} />
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
  );
}
