import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { notifyError } from '../../../lib/notify';
import type { ConnectedProvider } from '../api/connected-providers';
import { useDisconnectProviderMutation } from '../api/connect-provider';
import type { ConnectOrigin } from '../lib/connect-return';
import { connectMessages, networkOf } from '../lib/networks';

interface DisconnectProviderModalProps {
  /** The connection to remove; null keeps the modal closed. */
  connection: ConnectedProvider | null;
  /** 'account' makes the data-deletion page lead back to Integraciones. */
  from?: ConnectOrigin | null;
  onClose: () => void;
}

/** 'Desconectar {provider}': confirm, remove the connection and show the data-deletion page. */
export function DisconnectProviderModal({ connection, from = 'account', onClose }: DisconnectProviderModalProps) {
  const navigate = useNavigate();
  const disconnect = useDisconnectProviderMutation();
  const name = connection?.mediaProvider.name ?? '';

  const confirm = () => {
    if (!connection) return;
    disconnect.mutate(connection.mediaProviderAgentId, {
      onSuccess: () => {
        onClose();
        const network = networkOf(connection.type);
        if (network) navigate(`/${network}/data-delete${from === 'account' ? '?from=account' : ''}`);
      },
      onError: () => notifyError(connectMessages.disconnect),
    });
  };

  return (
    <Modal
      opened={connection !== null}
      onClose={() => !disconnect.isPending && onClose()}
      title={`Desconectar ${name}`}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          Si desconectas tu cuenta de {name}, dejarás de ver sus analíticas y de gestionar tu trabajo con esta
          plataforma desde Vitrina.
        </Text>
        <Text size="sm">Podrás volver a conectarla en cualquier momento.</Text>
        <Group justify="flex-end" gap="sm" wrap="wrap-reverse">
          <Button variant="default" onClick={onClose} disabled={disconnect.isPending}>
            Cancelar
          </Button>
          <Button color="red" onClick={confirm} loading={disconnect.isPending}>
            Sí, desconectar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
