import { queryOptions } from '@tanstack/react-query';
import { TaskStatus } from '@vitrina/contract/enums/task';
import type { Task } from '@vitrina/contract/schemas/task';
import { api } from '../../../lib/api-client';
import { caracasDaysAhead } from '../../../lib/caracas-day';
import { paths } from '@vitrina/contract/paths';

// The dashboard's upcoming tasks: the query options and fetcher, apart from the hooks so that the first chunk (app/first-requests.ts) loads without TanStack Query's observers (issue 15).

export const UPCOMING_TASKS_LIMIT = 3;

/**
 * Today 00:00 to 30 days ahead 23:59:59.999, in Caracas time (spec 1 §7). Without dayjs: the
 * dashboard's route loader asks for these tasks from the first chunk (app/route-loaders.ts).
 */
export function upcomingWindow(now: Date = new Date()): { startDate: string; endDate: string } {
  return caracasDaysAhead(30, now);
}

/** GET /agents/tasks: the next three tasks in progress. */
export function fetchUpcomingTasks(window: { startDate: string; endDate: string }): Promise<Task[]> {
  return api.get<Task[]>(paths.agentTasks(), {
    status: TaskStatus.InProgress,
    ...window,
    orderBy: 'dueDate',
    orderType: 'asc',
    limit: UPCOMING_TASKS_LIMIT,
  });
}

export function upcomingTasksQueryOptions(window = upcomingWindow()) {
  return queryOptions({
    queryKey: ['dashboard', 'upcoming-tasks', window.startDate] as const,
    queryFn: () => fetchUpcomingTasks(window),
  });
}
