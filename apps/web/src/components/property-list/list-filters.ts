import { readSearchQuery, readUrlFilters } from '../../lib/url-filters';

// The property lists' filters as the URL gives them, without React: the hook (use-list-filters.ts)
// and /properties' route loader (app/first-requests.ts) read them alike.

export interface ListFilters {
  searchQuery: string | null;
  propertyType: number | null;
  page: number;
}

export function readListFilters(params: URLSearchParams): Omit<ListFilters, 'page'> {
  const type = Number(params.get('propertyType'));
  return { searchQuery: readSearchQuery(params), propertyType: Number.isInteger(type) && type > 0 ? type : null };
}

/** The filters and page of a property list's URL. */
export const listFiltersFromUrl = (params: URLSearchParams): ListFilters => readUrlFilters(readListFilters, params);
