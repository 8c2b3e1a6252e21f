import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { paths } from '@vitrina/contract/paths';
import { api } from '../../../lib/api-client';
import type { Network, SocialPostBody } from '../lib/social-post';
import { storeDraft } from './draft';

const POST_PATHS: Record<Network, (propertyDraftId: string) => string> = {
  instagram: paths.draftInstagram,
  facebook: paths.draftFacebook,
};

/** PUT /property-drafts/{id}/instagram | /facebook: answers the draft with its post. */
export function saveSocialPost(propertyDraftId: string, network: Network, body: SocialPostBody): Promise<PropertyDraft> {
  return api.put<PropertyDraft>(POST_PATHS[network](propertyDraftId), body);
}

/** DELETE /property-drafts/{id}/instagram | /facebook: answers the draft without that post. */
export function deleteSocialPost(propertyDraftId: string, network: Network): Promise<PropertyDraft> {
  return api.delete<PropertyDraft>(POST_PATHS[network](propertyDraftId));
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
