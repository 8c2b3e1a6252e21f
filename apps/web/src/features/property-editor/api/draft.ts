import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { draftQueryOptions, draftsRootKey } from './draft-options';

export { draftQueryOptions, draftsRootKey, fetchDraft } from './draft-options';

export function useDraftQuery(propertyDraftId: string) {
  return useQuery(draftQueryOptions(propertyDraftId));
}

/** Every change answers the whole draft: keep it, and let the lists load again. */
export function storeDraft(queryClient: QueryClient, draft: PropertyDraft): void {
  queryClient.setQueryData(draftQueryOptions(draft.propertyDraftId).queryKey, draft);
  void queryClient.invalidateQueries({ queryKey: [...draftsRootKey, 'list'] });
}
