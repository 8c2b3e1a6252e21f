import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const MediaProviderType = { GoogleCalendar: 1, Instagram: 2, Facebook: 3 } as const;

export interface MediaProvider {
  mediaProviderId: number;
  name: string;
  imageUrl: string;
  type: number;
  permissions: string[];
  /** Whether this installation can connect the provider at all. */
  configured: boolean;
}

/** GET /media-providers: every provider the product knows. */
export function fetchMediaProviders(): Promise<MediaProvider[]> {
  return api.get<MediaProvider[]>('/media-providers');
}

export const mediaProvidersQueryOptions = queryOptions({
  queryKey: ['media-providers'] as const,
  queryFn: fetchMediaProviders,
  staleTime: 5 * 60_000,
});

export function useMediaProvidersQuery() {
  return useQuery(mediaProvidersQueryOptions);
}
