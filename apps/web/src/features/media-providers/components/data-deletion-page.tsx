import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/List.css';
import { Button, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { networkNames, type Network } from '../lib/networks';
import { DataDeletionStatus } from './data-deletion-status';
import { paths } from '../../../config/paths';

interface DataDeletionPageProps {
  network: Network;
  /** The step-by-step instructions instead of the confirmation. */
  instructions: boolean;
  /** 'account' when the agent has just disconnected from the account page. */
  from: string | null;
  /** Meta's confirmation code, on the status link it gives the person. */
  code: string | null;
}

/** Public pages: the data of a network has been removed, or how to remove it. */
export function DataDeletionPage({ network, instructions, from, code }: DataDeletionPageProps) {
  const name = networkNames[network];
  const toAccount = !instructions && from === 'account';
  return (
    <Container size="sm" py={{ base: 32, sm: 48 }} px="md">
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {instructions ? `Cómo eliminar tus datos de ${name}` : `Tus datos de ${name} han sido eliminados`}
        </Title>
        {instructions ? (
          <Instructions name={name} />
        ) : (
          <>
            <Text>
              Hemos eliminado por completo los datos de tu cuenta de {name} que guardaba Vitrina. Puedes volver a
              conectar tu cuenta en cualquier momento.
            </Text>
            {code && <DataDeletionStatus code={code} />}
          </>
        )}
        <Button
          component={Link}
          to={toAccount ? paths.accountIntegrations : paths.dashboard}
          style={{ alignSelf: 'flex-start' }}
        >
          {toAccount ? 'Volver a Integraciones' : 'Ir al escritorio'}
        </Button>
      </Stack>
    </Container>
  );
}

function Instructions({ name }: { name: string }) {
  return (
    <>
      <Text>Puedes eliminar de Vitrina los datos de tu cuenta de {name} de dos maneras.</Text>
      <Title order={2} fz={18}>
        Desde Vitrina
      </Title>
      <Text>
        Entra a Vitrina y ve a Ajustes {'>'} Integraciones. En la tarjeta de {name}, pulsa «Desconectar» y confirma.
      </Text>
      <Title order={2} fz={18}>
        Desde {name}
      </Title>
      <List type="ordered" spacing="xs">
        <List.Item>Abre la aplicación de {name}.</List.Item>
        <List.Item>Ve a tu perfil.</List.Item>
        <List.Item>Abre el menú.</List.Item>
        <List.Item>Entra en Configuración.</List.Item>
        <List.Item>Abre «Aplicaciones y sitios web».</List.Item>
        <List.Item>Busca Vitrina.</List.Item>
        <List.Item>Pulsa «Eliminar».</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        En cuanto quitas el acceso, {name} nos avisa y eliminamos los datos de tu cuenta que guardaba Vitrina.
      </Text>
    </>
  );
}
