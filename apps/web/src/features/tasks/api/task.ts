import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Task } from '@vitrina/contract/schemas/task';
import { api } from '../../../lib/api-client';
import { invalidateTasks, tasksKey } from './tenant-tasks';
import { paths } from '@vitrina/contract/paths';

/** GET /tenants/{tenantId}/tasks/{taskId}. */
export function fetchTask(tenantId: string, taskId: string, signal?: AbortSignal): Promise<Task> {
  return api.get<Task>(paths.task(tenantId, taskId), undefined, signal);
}

export function taskQueryOptions(tenantId: string, taskId: string) {
  return queryOptions({
    queryKey: [...tasksKey, 'detail', tenantId, taskId] as const,
    queryFn: ({ signal }) => fetchTask(tenantId, taskId, signal),
  });
}

export function useTaskQuery(tenantId: string, taskId: string) {
  return useQuery(taskQueryOptions(tenantId, taskId));
}

/** Keeps an answered task in the cache and refreshes the lists. */
export async function storeTask(queryClient: QueryClient, task: Task): Promise<void> {
  queryClient.setQueryData(taskQueryOptions(task.tenant.tenantId, task.taskId).queryKey, task);
  await invalidateTasks(queryClient);
}
