import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TASKS_PAGE_SIZE, type Task, type TaskDueTab } from '@vitrina/contract/schemas/task';
import { apiRequest } from '../../../lib/api-client';
import type { Metadata } from '@vitrina/contract/errors';
import { tasksKey, type TaskPage } from './tenant-tasks';

export type TaskTabCounts = NonNullable<Metadata['taskCounts']>;

export interface AgentTaskFilters {
  due: TaskDueTab;
  searchQuery: string | null;
  status: number | null;
  page: number;
}

/** GET /agents/tasks?due=overdue|today|upcoming|all: the agent's tasks of one tab, overdue first then by due date. */
export async function fetchAgentTasks(filters: AgentTaskFilters, signal?: AbortSignal): Promise<TaskPage & { counts: TaskTabCounts | null }> {
  const result = await apiRequest<Task[]>('/agents/tasks', {
    query: {
      due: filters.due,
      searchQuery: filters.searchQuery?.trim() || null,
      status: filters.status,
      orderBy: 'dueDate',
      orderType: 'asc',
      limit: TASKS_PAGE_SIZE,
      offset: (filters.page - 1) * TASKS_PAGE_SIZE,
    },
    signal,
  });
  return { items: result.data ?? [], total: result.metadata.pagination?.total ?? 0, counts: result.metadata.taskCounts ?? null };
}

export function agentTasksQueryOptions(filters: AgentTaskFilters) {
  return queryOptions({
    queryKey: [...tasksKey, 'agent', filters] as const,
    queryFn: ({ signal }) => fetchAgentTasks(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAgentTasksQuery(filters: AgentTaskFilters) {
  return useQuery(agentTasksQueryOptions(filters));
}
