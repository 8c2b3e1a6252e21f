import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task, TaskBody } from '@vitrina/contract/schemas/task';
import { api } from '../../../lib/api-client';
import { storeTask } from './task';
import { paths } from '@vitrina/contract/paths';

/** POST /tenants/{tenantId}/tasks. */
export function createTask(input: { tenantId: string; body: TaskBody }): Promise<Task> {
  return api.post<Task>(paths.tenantTasks(input.tenantId), input.body);
}

/** PUT /tenants/{tenantId}/tasks/{taskId} (only while InProgress). */
export function updateTask(input: { tenantId: string; taskId: string; body: TaskBody }): Promise<Task> {
  return api.put<Task>(paths.task(input.tenantId, input.taskId), { ...input.body, taskId: input.taskId });
}

export function useCreateTask(onCreated?: (task: Task) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: async (task) => {
      await storeTask(queryClient, task);
      onCreated?.(task);
    },
  });
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTask, onSuccess: (task) => storeTask(queryClient, task) });
}
