import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/List.css';
import { Button, Group, Image, List, Modal, Stack, Text } from '@mantine/core';
import type { MediaProvider } from '../api/media-providers';

interface ProviderConnectModalProps {
  provider: MediaProvider | null;
  onClose: () => void;
}

/**
 * 'Conectar': the provider, the permissions it asks for and its login. Connecting accounts comes
 * in a later release, so the login is shown disabled with a note instead of doing nothing.
 */
export function ProviderConnectModal({ provider, onClose }: ProviderConnectModalProps) {
  return (
    <Modal opened={provider !== null} onClose={onClose} title={provider ? `Conectar ${provider.name}` : ''} centered>
      {provider && (
        <Stack gap="md">
          <Group gap="sm">
            <Image src={provider.imageUrl} alt="" w={40} h={40} />
            <Text fw={600}>{provider.name}</Text>
          </Group>
          <Text size="sm">Vitrina te pedirá estos permisos:</Text>
          <List size="sm" spacing={4}>
            {provider.permissions.map((permission) => (
              <List.Item key={permission}>{permission}</List.Item>
            ))}
          </List>
          <Text size="xs" c="dimmed">
            Podrás cambiar estos permisos más adelante desde la configuración de tu cuenta.
          </Text>
          <Text size="sm" c="orange.8" role="note">
            La conexión con {provider.name} estará disponible muy pronto.
          </Text>
          <Button disabled fullWidth>
            Iniciar sesión con {provider.name}
          </Button>
          <Button variant="default" onClick={onClose} fullWidth>
            Cerrar
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
