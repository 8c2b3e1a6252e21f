import { useQuery, type QueryClient } from '@tanstack/react-query';
import { TASKS_PAGE_SIZE } from '@vitrina/contract/enums/task';
import type { Task } from '@vitrina/contract/schemas/task';
import { fetchPage, pagedQueryOptions, type Page } from '../../../lib/paged-list';
import { caracasDaysAhead } from '../../../lib/caracas-day';
import { paths } from '@vitrina/contract/paths';
import { tasksKey } from './tasks-key';

export { tasksKey };

export interface TenantTaskFilters {
  searchQuery: string | null;
  page: number;
}

export type TaskPage = Page<Task>;

/** Today 00:00 to today + 30 days 23:59:59.999, Caracas time, as ISO. */
export function defaultTaskWindow(now: Date = new Date()): { startDate: string; endDate: string } {
  return caracasDaysAhead(30, now);
}

/** GET /tenants/{id}/tasks: every date (due=all), overdue tasks in progress first then by due date, 20 a page. */
export async function fetchTenantTasks(tenantId: string, filters: TenantTaskFilters, signal?: AbortSignal): Promise<TaskPage> {
  return fetchPage<Task>(paths.tenantTasks(tenantId), {
    page: filters.page,
    pageSize: TASKS_PAGE_SIZE,
    query: { searchQuery: filters.searchQuery?.trim() || null, due: 'all', orderBy: 'dueDate', orderType: 'asc' },
    signal,
  });
}

export function tenantTasksQueryOptions(tenantId: string, filters: TenantTaskFilters) {
  return pagedQueryOptions([...tasksKey, 'tenant', tenantId, filters] as const, (signal) => fetchTenantTasks(tenantId, filters, signal));
}

export function useTenantTasksQuery(tenantId: string, filters: TenantTaskFilters) {
  return useQuery(tenantTasksQueryOptions(tenantId, filters));
}

export function invalidateTasks(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: tasksKey });
}
