import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FacebookPage, MediaProvider, MediaProviderAgent } from '@vitrina/contract/schemas/media-provider';
import { paths } from '@vitrina/contract/paths';
import { api } from '../../../lib/api-client';

// The keys are those of the media-providers feature: connecting an account there refreshes these.

/** GET /media-providers. */
export function fetchMediaProviders(signal?: AbortSignal): Promise<MediaProvider[]> {
  return api.get<MediaProvider[]>(paths.mediaProviders(), undefined, signal);
}

export const mediaProvidersQueryOptions = queryOptions({
  queryKey: ['media-providers'] as const,
  queryFn: ({ signal }) => fetchMediaProviders(signal),
  staleTime: 5 * 60_000,
});

export const useMediaProvidersQuery = () => useQuery(mediaProvidersQueryOptions);

/** GET /media-providers/agents: asked only once providers exist (spec 3 §4). */
export function fetchConnections(signal?: AbortSignal): Promise<MediaProviderAgent[]> {
  return api.get<MediaProviderAgent[]>(paths.mediaProviderAgents(), undefined, signal);
}

export function connectionsQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ['media-providers', 'agents'] as const,
    queryFn: ({ signal }) => fetchConnections(signal),
    enabled,
  });
}

export const useConnectionsQuery = (enabled: boolean) => useQuery(connectionsQueryOptions(enabled));

/** GET /media-providers/facebook/pages: the pages of the connected Facebook account. */
export function fetchFacebookPages(signal?: AbortSignal): Promise<FacebookPage[]> {
  return api.get<FacebookPage[]>(paths.facebookPages(), undefined, signal);
}

export function facebookPagesQueryOptions(enabled = true) {
  return queryOptions({
    queryKey: ['media-providers', 'facebook', 'pages'] as const,
    queryFn: ({ signal }) => fetchFacebookPages(signal),
    enabled,
  });
}

export const useFacebookPagesQuery = (enabled = true) => useQuery(facebookPagesQueryOptions(enabled));
