import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error/load-error';
import { useConnectedProvidersQuery, type ConnectedProvider } from '../api/connected-providers';
import { useMediaProvidersQuery, type MediaProvider } from '../api/media-providers';
import type { ConnectOrigin } from '../lib/connect-return';
import { DisconnectProviderModal } from './disconnect-provider-modal';
import { ProviderCard } from './provider-card';
import { ProviderConnectModal } from './provider-connect-modal';

export const EMPTY_PROVIDERS_MESSAGE = 'No se han encontrado medios de sincronización en este momento';

interface ProviderListProps {
  /** 'grid' on the account page, 'list' in the onboarding wizard. */
  layout?: 'grid' | 'list';
  /** Where a connection returns; by default the account page (grid) or the wizard (list). */
  from?: ConnectOrigin;
}

/** The media providers with their state, 'Conectar', 'Reconectar' and 'Desconectar'. */
export function ProviderList({ layout = 'grid', from = layout === 'grid' ? 'account' : 'onboarding' }: ProviderListProps) {
  const providers = useMediaProvidersQuery();
  // Connections are read only once there are providers (spec 3 §4).
  const connected = useConnectedProvidersQuery((providers.data?.length ?? 0) > 0);
  const [connecting, setConnecting] = useState<MediaProvider | null>(null);
  const [disconnecting, setDisconnecting] = useState<ConnectedProvider | null>(null);
  const cols = layout === 'grid' ? { base: 1, sm: 2, lg: 3 } : { base: 1 };

  if (providers.isError || connected.isError) {
    return (
      <LoadError py="lg"
        retrying={providers.isFetching || connected.isFetching}
        onRetry={() => {
          if (providers.isError) void providers.refetch();
          if (connected.isError) void connected.refetch();
        }}
      />
    );
  }
  if (providers.data?.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {EMPTY_PROVIDERS_MESSAGE}
      </Text>
    );
  }
  if (!providers.data || !connected.data) {
    return (
      <SimpleGrid cols={cols} role="status" aria-busy="true" aria-label="Cargando integraciones">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={layout === 'grid' ? 150 : 76} radius="md" />
        ))}
      </SimpleGrid>
    );
  }

  const connections = connected.data;
  return (
    <>
      <SimpleGrid cols={cols} spacing="md">
        {providers.data.map((provider) => (
          <ProviderCard
            key={provider.mediaProviderId}
            provider={provider}
            connection={connections.find((c) => c.mediaProviderId === provider.mediaProviderId)}
            onConnect={() => setConnecting(provider)}
            onDisconnect={setDisconnecting}
          />
        ))}
      </SimpleGrid>
      <ProviderConnectModal provider={connecting} context={{ from }} onClose={() => setConnecting(null)} />
      <DisconnectProviderModal connection={disconnecting} from={from} onClose={() => setDisconnecting(null)} />
    </>
  );
}
