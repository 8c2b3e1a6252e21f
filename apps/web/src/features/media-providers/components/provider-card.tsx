import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Image.css';
import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '../../../components/icons';
import type { ConnectedProvider } from '../api/connected-providers';
import { MediaProviderType, type MediaProvider } from '../api/media-providers';
import { networkOf } from '../lib/networks';
import { providerLogo } from '../lib/provider-logos';

interface ProviderCardProps {
  provider: MediaProvider;
  connection: ConnectedProvider | undefined;
  onConnect: () => void;
  onDisconnect: (connection: ConnectedProvider) => void;
}

/** One provider: connected (with the account), to reconnect, 'Conectar' or not available. */
export function ProviderCard({ provider, connection, onConnect, onDisconnect }: ProviderCardProps) {
  const { name } = provider;
  // Google Calendar is not offered yet, whatever the server says.
  const available = provider.configured && networkOf(provider.type) !== null;
  const reconnect = connection?.status === 'reconnect';

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={name}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Image src={providerLogo(provider.imageUrl)} alt="" w={40} h={40} fit="contain" style={{ flexShrink: 0 }} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600}>{name}</Text>
            {connection && !reconnect && (
              <Group gap={4} c="teal.7" wrap="nowrap">
                <IconCircleCheck size={16} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm">Esta cuenta está conectada</Text>
              </Group>
            )}
            {reconnect && (
              <Group gap={4} c="orange.8" wrap="nowrap" role="status">
                <IconAlertTriangle size={16} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm">Vuelve a conectar tu cuenta</Text>
              </Group>
            )}
            {connection?.username && (
              <Text size="sm" c="dimmed" truncate="end" title={connection.username}>
                {provider.type === MediaProviderType.Instagram ? `@${connection.username}` : connection.username}
              </Text>
            )}
            {!connection && (
              <Text size="sm" c="dimmed">
                {provider.permissions[0] ?? ''}
              </Text>
            )}
          </Stack>
        </Group>
        {connection ? (
          <Stack gap="xs">
            {reconnect && available && (
              <Button onClick={onConnect} aria-label={`Reconectar ${name}`}>
                Reconectar
              </Button>
            )}
            <Button variant="default" onClick={() => onDisconnect(connection)} aria-label={`Desconectar ${name}`}>
              Desconectar
            </Button>
          </Stack>
        ) : available ? (
          <Button variant="light" onClick={onConnect} aria-label={`Conectar ${name}`}>
            Conectar
          </Button>
        ) : (
          <Badge variant="light" color="gray" size="lg" radius="sm" fullWidth>
            No disponible por ahora
          </Badge>
        )}
      </Stack>
    </Card>
  );
}
