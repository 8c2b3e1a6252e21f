import { Stack, Text, Title } from '@mantine/core';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';

export function DashboardRoute() {
  useDocumentTitle('Escritorio');
  const { agent } = useAuth();
  return (
    <Stack gap="xs">
      <Title order={1} fz={26}>
        Hola, {agent?.firstName}
      </Title>
      <Text c="dimmed">Esta sección está en camino.</Text>
    </Stack>
  );
}
