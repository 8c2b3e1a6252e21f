import { useUrlFilters, writeSearchQuery } from '../../lib/use-url-filters';
import { readListFilters } from './list-filters';

export type { ListFilters } from './list-filters';

function write(query: URLSearchParams, next: { searchQuery: string; propertyType: number | null }) {
  writeSearchQuery(query, next.searchQuery);
  if (next.propertyType) query.set('propertyType', String(next.propertyType));
}

/** The list filters as query parameters: searchQuery, propertyType and page. */
export function useListFilters() {
  return useUrlFilters(readListFilters, write);
}
