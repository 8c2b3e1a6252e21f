import '@mantine/core/styles/Container.css';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The onboarding wizard comes in a later issue; for now its frame and the way out. */
export function OnboardingRoute() {
  useDocumentTitle('Configura tu perfil');
  const { agent } = useAuth();
  return (
    <Container size="sm" py={48}>
      <Stack gap="lg">
        <Group justify="space-between">
          <Text fw={800} fz={24} c="indigo.7">
            Vitrina
          </Text>
          <Button component={Link} to={paths.logout} variant="subtle" color="gray">
            Salir de mi cuenta
          </Button>
        </Group>
        <Title order={1} fz={28}>
          Hola, {agent?.firstName}. Configura tu perfil
        </Title>
        <Text c="dimmed">Esta sección está en camino.</Text>
        <Group>
          <Button component={Link} to={paths.dashboard}>
            Ir al escritorio
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
