import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TENANTS_PAGE_SIZE, type Tenant } from '@vitrina/contract/schemas/tenant';
import { apiRequest } from '../../../lib/api-client';

export interface TenantFilters {
  searchQuery: string | null;
  status: number;
  type: number | null;
  page: number;
}

export interface TenantPage {
  items: Tenant[];
  total: number;
}

/** Root of every customer list key; mutations invalidate lists through it. */
export const tenantListsKey = ['tenants', 'list'] as const;

/** GET /tenants: one page (18) of the agent's customers. */
export async function fetchTenants(filters: TenantFilters, signal?: AbortSignal): Promise<TenantPage> {
  const result = await apiRequest<Tenant[]>('/tenants', {
    query: {
      searchQuery: filters.searchQuery?.trim().toLowerCase() || null,
      status: filters.status,
      type: filters.type,
      limit: TENANTS_PAGE_SIZE,
      offset: (filters.page - 1) * TENANTS_PAGE_SIZE,
    },
    signal,
  });
  return { items: result.data ?? [], total: result.metadata.pagination?.total ?? 0 };
}

export function tenantsQueryOptions(filters: TenantFilters) {
  return queryOptions({
    queryKey: [...tenantListsKey, filters] as const,
    queryFn: ({ signal }) => fetchTenants(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTenantsQuery(filters: TenantFilters) {
  return useQuery(tenantsQueryOptions(filters));
}
