import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InstagramAuthorizeUrl, MediaProviderAgent } from '@vitrina/contract/schemas/media-provider';
import { api } from '../../../lib/api-client';
import { mediaProvidersKey } from './media-providers';
import { paths } from '@vitrina/contract/paths';

/** GET /media-providers/instagram/url: Instagram's authorize address with a signed state. */
export function fetchInstagramAuthorizeUrl(): Promise<InstagramAuthorizeUrl> {
  return api.get<InstagramAuthorizeUrl>(paths.instagramAuthorizeUrl());
}

/** POST /media-providers/agents/instagram with the code and state Instagram sent back. */
export function connectInstagram(input: { authorizationCode: string; state: string }): Promise<MediaProviderAgent> {
  return api.post<MediaProviderAgent>(paths.instagramConnection(), input);
}

/** POST /media-providers/agents/facebook with the token the Facebook SDK gave. */
export function connectFacebook(input: { shortToken: string }): Promise<MediaProviderAgent> {
  return api.post<MediaProviderAgent>(paths.facebookConnection(), input);
}

/** DELETE /media-providers/agents/{id}. */
export function disconnectProvider(mediaProviderAgentId: string): Promise<null> {
  return api.delete<null>(paths.mediaProviderAgent(mediaProviderAgentId));
}

export function useDisconnectProviderMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectProvider,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaProvidersKey }),
  });
}
