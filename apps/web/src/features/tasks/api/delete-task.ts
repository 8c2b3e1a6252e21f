import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { taskQueryOptions } from './task';
import { invalidateTasks } from './tenant-tasks';
import { paths } from '@vitrina/contract/paths';

/** DELETE /tenants/{tenantId}/tasks/{taskId}. */
export async function deleteTask(input: { tenantId: string; taskId: string }): Promise<void> {
  await api.delete<null>(paths.task(input.tenantId, input.taskId));
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: async (_, input) => {
      queryClient.removeQueries({ queryKey: taskQueryOptions(input.tenantId, input.taskId).queryKey });
      await invalidateTasks(queryClient);
    },
  });
}
