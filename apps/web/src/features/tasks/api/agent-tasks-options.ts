import { TASK_DUE_TABS, TASKS_PAGE_SIZE, taskStatusLabels, type TaskDueTab } from '@vitrina/contract/enums/task';
import type { Metadata } from '@vitrina/contract/errors';
import { paths } from '@vitrina/contract/paths';
import type { Task } from '@vitrina/contract/schemas/task';
import { fetchPageWithMetadata, pagedQueryOptions } from '../../../lib/paged-list';
import { tasksKey } from './tasks-key';
import type { TaskPage } from './tenant-tasks';

// The task page's list: query options and fetcher apart from the hook, so that the first chunk
// (app/first-requests.ts, the /tasks route loader) loads without TanStack Query's observers or dayjs.

export type TaskTabCounts = NonNullable<Metadata['taskCounts']>;

export interface AgentTaskFilters {
  due: TaskDueTab;
  searchQuery: string | null;
  status: number | null;
  page: number;
}

export const DEFAULT_TASK_TAB: TaskDueTab = 'all';

const isTab = (v: string | null): v is TaskDueTab => (TASK_DUE_TABS as readonly string[]).includes(v ?? '');

/** The list /tasks shows for its URL: tab (default 'Todas'), search, status and page. */
export function agentTaskFiltersFromUrl(params: URLSearchParams): AgentTaskFilters {
  const tab = params.get('tab');
  const status = params.get('status');
  return {
    due: isTab(tab) ? tab : DEFAULT_TASK_TAB,
    searchQuery: params.get('searchQuery') || null,
    status: status && status in taskStatusLabels ? Number(status) : null,
    page: Math.max(1, Math.floor(Number(params.get('page')) || 1)),
  };
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
