import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PropertyStatus } from '@vitrina/contract/enums/property';
import type { Property } from '@vitrina/contract/schemas/property';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { api } from '../../../lib/api-client';
import { propertiesQueryOptions, propertyListsKey, type PropertyFilters } from './properties-options';
import { paths } from '@vitrina/contract/paths';

/** A published property (spec 3 §3): its draft's content, slug, status and view count. */
export type { Property };

export { fetchProperties, LISTED_STATUSES, propertiesQueryOptions, propertyListsKey, type PropertyFilters } from './properties-options';

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
