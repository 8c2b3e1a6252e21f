import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { taskQueryOptions } from './task';
import { tasksKey } from './tasks-key';
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
      const detail = taskQueryOptions(input.tenantId, input.taskId).queryKey;
      // The lists, never the deleted task itself: its open panel closes on this answer and must not
      // ask for a task that is gone (a 404). Its entry goes once the panel has let it go.
      await queryClient.invalidateQueries({ queryKey: tasksKey, predicate: (query) => hashKey(query.queryKey) !== hashKey(detail) });
      setTimeout(() => queryClient.removeQueries({ queryKey: detail, exact: true, type: 'inactive' }), 0);
    },
  });
}
