import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Badge, Button, Card, Group, Image, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { IconCircleCheck } from '../../../components/icons';
import { useConnectedProvidersQuery } from '../api/connected-providers';
import { useMediaProvidersQuery, type MediaProvider } from '../api/media-providers';
import { ProviderConnectModal } from './provider-connect-modal';

interface ProviderListProps {
  /** 'grid' on the account page, 'list' in the onboarding wizard. */
  layout?: 'grid' | 'list';
}

/** The media providers with their state: connected, 'Conectar' or not available yet. */
export function ProviderList({ layout = 'grid' }: ProviderListProps) {
  const providers = useMediaProvidersQuery();
  const connected = useConnectedProvidersQuery();
  const [connecting, setConnecting] = useState<MediaProvider | null>(null);
  const cols = layout === 'grid' ? { base: 1, sm: 2, lg: 3 } : { base: 1 };

  if (providers.isError || connected.isError) {
    return (
      <LoadError
        retrying={providers.isFetching || connected.isFetching}
        onRetry={() => {
          if (providers.isError) void providers.refetch();
          if (connected.isError) void connected.refetch();
        }}
      />
    );
  }
  if (!providers.data || !connected.data) {
    return (
      <SimpleGrid cols={cols} aria-busy="true" aria-label="Cargando integraciones">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={layout === 'grid' ? 150 : 76} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (providers.data.length === 0) {
    return <Text c="dimmed">No hay integraciones disponibles en este momento</Text>;
  }

  const connectedIds = new Set(connected.data.map((c) => c.mediaProviderId));
  return (
    <>
      <SimpleGrid cols={cols} spacing="md">
        {providers.data.map((provider) => {
          const isConnected = connectedIds.has(provider.mediaProviderId);
          return (
            <Card key={provider.mediaProviderId} withBorder radius="md" padding="md">
              <Stack gap="sm" h="100%" justify="space-between">
                <Group gap="sm" wrap="nowrap">
                  <Image src={provider.imageUrl} alt="" w={40} h={40} />
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600}>{provider.name}</Text>
                    {isConnected ? (
                      <Group gap={4} c="teal.7">
                        <IconCircleCheck size={16} aria-hidden />
                        <Text size="sm">Esta cuenta está conectada</Text>
                      </Group>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {provider.permissions[0] ?? ''}
                      </Text>
                    )}
                  </div>
                </Group>
                {!isConnected &&
                  (provider.configured ? (
                    <Button variant="light" onClick={() => setConnecting(provider)} aria-label={`Conectar ${provider.name}`}>
                      Conectar
                    </Button>
                  ) : (
                    <Badge variant="light" color="gray" size="lg" radius="sm" fullWidth>
                      No disponible por ahora
                    </Badge>
                  ))}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      <ProviderConnectModal provider={connecting} onClose={() => setConnecting(null)} />
    </>
  );
}
