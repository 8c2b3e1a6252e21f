import { useQuery } from '@tanstack/react-query';
import { TENANTS_PAGE_SIZE } from '@vitrina/contract/enums/tenant';
import type { Tenant } from '@vitrina/contract/schemas/tenant';
import { fetchPage, pagedQueryOptions, type Page } from '../../../lib/paged-list';
import { paths } from '@vitrina/contract/paths';

export interface TenantFilters {
  searchQuery: string | null;
  status: number;
  type: number | null;
  page: number;
}

export type TenantPage = Page<Tenant>;

/** Root of every customer list key; mutations invalidate lists through it. */
export const tenantListsKey = ['tenants', 'list'] as const;

/** GET /tenants: one page (18) of the agent's customers. */
export async function fetchTenants(filters: TenantFilters, signal?: AbortSignal): Promise<TenantPage> {
  return fetchPage<Tenant>(paths.tenants(), {
    page: filters.page,
    pageSize: TENANTS_PAGE_SIZE,
    query: { searchQuery: filters.searchQuery?.trim().toLowerCase() || null, status: filters.status, type: filters.type },
    signal,
  });
}

export function tenantsQueryOptions(filters: TenantFilters) {
  return pagedQueryOptions([...tenantListsKey, filters] as const, (signal) => fetchTenants(filters, signal));
}

export function useTenantsQuery(filters: TenantFilters) {
  return useQuery(tenantsQueryOptions(filters));
}
