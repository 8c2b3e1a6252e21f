import { readSearchQuery, useUrlFilters, writeSearchQuery } from '../../lib/use-url-filters';

export interface ListFilters {
  searchQuery: string | null;
  propertyType: number | null;
  page: number;
}

function read(params: URLSearchParams): Omit<ListFilters, 'page'> {
  const type = Number(params.get('propertyType'));
  return { searchQuery: readSearchQuery(params), propertyType: Number.isInteger(type) && type > 0 ? type : null };
}

function write(query: URLSearchParams, next: { searchQuery: string; propertyType: number | null }) {
  writeSearchQuery(query, next.searchQuery);
  if (next.propertyType) query.set('propertyType', String(next.propertyType));
}

/** The list filters as query parameters: searchQuery, propertyType and page. */
export function useListFilters() {
  return useUrlFilters(read, write);
}
