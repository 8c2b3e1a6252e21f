import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Tenant } from '@vitrina/contract/schemas/tenant';
import { api } from '../../../lib/api-client';
import { tenantListsKey } from './tenants';
import { paths } from '@vitrina/contract/paths';

export const tenantDetailsKey = ['tenants', 'slug'] as const;

/** GET /tenants/slug/{slug}. */
export function fetchTenantBySlug(slug: string, signal?: AbortSignal): Promise<Tenant> {
  return api.get<Tenant>(paths.tenantBySlug(slug), undefined, signal);
}

export function tenantQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...tenantDetailsKey, slug] as const,
    queryFn: ({ signal }) => fetchTenantBySlug(slug, signal),
  });
}

export function useTenantQuery(slug: string) {
  return useQuery(tenantQueryOptions(slug));
}

/** Puts a fresh tenant in the cache and marks every list stale. */
export async function storeTenant(queryClient: QueryClient, tenant: Tenant): Promise<void> {
  queryClient.setQueryData(tenantQueryOptions(tenant.slug).queryKey, tenant);
  await queryClient.invalidateQueries({ queryKey: tenantListsKey });
}
