import { TENANTS_PAGE_SIZE } from '@vitrina/contract/enums/tenant';
import type { Tenant } from '@vitrina/contract/schemas/tenant';
import { fetchPage, pagedQueryOptions, type Page } from '../../../lib/paged-list';
import { paths } from '@vitrina/contract/paths';

// Customer lists: the query options and fetcher, apart from the hooks so that the first chunk (app/first-requests.ts) loads without TanStack Query's observers (issue 15).

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
