import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DraftStatus, PROPERTY_PAGE_SIZE } from '@vitrina/contract/enums/property';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { apiRequest } from '../../../lib/api-client';

export interface DraftFilters {
  searchQuery: string | null;
  propertyType: number | null;
  page: number;
}

export interface DraftPage {
  items: PropertyDraft[];
  total: number;
}

/** Root of every draft list key; draft changes invalidate lists through it. */
export const draftListsKey = ['property-drafts', 'list'] as const;

/** GET /property-drafts?statuses=1,2: one page (16) of drafts still to publish or publishing. */
export async function fetchDrafts(filters: DraftFilters, signal?: AbortSignal): Promise<DraftPage> {
  const result = await apiRequest<PropertyDraft[]>('/property-drafts', {
    query: {
      statuses: `${DraftStatus.Pending},${DraftStatus.Publishing}`,
      searchQuery: filters.searchQuery,
      propertyType: filters.propertyType,
      limit: PROPERTY_PAGE_SIZE,
      offset: (filters.page - 1) * PROPERTY_PAGE_SIZE,
    },
    signal,
  });
  return { items: result.data ?? [], total: result.metadata.pagination?.total ?? 0 };
}

export function draftsQueryOptions(filters: DraftFilters) {
  return queryOptions({
    queryKey: [...draftListsKey, filters] as const,
    queryFn: ({ signal }) => fetchDrafts(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDraftsQuery(filters: DraftFilters) {
  return useQuery(draftsQueryOptions(filters));
}
