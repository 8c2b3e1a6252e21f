import { PROPERTY_PAGE_SIZE } from '@vitrina/contract/enums/property';
import type { Property } from '@vitrina/contract/schemas/property';
import { paths } from '@vitrina/contract/paths';
import { fetchPage, pagedQueryOptions } from '../../../lib/paged-list';

// The listings page's query options, apart from the hooks (properties.ts): /properties' route
// loader (app/first-requests.ts) starts them from the first chunk.

export interface PropertyFilters {
  searchQuery: string | null;
  propertyType: number | null;
  page: number;
}

export const propertyListsKey = ['properties', 'list'] as const;

/** Published, sold, rented and unpublished listings: the agent finds every listing to act on it. */
export const LISTED_STATUSES = '2,3,4,5';

/** GET /properties?statuses=2,3,4,5: one page (16) of the agent's listings. */
export async function fetchProperties(filters: PropertyFilters, signal?: AbortSignal) {
  return fetchPage<Property>(paths.properties(), {
    page: filters.page,
    pageSize: PROPERTY_PAGE_SIZE,
    query: { statuses: LISTED_STATUSES, searchQuery: filters.searchQuery, propertyType: filters.propertyType },
    signal,
  });
}

export function propertiesQueryOptions(filters: PropertyFilters) {
  return pagedQueryOptions([...propertyListsKey, filters] as const, (signal) => fetchProperties(filters, signal));
}
