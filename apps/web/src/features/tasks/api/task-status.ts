import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TaskStatus } from '@vitrina/contract/enums/task';
import type { Task } from '@vitrina/contract/schemas/task';
import { api } from '../../../lib/api-client';
import { storeTask } from './task';

const SEGMENTS: Record<number, string> = {
  [TaskStatus.InProgress]: 'in-progress',
  [TaskStatus.Completed]: 'completed',
  [TaskStatus.Cancelled]: 'canceled',
};

/** PUT /tenants/{tenantId}/tasks/{taskId}/completed | /in-progress | /canceled, no body. */
export function moveTask(input: { tenantId: string; taskId: string; status: number }): Promise<Task> {
  return api.put<Task>(`/tenants/${input.tenantId}/tasks/${input.taskId}/${SEGMENTS[input.status]}`);
}

export function useMoveTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveTask, onSuccess: (task) => storeTask(queryClient, task) });
}
