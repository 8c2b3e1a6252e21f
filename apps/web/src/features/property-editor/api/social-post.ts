import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { api } from '../../../lib/api-client';
import type { Network, SocialPostBody } from '../lib/social-post';
import { storeDraft } from './draft';

/** PUT /property-drafts/{id}/instagram | /facebook: answers the draft with its post. */
export function saveSocialPost(propertyDraftId: string, network: Network, body: SocialPostBody): Promise<PropertyDraft> {
  return api.put<PropertyDraft>(`/property-drafts/${propertyDraftId}/${network}`, body);
}

/** DELETE /property-drafts/{id}/instagram | /facebook: answers the draft without that post. */
export function deleteSocialPost(propertyDraftId: string, network: Network): Promise<PropertyDraft> {
  return api.delete<PropertyDraft>(`/property-drafts/${propertyDraftId}/${network}`);
}

export function useSaveSocialPost(propertyDraftId: string, network: Network) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SocialPostBody) => saveSocialPost(propertyDraftId, network, body),
    onSuccess: (draft) => storeDraft(queryClient, draft),
  });
}

export function useDeleteSocialPost(propertyDraftId: string, network: Network) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteSocialPost(propertyDraftId, network),
    onSuccess: (draft) => storeDraft(queryClient, draft),
  });
}
