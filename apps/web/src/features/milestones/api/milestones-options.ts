import { PAGE_LIMIT_MAX } from '@vitrina/contract/enums/pagination';
import { queryOptions } from '@tanstack/react-query';
import type { TaskCompleted } from '@vitrina/contract/schemas/agent';
import { api } from '../../../lib/api-client';
import { paths } from '@vitrina/contract/paths';

// Milestones: the query options and fetcher, apart from the hooks so that the first chunk (app/first-requests.ts) loads without TanStack Query's observers (issue 15).

/** GET /tasks-completed: the agent's onboarding milestones (types 1..5 of spec 1 §3). */
export function fetchMilestones(): Promise<TaskCompleted[]> {
  return api.get<TaskCompleted[]>(paths.tasksCompleted(), { limit: PAGE_LIMIT_MAX });
}

export const milestonesQueryOptions = queryOptions({
  queryKey: ['milestones'] as const,
  queryFn: fetchMilestones,
  select: (rows: TaskCompleted[]) => new Set(rows.map((row) => row.type)),
});
