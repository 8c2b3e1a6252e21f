import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TenantActivity } from '@vitrina/contract/schemas/tenant';
import { api } from '../../../lib/api-client';
import { paths } from '@vitrina/contract/paths';

export const tenantActivitiesKey = ['tenants', 'activities'] as const;
const ACTIVITIES_LIMIT = 50;

/** GET /tenants/{id}/activities: the latest events, newest first (index descending). */
export async function fetchTenantActivities(tenantId: string, signal?: AbortSignal): Promise<TenantActivity[]> {
  const rows = await api.get<TenantActivity[]>(paths.tenantActivities(tenantId), { limit: ACTIVITIES_LIMIT, offset: 0 }, signal);
  return [...(rows ?? [])].sort((a, b) => b.index - a.index);
}

export function tenantActivitiesQueryOptions(tenantId: string) {
  return queryOptions({
    queryKey: [...tenantActivitiesKey, tenantId] as const,
    queryFn: ({ signal }) => fetchTenantActivities(tenantId, signal),
  });
}

export function useTenantActivitiesQuery(tenantId: string) {
  return useQuery(tenantActivitiesQueryOptions(tenantId));
}
