import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { TASKS_PAGE_SIZE, type Task } from '@vitrina/contract/schemas/task';
import { apiRequest } from '../../../lib/api-client';
import { dayjs, TIME_ZONE } from '../../../lib/dates';

/** Root of every task key (lists and details); mutations invalidate through it. */
export const tasksKey = ['tasks'] as const;

export interface TenantTaskFilters {
  searchQuery: string | null;
  page: number;
}

export interface TaskPage {
  items: Task[];
  total: number;
}

/** Today 00:00 to today + 30 days 23:59:59.999, Caracas time, as ISO. */
export function defaultTaskWindow(now: Date = new Date()): { startDate: string; endDate: string } {
  const today = dayjs(now).tz(TIME_ZONE).startOf('day');
  return { startDate: today.toISOString(), endDate: today.add(30, 'day').endOf('day').toISOString() };
}

/** GET /tenants/{id}/tasks: every date (due=all), overdue tasks in progress first then by due date, 20 a page. */
export async function fetchTenantTasks(tenantId: string, filters: TenantTaskFilters, signal?: AbortSignal): Promise<TaskPage> {
  const result = await apiRequest<Task[]>(`/tenants/${tenantId}/tasks`, {
    query: {
      searchQuery: filters.searchQuery?.trim() || null,
      due: 'all',
      orderBy: 'dueDate',
      orderType: 'asc',
      limit: TASKS_PAGE_SIZE,
      offset: (filters.page - 1) * TASKS_PAGE_SIZE,
    },
    signal,
  });
  return { items: result.data ?? [], total: result.metadata.pagination?.total ?? 0 };
}

export function tenantTasksQueryOptions(tenantId: string, filters: TenantTaskFilters) {
  return queryOptions({
    queryKey: [...tasksKey, 'tenant', tenantId, filters] as const,
    queryFn: ({ signal }) => fetchTenantTasks(tenantId, filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTenantTasksQuery(tenantId: string, filters: TenantTaskFilters) {
  return useQuery(tenantTasksQueryOptions(tenantId, filters));
}

export function invalidateTasks(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: tasksKey });
}
