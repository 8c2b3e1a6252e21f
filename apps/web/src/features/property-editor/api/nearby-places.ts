import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { api } from '../../../lib/api-client';
import { storeDraft } from './draft';

/** A place near the property (spec 3 §3); distance and minutes come from the server. */
export interface NearbyPlace {
  propertyNearbyPlaceId: string;
  name: string;
  address: string | null;
  latitude: number;
  longitude: number;
  distanceInKm: number | null;
  walkingTimeInMinutes: number | null;
  vehicleTimeInMinutes: number | null;
  nearbyPlaceType: { nearbyPlaceTypeId: number; name: string };
}

export interface NearbyPlaceType {
  nearbyPlaceTypeId: number;
  name: string;
  type: string;
}

export interface NearbyPlaceInput {
  propertyNearbyPlaceId?: string | null;
  propertyNearbyPlaceTypeId: number;
  name: string;
  address: string | null;
  latitude: number;
  longitude: number;
}

/** The draft's places; the contract leaves their shape open. */
export function nearbyPlacesOf(draft: Pick<PropertyDraft, 'nearbyPlaces'>): NearbyPlace[] {
  return draft.nearbyPlaces as NearbyPlace[];
}

/** GET /nearby-place-types (a catalogue: read once). */
export const nearbyPlaceTypesQueryOptions = queryOptions({
  queryKey: ['catalogues', 'nearby-place-types'] as const,
  queryFn: ({ signal }) => api.get<NearbyPlaceType[]>('/nearby-place-types', { limit: 100 }, signal),
  staleTime: Infinity,
});

export const useNearbyPlaceTypesQuery = () => useQuery(nearbyPlaceTypesQueryOptions);

/** PUT /property-drafts/{id}/nearby-places: creates a place, or updates the one named by its id. */
export function saveNearbyPlace(propertyDraftId: string, body: NearbyPlaceInput): Promise<PropertyDraft> {
  return api.put<PropertyDraft>(`/property-drafts/${propertyDraftId}/nearby-places`, body);
}

/** DELETE /property-drafts/{id}/nearby-places/{placeId}. */
export function deleteNearbyPlace(propertyDraftId: string, placeId: string): Promise<PropertyDraft> {
  return api.delete<PropertyDraft>(`/property-drafts/${propertyDraftId}/nearby-places/${placeId}`);
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
