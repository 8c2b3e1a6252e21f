import { queryOptions } from '@tanstack/react-query';
import type { MediaProvider } from '@vitrina/contract/schemas/media-provider';
import { api } from '../../../lib/api-client';
import { paths } from '@vitrina/contract/paths';

// The providers' query options apart from their hook: the route loaders (app/first-requests.ts, in
// the router's chunk) start it without TanStack Query's observer.

/** Every query of this feature starts with this key, so one invalidation refreshes them all. */
export const mediaProvidersKey = ['media-providers'] as const;

/** GET /media-providers: every provider the product knows. */
export function fetchMediaProviders(): Promise<MediaProvider[]> {
  return api.get<MediaProvider[]>(paths.mediaProviders());
}

export const mediaProvidersQueryOptions = queryOptions({
  queryKey: mediaProvidersKey,
  queryFn: fetchMediaProviders,
  staleTime: 5 * 60_000,
});
