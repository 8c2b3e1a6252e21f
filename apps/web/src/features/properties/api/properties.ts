import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PROPERTY_PAGE_SIZE, type PropertyStatus } from '@vitrina/contract/enums/property';
import type { Property } from '@vitrina/contract/schemas/property';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { apiRequest, api } from '../../../lib/api-client';

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
  const result = await apiRequest<Property[]>('/properties', {
    query: {
      statuses: LISTED_STATUSES,
      searchQuery: filters.searchQuery,
      propertyType: filters.propertyType,
      limit: PROPERTY_PAGE_SIZE,
      offset: (filters.page - 1) * PROPERTY_PAGE_SIZE,
    },
    signal,
  });
  return { items: result.data ?? [], total: result.metadata.pagination?.total ?? 0 };
}

export function propertiesQueryOptions(filters: PropertyFilters) {
  return queryOptions({
    queryKey: [...propertyListsKey, filters] as const,
    queryFn: ({ signal }) => fetchProperties(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePropertiesQuery(filters: PropertyFilters) {
  return useQuery(propertiesQueryOptions(filters));
}

/** GET /properties/{id}. */
export function fetchProperty(propertyId: string, signal?: AbortSignal): Promise<Property> {
  return api.get<Property>(`/properties/${propertyId}`, undefined, signal);
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
  return api.put<Property>(`/properties/${propertyId}/status`, { status });
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
  return api.put<PropertyDraft>(`/property-drafts/${propertyDraftId}/publish`);
}

export function useRetryPublishing(propertyDraftId: string) {
  return useMutation({ mutationFn: () => retryPublishing(propertyDraftId) });
}
