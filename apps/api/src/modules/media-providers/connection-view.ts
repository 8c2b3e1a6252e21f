import type { MediaProviderAgent, MediaProviderType } from '@vitrina/contract/schemas/media-provider';
import type { ConnectionRow, ProviderRow } from './media-providers.repository';

/** A connection as the API answers it: never a token. */
export function connectionView({ link, provider }: { link: ConnectionRow; provider: ProviderRow }): MediaProviderAgent {
  return {
    mediaProviderAgentId: link.id,
    mediaProviderId: provider.id,
    type: link.type as MediaProviderType,
    agentId: link.agentId,
    username: link.username,
    status: link.status === 'reconnect' ? 'reconnect' : 'connected',
    mediaProvider: {
      mediaProviderId: provider.id,
      name: provider.name,
      imageUrl: provider.imageUrl,
      type: provider.type as MediaProviderType,
    },
    createdAt: link.createdAt.toISOString(),
  };
}
