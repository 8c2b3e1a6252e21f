import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Image.css';
import { Button, Group, Image, List, Modal, Stack, Text } from '@mantine/core';
import { IconBrandFacebookFilled, IconCircleCheck } from '../../../components/icons';
import type { MediaProvider } from '../api/media-providers';
import { useConnectProvider, usePreloadFacebookSdk } from '../hooks/use-connect-provider';
import type { ConnectContext } from '../lib/connect-return';
import { networkOf } from '../lib/networks';
import { providerLogo } from '../lib/provider-logos';

interface ProviderConnectModalProps {
  /** The provider to connect; null keeps the modal closed. */
  provider: MediaProvider | null;
  /** Where the agent is connecting from, so that the callback brings them back. */
  context: ConnectContext;
  onClose: () => void;
}

/** 'Conectar': the provider, the permissions it asks for and its login. */
export function ProviderConnectModal({ provider, context, onClose }: ProviderConnectModalProps) {
  const network = provider ? networkOf(provider.type) : null;
  const { connect, pending } = useConnectProvider(context);
  usePreloadFacebookSdk(network === 'facebook');

  return (
    <Modal opened={provider !== null} onClose={onClose} title={provider ? `Conectar ${provider.name}` : ''} centered>
      {provider && (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <Image src={providerLogo(provider.imageUrl)} alt="" w={48} h={48} fit="contain" />
            <Text fw={600}>{provider.name}</Text>
          </Group>
          <Text size="sm">Vitrina te pedirá estos permisos:</Text>
          <List
            size="sm"
            spacing={6}
            icon={<IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden />}
            aria-label="Permisos"
          >
            {provider.permissions.map((permission) => (
              <List.Item key={permission}>{permission}</List.Item>
            ))}
          </List>
          <Text size="xs" c="dimmed">
            Podrás cambiar estos permisos más adelante desde la configuración de tu cuenta.
          </Text>
          {network ? (
            <Button
              fullWidth
              color={network === 'facebook' ? '#1877F2' : undefined}
              leftSection={network === 'facebook' ? <IconBrandFacebookFilled size={18} aria-hidden /> : undefined}
              loading={pending === network}
              onClick={() => connect(network)}
            >
              Iniciar sesión con {provider.name}
            </Button>
          ) : (
            <Text size="sm" c="dimmed" role="note">
              La conexión con {provider.name} no está disponible por ahora.
            </Text>
          )}
          <Button variant="default" onClick={onClose} fullWidth>
            Cancelar
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
