import { queryOptions } from '@tanstack/react-query';
import { PAGE_LIMIT_MAX } from '@vitrina/contract/enums/pagination';
import { paths } from '@vitrina/contract/paths';
import type { Task } from '@vitrina/contract/schemas/task';
import { fetchPage } from '../../../lib/paged-list';
import { tasksKey } from './tasks-key';

// The calendar's tasks: query options and fetcher apart from any hook, so that the first chunk
// (app/first-requests.ts, the /calendar route loader) loads without TanStack Query's observers or dayjs.

/** A calendar period [from, to) as ISO instants, as the calendar asks for its visits. */
export interface TaskPeriod {
  from: string;
  to: string;
}

/** GET /agents/tasks?startDate&endDate: the agent's tasks due in the period, by due date (one page of 100). */
export async function fetchCalendarTasks(period: TaskPeriod, signal?: AbortSignal): Promise<Task[]> {
  // The API's end is inclusive: the last instant before `to`.
  const endDate = new Date(Date.parse(period.to) - 1).toISOString();
  const { items } = await fetchPage<Task>(paths.agentTasks(), {
    page: 1,
    pageSize: PAGE_LIMIT_MAX,
    query: { startDate: period.from, endDate, orderBy: 'dueDate', orderType: 'asc' },
    signal,
  });
  // Plain due-date order (the list puts overdue tasks first).
  return [...items].sort((a, b) => Date.parse(a.expiredAt) - Date.parse(b.expiredAt));
}

export function calendarTasksQueryOptions(period: TaskPeriod) {
  return queryOptions({
    queryKey: [...tasksKey, 'calendar', period] as const,
    queryFn: ({ signal }) => fetchCalendarTasks(period, signal),
  });
}
