import { useUrlFilters, writeSearchQuery } from '../../../lib/use-url-filters';
import { read } from '../lib/tenant-filters';

function write(query: URLSearchParams, next: { searchQuery: string; status: number; type: number | null }) {
  writeSearchQuery(query, next.searchQuery);
  query.set('status', String(next.status));
  if (next.type) query.set('type', String(next.type));
}

/** The list filters as query parameters: searchQuery, status, type and page. */
export function useTenantFilters() {
  return useUrlFilters(read, write);
}
