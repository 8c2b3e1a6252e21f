import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MediaProviderAgent } from '@vitrina/contract/schemas/media-provider';
import { api } from '../../../lib/api-client';
import { mediaProvidersKey } from './media-providers-options';
import { paths } from '@vitrina/contract/paths';

/** A connected account: `status` 'reconnect' once the network has rejected its token. */
export type ConnectedProvider = MediaProviderAgent;

/** GET /media-providers/agents: the providers this agent has connected. */
export function fetchConnectedProviders(): Promise<ConnectedProvider[]> {
  return api.get<ConnectedProvider[]>(paths.mediaProviderAgents());
}

export const connectedProvidersQueryOptions = queryOptions({
  queryKey: [...mediaProvidersKey, 'agents'] as const,
  queryFn: fetchConnectedProviders,
});

/** `enabled` false waits (spec 3 §4: the connections are read only when providers exist). */
export function useConnectedProvidersQuery(enabled = true) {
  return useQuery({ ...connectedProvidersQueryOptions, enabled });
}
