import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '@vitrina/contract/schemas/task';
import { api } from '../../../lib/api-client';
import { storeTask } from './task';

/** POST /tenants/{tenantId}/tasks/{taskId}/attachments, multipart field `file`. */
export function uploadAttachment(input: { tenantId: string; taskId: string; file: File }): Promise<Task> {
  const form = new FormData();
  form.append('file', input.file, input.file.name);
  return api.post<Task>(`/tenants/${input.tenantId}/tasks/${input.taskId}/attachments`, form);
}

/** DELETE /tenants/{tenantId}/tasks/{taskId}/attachments/{attachmentId}. */
export function deleteAttachment(input: { tenantId: string; taskId: string; attachmentId: string }): Promise<Task> {
  return api.delete<Task>(`/tenants/${input.tenantId}/tasks/${input.taskId}/attachments/${input.attachmentId}`);
}

export function useUploadAttachment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadAttachment, onSuccess: (task) => storeTask(queryClient, task) });
}

export function useDeleteAttachment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAttachment, onSuccess: (task) => storeTask(queryClient, task) });
}
