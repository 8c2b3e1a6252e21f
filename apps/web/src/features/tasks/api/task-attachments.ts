import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '@vitrina/contract/schemas/task';
import { api } from '../../../lib/api-client';
import { storeTask } from './task';
import { paths } from '@vitrina/contract/paths';

/** POST /tenants/{tenantId}/tasks/{taskId}/attachments, multipart field `file`. */
export function uploadAttachment(input: { tenantId: string; taskId: string; file: File }): Promise<Task> {
  const form = new FormData();
  form.append('file', input.file, input.file.name);
  return api.post<Task>(paths.taskAttachments(input.tenantId, input.taskId), form);
}

/** DELETE /tenants/{tenantId}/tasks/{taskId}/attachments/{attachmentId}. */
export function deleteAttachment(input: { tenantId: string; taskId: string; attachmentId: string }): Promise<Task> {
  return api.delete<Task>(paths.taskAttachment(input.tenantId, input.taskId, input.attachmentId));
}

export function useUploadAttachment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadAttachment, onSuccess: (task) => storeTask(queryClient, task) });
}

export function useDeleteAttachment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAttachment, onSuccess: (task) => storeTask(queryClient, task) });
}
