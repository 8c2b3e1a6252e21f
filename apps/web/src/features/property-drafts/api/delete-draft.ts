import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { draftListsKey } from './drafts';
import { paths } from '@vitrina/contract/paths';

/** DELETE /property-drafts/{id}: the draft and its files; answers data null. */
export function deleteDraft(propertyDraftId: string): Promise<null> {
  return api.delete<null>(paths.propertyDraft(propertyDraftId));
}

export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDraft,
    onSuccess: (_data, propertyDraftId) => {
      queryClient.removeQueries({ queryKey: ['property-drafts', 'detail', propertyDraftId] });
      void queryClient.invalidateQueries({ queryKey: draftListsKey });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
