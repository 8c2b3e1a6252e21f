import { useQuery } from '@tanstack/react-query';
import { upcomingTasksQueryOptions } from './upcoming-tasks-options';

export { upcomingTasksQueryOptions, UPCOMING_TASKS_LIMIT, upcomingWindow, fetchUpcomingTasks } from './upcoming-tasks-options';

export function useUpcomingTasksQuery() {
  return useQuery(upcomingTasksQueryOptions());
}
