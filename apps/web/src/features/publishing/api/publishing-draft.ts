import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { api } from '../../../lib/api-client';
import { paths } from '@vitrina/contract/paths';

/** GET /property-drafts/{id}: what the publishing page follows. */
export function fetchPublishingDraft(propertyDraftId: string, signal?: AbortSignal): Promise<PropertyDraft> {
  return api.get<PropertyDraft>(paths.propertyDraft(propertyDraftId), undefined, signal);
}

/** Under the drafts' root key, so that invalidating every draft reaches it too. */
export function publishingDraftQueryOptions(propertyDraftId: string) {
  return queryOptions({
    queryKey: ['property-drafts', 'publishing', propertyDraftId] as const,
    queryFn: ({ signal }) => fetchPublishingDraft(propertyDraftId, signal),
    staleTime: 0,
  });
}

/** `pollEvery` says how often to read the draft again (false: never), given the draft read. */
export function usePublishingDraftQuery(
  propertyDraftId: string,
  pollEvery: (draft: PropertyDraft | undefined) => number | false = () => false,
) {
  return useQuery({ ...publishingDraftQueryOptions(propertyDraftId), refetchInterval: (query) => pollEvery(query.state.data) });
}
