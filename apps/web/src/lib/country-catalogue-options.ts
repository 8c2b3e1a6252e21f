import { PAGE_LIMIT_MAX } from '@vitrina/contract/enums/pagination';
import { queryOptions } from '@tanstack/react-query';
import type { CountryLocation, CountryState } from '@vitrina/contract/schemas/catalogues';
import { paths } from '@vitrina/contract/paths';
import { api } from './api-client';

// The country catalogues' query options apart from their hooks (country-catalogues.ts): the route
// loaders of the customer forms (app/first-requests.ts, in the router's chunk) start the states
// without TanStack Query's observer.

/** GET /country-states?limit=100: the states, read once (customers, account and the editor share the cache). */
export function fetchCountryStates(signal?: AbortSignal): Promise<CountryState[]> {
  return api.get<CountryState[]>(paths.countryStates(), { limit: PAGE_LIMIT_MAX }, signal);
}

export const countryStatesQueryOptions = queryOptions({
  queryKey: ['catalogues', 'country-states'] as const,
  queryFn: ({ signal }) => fetchCountryStates(signal),
  staleTime: Infinity,
});

/** GET /country-locations?countryState={id}&limit=100. */
export function fetchCountryLocations(countryState: number, signal?: AbortSignal): Promise<CountryLocation[]> {
  return api.get<CountryLocation[]>(paths.countryLocations(), { countryState, limit: PAGE_LIMIT_MAX }, signal);
}

export function countryLocationsQueryOptions(countryState: number | null) {
  return queryOptions({
    queryKey: ['catalogues', 'country-locations', countryState] as const,
    queryFn: ({ signal }) => fetchCountryLocations(countryState ?? 0, signal),
    enabled: countryState !== null,
    staleTime: Infinity,
  });
}
