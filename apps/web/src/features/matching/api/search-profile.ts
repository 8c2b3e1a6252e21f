import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '@vitrina/contract/paths';
import type { SearchProfile, SearchProfileBody } from '@vitrina/contract/schemas/matching';
import { api } from '../../../lib/api-client';
import { matchingKeys } from './keys';

/** GET /tenants/{id}/search-profile: the customer's profile as this agent keeps it; null when none is set. */
export async function fetchSearchProfile(tenantId: string, signal?: AbortSignal): Promise<SearchProfile | null> {
  return (await api.get<SearchProfile | null>(paths.tenantSearchProfile(tenantId), undefined, signal)) ?? null;
}

export function searchProfileQueryOptions(tenantId: string) {
  return queryOptions({
    queryKey: matchingKeys.profile(tenantId),
    queryFn: ({ signal }) => fetchSearchProfile(tenantId, signal),
  });
}

export function useSearchProfileQuery(tenantId: string) {
  return useQuery(searchProfileQueryOptions(tenantId));
}

/** PUT /tenants/{id}/search-profile: the whole profile. */
export function saveSearchProfile(input: { tenantId: string; body: SearchProfileBody }): Promise<SearchProfile> {
  return api.put<SearchProfile>(paths.tenantSearchProfile(input.tenantId), input.body);
}

/** Saves the profile, keeps the answer as the profile and asks the matches again. */
export function useSaveSearchProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSearchProfile,
    onSuccess: async (profile, { tenantId }) => {
      queryClient.setQueryData(searchProfileQueryOptions(tenantId).queryKey, profile);
      await queryClient.invalidateQueries({ queryKey: matchingKeys.tenantMatches(tenantId) });
    },
  });
}
