import { useQuery } from '@tanstack/react-query';
import { pendingDraftQueryOptions } from './pending-draft-options';

export { pendingDraftQueryOptions, fetchPendingDraft, type DraftSummary } from './pending-draft-options';

export function usePendingDraftQuery() {
  return useQuery(pendingDraftQueryOptions);
}
