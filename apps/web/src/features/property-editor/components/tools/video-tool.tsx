import '@mantine/core/styles/Progress.css';
import { Button, Group, Paper, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { VIDEO_MAX_BYTES } from '@vitrina/contract/enums/property';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useFilePicker } from '../../../../components/file-picker';
import { VideoPlayer } from '../../../../components/video-player/video-player';
import { megabytes, refuseFile, type FileRule } from '../../../../lib/file-rules';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useDelayedAction } from '../../../../lib/use-delayed-action';
import { useObjectUrl } from '../../../../lib/use-object-url';
import { useDeleteVideo, useUploadVideo } from '../../api/media';
import { useConfirmedDelete } from '../../hooks/use-confirmed-delete';
import { useSaveTracker } from '../../hooks/use-save-tracker';
import { middleFrame } from '../../lib/middle-frame';
import { IconTrash, IconUpload } from '../icons';
import { ToolHeader } from './tool-header';
import { SAVE_ERROR, saveErrorMessage } from '../../lib/save-error';

export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'];
export const videoMessages = {
  saved: 'Video guardado correctamente.',
  deleted: 'Video eliminado correctamente.',
  deleteError: 'Algo no ha salido como se esperaba. Por favor, vuelve a intentarlo.',
  type: 'El video debe ser MP4, WebM o QuickTime',
  size: `El video no debe pesar más de ${megabytes(VIDEO_MAX_BYTES)}`,
} as const;

const videoRule: FileRule = { types: VIDEO_TYPES, maxBytes: VIDEO_MAX_BYTES, typeMessage: videoMessages.type, sizeMessage: videoMessages.size };

/** The picked video before it is saved: played back with its middle frame as poster, a bar while it is sent. */
function ChosenVideo(props: { file: File; poster: File | null; progress: number | null; saved: boolean; onCancel: () => void; onSave: () => void }) {
  const { file, poster, progress, saved, onCancel, onSave } = props;
  const url = useObjectUrl(file);
  const posterUrl = useObjectUrl(poster);
  const sending = progress !== null;
  return (
    <Stack gap="sm">
      {url && <VideoPlayer src={url} poster={posterUrl} label="Video elegido" />}
      {sending && <Progress value={Math.round(progress * 100)} size="sm" aria-label="Progreso del video" />}
      {saved && (
        <Text c="teal" size="sm" role="status">
          {videoMessages.saved}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={sending}>
          Cancelar
        </Button>
        <Button onClick={onSave} loading={sending} disabled={saved}>
          Guardar video
        </Button>
      </Group>
    </Stack>
  );
}

/** 'Video': an uploader, then a player to confirm; a saved video can be deleted. */
export function VideoTool({ draft }: { draft: PropertyDraft }) {
  const upload = useUploadVideo(draft.propertyDraftId);
  const remove = useDeleteVideo(draft.propertyDraftId);
  const { track, setUnsaved } = useSaveTracker();
  const [chosen, setChosen] = useState<{ file: File; poster: File | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [saved, setSaved] = useState(false);
  // A video chosen waits for 'Guardar video': the header says 'Sin guardar' until then.
  const waiting = chosen !== null && progress === null && !saved;
  useEffect(() => setUnsaved('video-chosen', waiting), [setUnsaved, waiting]);
  useEffect(() => () => setUnsaved('video-chosen', false), [setUnsaved]);
  const delayed = useDelayedAction();
  const deletion = useConfirmedDelete<true>({
    saveKey: 'video-delete',
    remove: () => remove.mutateAsync(undefined),
    deleted: videoMessages.deleted,
    failed: videoMessages.deleteError,
  });

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const refused = refuseFile(file, videoRule);
    if (refused) return setError(refused);
    setChosen({ file, poster: await middleFrame(file) });
  };
  const picker = useFilePicker({ accept: VIDEO_TYPES, label: 'Elegir video', onFiles: (files) => void pick(files[0]) });

  const save = async () => {
    if (!chosen) return;
    setProgress(0);
    try {
      await track('video', () => upload.mutateAsync({ file: chosen.file, thumbnail: chosen.poster, onProgress: setProgress }));
      notifySuccess(videoMessages.saved);
      setSaved(true);
      delayed.schedule(() => {
        setChosen(null);
        setSaved(false);
      }, 2000);
    } catch (error) {
      notifyError(saveErrorMessage(error, SAVE_ERROR));
    } finally {
      setProgress(null);
    }
  };

  let body;
  if (chosen) {
    body = (
      <ChosenVideo
        file={chosen.file}
        poster={chosen.poster}
        progress={progress}
        saved={saved}
        onCancel={() => setChosen(null)}
        onSave={() => void save()}
      />
    );
  } else if (draft.video) {
    body = (
      <Stack gap="sm">
        <VideoPlayer src={draft.video.url} poster={draft.video.thumbnail} label="Video de la propiedad" />
        <Group justify="flex-end">
          <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => deletion.ask(true)}>
            Eliminar video
          </Button>
        </Group>
      </Stack>
    );
  } else {
    body = (
      <Paper withBorder p={0}>
        <UnstyledButton onClick={picker.open} w="100%" p="xl" style={{ border: '2px dashed var(--mantine-color-dark-3)', borderRadius: 8 }}>
          <Stack align="center" gap={6}>
            <IconUpload size={36} aria-hidden />
            <Text fw={600}>Sube un video de la propiedad</Text>
            <Text size="sm" c="dimmed" ta="center">
              MP4, WebM o QuickTime de hasta {megabytes(VIDEO_MAX_BYTES)}. Duración máxima recomendada: 3 minutos.
            </Text>
          </Stack>
        </UnstyledButton>
      </Paper>
    );
  }

  return (
    <Stack gap="lg">
      <ToolHeader title="Video" description="Un recorrido en video ayuda a los clientes a decidirse." />
      {body}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      {picker.input}
      <ConfirmDialog {...deletion.dialog} title="Eliminar video" message="¿Seguro que quieres eliminar el video de la propiedad?" />
    </Stack>
  );
}
