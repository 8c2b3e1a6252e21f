import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TaskStatus } from '@vitrina/contract/enums/task';
import type { Task } from '@vitrina/contract/schemas/task';
import { paths } from '@vitrina/contract/paths';
import { api } from '../../../lib/api-client';
import { storeTask } from './task';

const STATUS_PATHS: Record<number, (tenantId: string, taskId: string) => string> = {
  [TaskStatus.InProgress]: paths.taskInProgress,
  [TaskStatus.Completed]: paths.taskCompleted,
  [TaskStatus.Cancelled]: paths.taskCanceled,
};

/** PUT /tenants/{tenantId}/tasks/{taskId}/completed | /in-progress | /canceled, no body. */
export function moveTask(input: { tenantId: string; taskId: string; status: number }): Promise<Task> {
  return api.put<Task>(STATUS_PATHS[input.status]!(input.tenantId, input.taskId));
}

export function useMoveTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveTask, onSuccess: (task) => storeTask(queryClient, task) });
}
