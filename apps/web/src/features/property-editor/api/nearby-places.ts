import { PAGE_LIMIT_MAX } from '@vitrina/contract/enums/pagination';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NearbyPlace, NearbyPlaceInput, NearbyPlaceType, PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { paths } from '@vitrina/contract/paths';
import { api } from '../../../lib/api-client';
import { storeDraft } from './draft';

export type { NearbyPlace, NearbyPlaceInput, NearbyPlaceType } from '@vitrina/contract/schemas/property-draft';

/** The draft's places. */
export function nearbyPlacesOf(draft: Pick<PropertyDraft, 'nearbyPlaces'>): NearbyPlace[] {
  return draft.nearbyPlaces;
}

/** GET /nearby-place-types (a catalogue: read once). */
export const nearbyPlaceTypesQueryOptions = queryOptions({
  queryKey: ['catalogues', 'nearby-place-types'] as const,
  queryFn: ({ signal }) => api.get<NearbyPlaceType[]>(paths.nearbyPlaceTypes(), { limit: PAGE_LIMIT_MAX }, signal),
  staleTime: Infinity,
});

export const useNearbyPlaceTypesQuery = () => useQuery(nearbyPlaceTypesQueryOptions);

/** PUT /property-drafts/{id}/nearby-places: creates a place, or updates the one named by its id. */
export function saveNearbyPlace(propertyDraftId: string, body: NearbyPlaceInput): Promise<PropertyDraft> {
  return api.put<PropertyDraft>(paths.draftNearbyPlaces(propertyDraftId), body);
}

/** DELETE /property-drafts/{id}/nearby-places/{placeId}. */
export function deleteNearbyPlace(propertyDraftId: string, placeId: string): Promise<PropertyDraft> {
  return api.delete<PropertyDraft>(paths.draftNearbyPlace(propertyDraftId, placeId));
}

export function useSaveNearbyPlace(propertyDraftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NearbyPlaceInput) => saveNearbyPlace(propertyDraftId, body),
    onSuccess: (draft) => storeDraft(queryClient, draft),
  });
}

export function useDeleteNearbyPlace(propertyDraftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (placeId: string) => deleteNearbyPlace(propertyDraftId, placeId),
    onSuccess: (draft) => storeDraft(queryClient, draft),
  });
}
