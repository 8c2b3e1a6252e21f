import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/dropzone/styles.css';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { ATTACHMENT_MAX_BYTES } from '@vitrina/contract/enums/task';
import type { Task, TaskAttachment } from '@vitrina/contract/schemas/task';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteAttachment, useUploadAttachment } from '../api/task-attachments';
import { AttachmentItem } from './attachment-item';
import { IconUpload } from './icons';

export const EMPTY_ATTACHMENTS = 'No hay archivos adjuntos';
const ERROR = 'Algo ha salido mal. Vuelve a intentarlo.';
/** The contract's limit as the agent reads it ('20 MB'). */
const MAX_SIZE = `${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`;
const TOO_LARGE = `El archivo no debe pesar más de ${MAX_SIZE}.`;
const NOT_ALLOWED = 'Este tipo de archivo no está permitido.';

const ACCEPT: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.ms-powerpoint': ['.ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
  'text/csv': ['.csv'],
  'text/plain': ['.txt'],
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
};

/** 'Archivos' of a task: the list, and a drop area to add one. */
export function TaskAttachments({ task }: { task: Task }) {
  const upload = useUploadAttachment();
  const remove = useDeleteAttachment();
  const [error, setError] = useState<string | null>(null);
  const ids = { tenantId: task.tenant.tenantId, taskId: task.taskId };

  const send = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setError(null);
    upload.mutate(
      { ...ids, file },
      {
        onSuccess: () => notifySuccess('Se ha subido el archivo exitosamente.'),
        onError: (err) =>
          setError(
            isApiError(err, 'FILE_TOO_LARGE') ? TOO_LARGE : isApiError(err, 'FILE_TYPE_NOT_ALLOWED') ? NOT_ALLOWED : ERROR,
          ),
      },
    );
  };

  const reject = (rejections: FileRejection[]) => {
    const code = rejections[0]?.errors[0]?.code;
    setError(code === 'file-too-large' ? TOO_LARGE : code === 'file-invalid-type' ? NOT_ALLOWED : ERROR);
  };

  const drop = (attachment: TaskAttachment) => {
    setError(null);
    remove.mutate(
      { ...ids, attachmentId: attachment.taskMediaId },
      {
        onSuccess: () => notifySuccess('Se ha eliminado el archivo exitosamente.'),
        onError: () => setError(ERROR),
      },
    );
  };

  return (
    <Stack gap="sm">
      <Title order={3} fz="sm">
        Archivos
      </Title>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {task.attachments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {EMPTY_ATTACHMENTS}
        </Text>
      ) : (
        <Stack gap="xs" role="list" aria-label="Archivos adjuntos">
          {task.attachments.map((a) => (
            <AttachmentItem
              key={a.taskMediaId}
              attachment={a}
              onDelete={drop}
              deleting={remove.isPending && remove.variables?.attachmentId === a.taskMediaId}
            />
          ))}
        </Stack>
      )}
      <Dropzone
        onDrop={send}
        onReject={reject}
        maxSize={ATTACHMENT_MAX_BYTES}
        accept={ACCEPT}
        multiple={false}
        loading={upload.isPending}
        aria-label="Subir archivo"
        p="sm"
      >
        <Group justify="center" gap="sm" style={{ pointerEvents: 'none' }}>
          <IconUpload size={20} aria-hidden />
          <Stack gap={0}>
            <Text size="sm">Arrastra un archivo aquí o haz clic para elegirlo</Text>
            <Text size="xs" c="dimmed">
              PDF, Word, Excel, PowerPoint, CSV, TXT o imágenes; hasta {MAX_SIZE}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
    </Stack>
  );
}
