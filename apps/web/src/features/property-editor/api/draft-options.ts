import { queryOptions } from '@tanstack/react-query';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { paths } from '@vitrina/contract/paths';
import { api } from '../../../lib/api-client';

// A draft's query options, apart from the hooks (draft.ts) so that the editor's route loader
// (app/first-requests.ts) loads without TanStack Query's observers (issue 15).

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
