import { useQuery } from '@tanstack/react-query';
import { TASKS_PAGE_SIZE, type TaskDueTab } from '@vitrina/contract/enums/task';
import type { Task } from '@vitrina/contract/schemas/task';
import { fetchPageWithMetadata, pagedQueryOptions } from '../../../lib/paged-list';
import type { Metadata } from '@vitrina/contract/errors';
import { tasksKey, type TaskPage } from './tenant-tasks';
import { paths } from '@vitrina/contract/paths';

export type TaskTabCounts = NonNullable<Metadata['taskCounts']>;

export interface AgentTaskFilters {
  due: TaskDueTab;
  searchQuery: string | null;
  status: number | null;
  page: number;
}

/** GET /agents/tasks?due=overdue|today|upcoming|all: the agent's tasks of one tab, overdue first then by due date. */
export async function fetchAgentTasks(filters: AgentTaskFilters, signal?: AbortSignal): Promise<TaskPage & { counts: TaskTabCounts | null }> {
  const { metadata, ...page } = await fetchPageWithMetadata<Task>(paths.agentTasks(), {
    page: filters.page,
    pageSize: TASKS_PAGE_SIZE,
    query: { due: filters.due, searchQuery: filters.searchQuery?.trim() || null, status: filters.status, orderBy: 'dueDate', orderType: 'asc' },
    signal,
  });
  return { ...page, counts: metadata.taskCounts ?? null };
}

export function agentTasksQueryOptions(filters: AgentTaskFilters) {
  return pagedQueryOptions([...tasksKey, 'agent', filters] as const, (signal) => fetchAgentTasks(filters, signal));
}

export function useAgentTasksQuery(filters: AgentTaskFilters) {
  return useQuery(agentTasksQueryOptions(filters));
}
