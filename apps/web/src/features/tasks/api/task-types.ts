import { PAGE_LIMIT_MAX } from '@vitrina/contract/enums/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TaskRelationship } from '@vitrina/contract/enums/task';
import { api } from '../../../lib/api-client';
import { paths } from '@vitrina/contract/paths';

export interface TaskType {
  taskTypeId: number;
  type: number;
  name: string;
  relationship: number;
}

/** GET /tasks-types?relationship=1: the types of a customer's tasks. */
export function fetchTaskTypes(signal?: AbortSignal): Promise<TaskType[]> {
  return api.get<TaskType[]>(paths.taskTypes(), { relationship: TaskRelationship.Tenant, limit: PAGE_LIMIT_MAX }, signal);
}

export const taskTypesQueryOptions = queryOptions({
  queryKey: ['tasks-types', TaskRelationship.Tenant] as const,
  queryFn: ({ signal }) => fetchTaskTypes(signal),
  staleTime: Infinity,
});

export function useTaskTypesQuery() {
  return useQuery(taskTypesQueryOptions);
}
