import { TenantStatus } from '@vitrina/contract/enums/tenant';
import { readSearchQuery, readUrlFilters } from '../../../lib/url-filters';
import type { TenantFilters } from '../api/tenants';

function positive(value: string | null, allowed: number[]): number | null {
  const n = Number(value);
  return value !== null && allowed.includes(n) ? n : null;
}

/** The list's filters but the page, from the URL's query parameters (hooks/use-tenant-filters.ts writes them). */
export function read(params: URLSearchParams): Omit<TenantFilters, 'page'> {
  return {
    searchQuery: readSearchQuery(params),
    status: positive(params.get('status'), [1, 2]) ?? TenantStatus.Active,
    type: positive(params.get('type'), [1, 2, 3]),
  };
}

/** The list's filters in a URL's query parameters, as the page reads them (its route loader asks for that page). */
export function tenantFiltersFromUrl(params: URLSearchParams): TenantFilters {
  return readUrlFilters(read, params);
}
