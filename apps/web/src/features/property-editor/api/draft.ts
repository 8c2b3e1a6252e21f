import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { paths } from '@vitrina/contract/paths';
import { api } from '../../../lib/api-client';

/** Root of every draft key: the draft lists (property-drafts feature) live under it too. */
export const draftsRootKey = ['property-drafts'] as const;

/** GET /property-drafts/{id}. */
export function fetchDraft(propertyDraftId: string, signal?: AbortSignal): Promise<PropertyDraft> {
  return api.get<PropertyDraft>(paths.propertyDraft(propertyDraftId), undefined, signal);
}

export function draftQueryOptions(propertyDraftId: string) {
  return queryOptions({
    queryKey: [...draftsRootKey, 'detail', propertyDraftId] as const,
    queryFn: ({ signal }) => fetchDraft(propertyDraftId, signal),
  });
}

export function useDraftQuery(propertyDraftId: string) {
  return useQuery(draftQueryOptions(propertyDraftId));
}

/** Every change answers the whole draft: keep it, and let the lists load again. */
export function storeDraft(queryClient: QueryClient, draft: PropertyDraft): void {
  queryClient.setQueryData(draftQueryOptions(draft.propertyDraftId).queryKey, draft);
  void queryClient.invalidateQueries({ queryKey: [...draftsRootKey, 'list'] });
}
