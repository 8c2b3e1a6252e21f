import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ConnectedProvider {
  mediaProviderAgentId: string;
  mediaProviderId: number;
  type: number;
  agentId: string;
  mediaProvider: { mediaProviderId: number; name: string; imageUrl: string; type: number };
}

/** GET /media-providers/agents: the providers this agent has connected. */
export function fetchConnectedProviders(): Promise<ConnectedProvider[]> {
  return api.get<ConnectedProvider[]>('/media-providers/agents');
}

export const connectedProvidersQueryOptions = queryOptions({
  queryKey: ['media-providers', 'agents'] as const,
  queryFn: fetchConnectedProviders,
});

export function useConnectedProvidersQuery() {
  return useQuery(connectedProvidersQueryOptions);
}
