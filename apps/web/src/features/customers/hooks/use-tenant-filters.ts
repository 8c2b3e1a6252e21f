import { TenantStatus } from '@vitrina/contract/enums/tenant';
import { readSearchQuery, readUrlFilters, useUrlFilters, writeSearchQuery } from '../../../lib/use-url-filters';
import type { TenantFilters } from '../api/tenants';

function positive(value: string | null, allowed: number[]): number | null {
  const n = Number(value);
  return value !== null && allowed.includes(n) ? n : null;
}

function read(params: URLSearchParams): Omit<TenantFilters, 'page'> {
  return {
    searchQuery: readSearchQuery(params),
    status: positive(params.get('status'), [1, 2]) ?? TenantStatus.Active,
    type: positive(params.get('type'), [1, 2, 3]),
  };
}

function write(query: URLSearchParams, next: { searchQuery: string; status: number; type: number | null }) {
  writeSearchQuery(query, next.searchQuery);
  query.set('status', String(next.status));
  if (next.type) query.set('type', String(next.type));
}

/** The list filters as query parameters: searchQuery, status, type and page. */
export function useTenantFilters() {
  return useUrlFilters(read, write);
}

/** The list's filters in a URL's query parameters, as the page reads them (its route loader asks for that page). */
export function tenantFiltersFromUrl(params: URLSearchParams): TenantFilters {
  return readUrlFilters(read, params);
}
