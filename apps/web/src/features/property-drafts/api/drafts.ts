import { useQuery } from '@tanstack/react-query';
import { DraftStatus, PROPERTY_PAGE_SIZE } from '@vitrina/contract/enums/property';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { fetchPage, pagedQueryOptions, type Page } from '../../../lib/paged-list';
import { paths } from '@vitrina/contract/paths';

export interface DraftFilters {
  searchQuery: string | null;
  propertyType: number | null;
  page: number;
}

export type DraftPage = Page<PropertyDraft>;

/** Root of every draft list key; draft changes invalidate lists through it. */
export const draftListsKey = ['property-drafts', 'list'] as const;

/** GET /property-drafts?statuses=1,2: one page (16) of drafts still to publish or publishing. */
export async function fetchDrafts(filters: DraftFilters, signal?: AbortSignal): Promise<DraftPage> {
  return fetchPage<PropertyDraft>(paths.propertyDrafts(), {
    page: filters.page,
    pageSize: PROPERTY_PAGE_SIZE,
    query: { statuses: `${DraftStatus.Pending},${DraftStatus.Publishing}`, searchQuery: filters.searchQuery, propertyType: filters.propertyType },
    signal,
  });
}

export function draftsQueryOptions(filters: DraftFilters) {
  return pagedQueryOptions([...draftListsKey, filters] as const, (signal) => fetchDrafts(filters, signal));
}

export function useDraftsQuery(filters: DraftFilters) {
  return useQuery(draftsQueryOptions(filters));
}
