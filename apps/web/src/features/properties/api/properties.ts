import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PROPERTY_PAGE_SIZE, type PropertyStatus } from '@vitrina/contract/enums/property';
import type { Property } from '@vitrina/contract/schemas/property';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { api } from '../../../lib/api-client';
import { fetchPage, pagedQueryOptions } from '../../../lib/paged-list';
import { paths } from '@vitrina/contract/paths';

/** A published property (spec 3 §3): its draft's content, slug, status and view count. */
export type { Property };

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

export function usePropertiesQuery(filters: PropertyFilters) {
  return useQuery(propertiesQueryOptions(filters));
}

/** GET /properties/{id}. */
export function fetchProperty(propertyId: string, signal?: AbortSignal): Promise<Property> {
  return api.get<Property>(paths.property(propertyId), undefined, signal);
}

export function propertyQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: ['properties', 'detail', propertyId] as const,
    queryFn: ({ signal }) => fetchProperty(propertyId, signal),
    // Asked again each time the page opens: the editor (a published listing stays editable) and
    // the public page's visitors change it from elsewhere.
    staleTime: 0,
  });
}

export function usePropertyQuery(propertyId: string) {
  return useQuery(propertyQueryOptions(propertyId));
}

/** PUT /properties/{propertyId}/status: 2 Published again, 3 Sold, 4 Rented, 5 Unpublished. */
export function setPropertyStatus(propertyId: string, status: PropertyStatus): Promise<Property> {
  return api.put<Property>(paths.propertyStatus(propertyId), { status });
}

export function useSetPropertyStatus(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: PropertyStatus) => setPropertyStatus(propertyId, status),
    onSuccess: (property) => {
      queryClient.setQueryData(propertyQueryOptions(propertyId).queryKey, property);
      void queryClient.invalidateQueries({ queryKey: propertyListsKey });
    },
  });
}

/** PUT /property-drafts/{id}/publish on a published draft: sends again only the network that failed. */
export function retryPublishing(propertyDraftId: string): Promise<PropertyDraft> {
  return api.put<PropertyDraft>(paths.draftPublish(propertyDraftId));
}

export function useRetryPublishing(propertyDraftId: string) {
  return useMutation({ mutationFn: () => retryPublishing(propertyDraftId) });
}
