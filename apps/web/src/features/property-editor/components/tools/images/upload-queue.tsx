import '@mantine/core/styles/Progress.css';
import { Button, CloseButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useObjectUrl } from '../../../../../lib/use-object-url';
import { canRetry, type QueuedPhoto } from './photo-uploads';
import type { ImageQueue } from './use-image-queue';
import classes from './media.module.css';

const statusText: Record<QueuedPhoto['status'], string> = {
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
function QueuedRow({ item, queue }: { item: QueuedPhoto; queue: ImageQueue }) {
  const refused = item.status === 'failed' && !canRetry(item);
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
        {!refused && (
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
        {canRetry(item) && (
          <Button size="compact-xs" variant="light" onClick={() => queue.retry(item.key)} aria-label={`Reintentar ${item.name}`}>
            Reintentar
          </Button>
        )}
        {(item.status === 'waiting' || item.status === 'failed') && (
          <CloseButton size="sm" onClick={() => queue.remove(item.key)} aria-label={`Quitar ${item.name}`} />
        )}
      </Group>
    </div>
  );
}

/** What the list says about itself: how far the uploads are, or that some failed. */
function summary(queue: ImageQueue): string | null {
  const total = queue.items.filter((i) => i.status !== 'failed' || canRetry(i)).length;
  const done = queue.items.filter((i) => i.status === 'done').length;
  if (queue.sending > 0) return total === 1 ? 'Subiendo 1 imagen…' : `Subiendo imágenes: ${done} de ${total}`;
  if (queue.failed > 0) return queue.failed === 1 ? '1 imagen no se ha subido' : `${queue.failed} imágenes no se han subido`;
  return null;
}

/** 'Imágenes por subir': the picked photos, sent as soon as they are picked, each with its bar. */
export function UploadQueue({ queue }: { queue: ImageQueue }) {
  if (queue.items.length === 0) return null;
  const title = summary(queue);
  return (
    <Paper withBorder p="sm" component="section" aria-label="Imágenes por subir">
      <Stack gap="sm">
        {title && (
          <Text size="sm" fw={600} c={queue.sending === 0 ? 'red' : undefined} aria-live="polite">
            {title}
          </Text>
        )}
        {queue.items.map((item) => (
          <QueuedRow key={item.key} item={item} queue={queue} />
        ))}
      </Stack>
    </Paper>
  );
}
