import { queryOptions } from '@tanstack/react-query';
import type { Tenant } from '@vitrina/contract/schemas/tenant';
import { api } from '../../../lib/api-client';
import { paths } from '@vitrina/contract/paths';

// The customer's query options apart from its hook: the route loaders (app/first-requests.ts, in
// the router's chunk) start it without TanStack Query's observer.

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
