import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { GeocodedPlace } from '../lib/address-text';
import { paths } from '@vitrina/contract/paths';

/** GET /geocoding/search?q=: places matching a text (the server asks the geocoder). */
export function searchPlaces(q: string, signal?: AbortSignal): Promise<GeocodedPlace[]> {
  return api.get<GeocodedPlace[]>(paths.geocodingSearch(), { q }, signal);
}

export function placeSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['geocoding', 'search', q] as const,
    queryFn: ({ signal }) => searchPlaces(q, signal),
    enabled: q.trim().length >= 3,
    staleTime: 5 * 60_000,
  });
}

export function usePlaceSearchQuery(q: string) {
  return useQuery(placeSearchQueryOptions(q));
}

/** GET /geocoding/reverse?lat&lon: the place at a point. */
export function reverseGeocode(lat: number, lon: number, signal?: AbortSignal): Promise<GeocodedPlace> {
  return api.get<GeocodedPlace>(paths.geocodingReverse(), { lat, lon }, signal);
}

export function reverseQueryOptions(lat: number, lon: number) {
  return queryOptions({
    queryKey: ['geocoding', 'reverse', lat, lon] as const,
    queryFn: ({ signal }) => reverseGeocode(lat, lon, signal),
    staleTime: Infinity,
  });
}
