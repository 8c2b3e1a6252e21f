import { Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { VIDEO_MAX_BYTES } from '@vitrina/contract/enums/property';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { VideoPlayer } from '../../../../components/video-player/video-player';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useDeleteVideo, useUploadVideo } from '../../api/media';
import { useSaveTracker } from '../../hooks/use-save-tracker';
import { IconTrash, IconUpload } from '../icons';
import { SAVE_ERROR } from './property-tool';
import { ToolHeader } from './tool-header';
import { useDelayedAction } from '../../../../lib/use-delayed-action';

export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'];
export const videoMessages = {
  saved: 'Video guardado correctamente.',
  deleted: 'Video eliminado correctamente.',
  deleteError: 'Algo no ha salido como se esperaba. Por favor, vuelve a intentarlo.',
  type: 'El video debe ser MP4, WebM o QuickTime',
  size: 'El video no debe pesar más de 200 MB',
} as const;

/** A JPEG of the frame in the middle of a video file; null when the browser cannot draw it. */
export function middleFrame(file: File): Promise<File | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (result: File | null) => {
      URL.revokeObjectURL(url);
      resolve(result);
    };
    video.muted = true;
    video.preload = 'auto';
    video.onloadedmetadata = () => {
      video.currentTime = Number.isFinite(video.duration) ? video.duration / 2 : 0;
    };
    video.onseeked = () => {
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      const context = canvas.getContext('2d');
      if (!context || !canvas.width) return done(null);
      context.drawImage(video, 0, 0);
      canvas.toBlob((blob) => done(blob ? new File([blob], 'miniatura-video.jpg', { type: 'image/jpeg' }) : null), 'image/jpeg', 0.9);
    };
    video.onerror = () => done(null);
    video.src = url;
  });
}

/** 'Video': an uploader, then a player to confirm; a saved video can be deleted. */
export function VideoTool({ draft }: { draft: PropertyDraft }) {
  const upload = useUploadVideo(draft.propertyDraftId);
  const remove = useDeleteVideo(draft.propertyDraftId);
  const { track } = useSaveTracker();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; url: string; poster: File | null; posterUrl: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState(false);
  const delayed = useDelayedAction();

  useEffect(
    () => () => {
      if (chosen) {
        URL.revokeObjectURL(chosen.url);
        if (chosen.posterUrl) URL.revokeObjectURL(chosen.posterUrl);
      }
    },
    [chosen],
  );

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (!VIDEO_TYPES.includes(file.type)) return setError(videoMessages.type);
    if (file.size > VIDEO_MAX_BYTES) return setError(videoMessages.size);
    const poster = await middleFrame(file);
    setChosen({ file, url: URL.createObjectURL(file), poster, posterUrl: poster ? URL.createObjectURL(poster) : null });
  };

  const save = async () => {
    if (!chosen) return;
    try {
      await track('video', () => upload.mutateAsync({ file: chosen.file, thumbnail: chosen.poster }));
      notifySuccess(videoMessages.saved);
      setSaved(true);
      delayed.schedule(() => {
        setChosen(null);
        setSaved(false);
      }, 2000);
    } catch {
      notifyError(SAVE_ERROR);
    }
  };

  const confirmDelete = async () => {
    try {
      await track('video-delete', () => remove.mutateAsync(undefined));
      notifySuccess(videoMessages.deleted);
    } catch {
      notifyError(videoMessages.deleteError);
    } finally {
      setConfirming(false);
    }
  };

  let body;
  if (chosen) {
    body = (
      <Stack gap="sm">
        <VideoPlayer src={chosen.url} poster={chosen.posterUrl} label="Video elegido" />
        {saved && (
          <Text c="teal" size="sm" role="status">
            {videoMessages.saved}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setChosen(null)} disabled={upload.isPending}>
            Cancelar
          </Button>
          <Button onClick={() => void save()} loading={upload.isPending} disabled={saved}>
            Guardar video
          </Button>
        </Group>
      </Stack>
    );
  } else if (draft.video) {
    body = (
      <Stack gap="sm">
        <VideoPlayer src={draft.video.url} poster={draft.video.thumbnail} label="Video de la propiedad" />
        <Group justify="flex-end">
          <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirming(true)}>
            Eliminar video
          </Button>
        </Group>
      </Stack>
    );
  } else {
    body = (
      <Paper withBorder p={0}>
        <UnstyledButton
          onClick={() => input.current?.click()}
          w="100%"
          p="xl"
          style={{ border: '2px dashed var(--mantine-color-dark-3)', borderRadius: 8 }}
        >
          <Stack align="center" gap={6}>
            <IconUpload size={36} aria-hidden />
            <Text fw={600}>Sube un video de la propiedad</Text>
            <Text size="sm" c="dimmed" ta="center">
              MP4, WebM o QuickTime de hasta 200 MB. Duración máxima recomendada: 3 minutos.
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
      <input
        ref={input}
        type="file"
        hidden
        accept={VIDEO_TYPES.join(',')}
        aria-label="Elegir video"
        onChange={(e) => {
          void pick(e.currentTarget.files?.[0]);
          e.currentTarget.value = '';
        }}
      />
      <ConfirmDialog
        opened={confirming}
        title="Eliminar video"
        message="¿Seguro que quieres eliminar el video de la propiedad?"
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}
