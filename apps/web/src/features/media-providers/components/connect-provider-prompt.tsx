import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useConnectedProvidersQuery } from '../api/connected-providers';
import { useMediaProvidersQuery, type MediaProvider } from '../api/media-providers';
import type { ConnectOrigin } from '../lib/connect-return';
import { networkNames, networkOf } from '../lib/networks';
import { ProviderConnectModal } from './provider-connect-modal';

interface ConnectProviderPromptProps {
  /** 2 Instagram, 3 Facebook. */
  type: 2 | 3;
  from: ConnectOrigin;
  /** The draft, when the prompt is shown in the property editor. */
  contextId?: string | null;
}

/**
 * Shown where a network is needed but not connected (or must be reconnected): a short text and
 * 'Conectar' opening the same modal as the account page.
 */
export function ConnectProviderPrompt({ type, from, contextId = null }: ConnectProviderPromptProps) {
  const providers = useMediaProvidersQuery();
  const connected = useConnectedProvidersQuery();
  const [connecting, setConnecting] = useState<MediaProvider | null>(null);
  const provider = providers.data?.find((p) => p.type === type);
  const name = provider?.name ?? networkNames[networkOf(type) ?? 'instagram'];
  const reconnect = connected.data?.some((c) => c.type === type && c.status === 'reconnect') ?? false;
  const unavailable = providers.isSuccess && !provider?.configured;

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="center" ta="center">
        <Text fw={600}>{reconnect ? `Vuelve a conectar tu cuenta de ${name}` : `Conecta tu cuenta de ${name}`}</Text>
        <Text size="sm" c="dimmed">
          {reconnect
            ? `${name} ya no acepta la conexión guardada. Vuelve a conectar tu cuenta para publicar esta propiedad.`
            : `Para publicar esta propiedad en ${name}, primero conecta tu cuenta con Vitrina.`}
        </Text>
        {unavailable ? (
          <Badge variant="light" color="gray" size="lg" radius="sm">
            No disponible por ahora
          </Badge>
        ) : providers.isError ? (
          <Button variant="light" onClick={() => void providers.refetch()} loading={providers.isFetching}>
            Reintentar
          </Button>
        ) : (
          <Button
            onClick={() => provider && setConnecting(provider)}
            loading={providers.isPending}
            aria-label={`${reconnect ? 'Reconectar' : 'Conectar'} ${name}`}
          >
            {reconnect ? 'Reconectar' : 'Conectar'}
          </Button>
        )}
      </Stack>
      <ProviderConnectModal provider={connecting} context={{ from, contextId }} onClose={() => setConnecting(null)} />
    </Paper>
  );
}
