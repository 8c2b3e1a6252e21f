import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundRoute() {
  useDocumentTitle('Página no encontrada');
  return (
    <Center mih="100vh" p="xl">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Text fw={800} fz={72} c="indigo.6" lh={1}>
          404
        </Text>
        <Title order={1} fz={30}>
          Parece que te has perdido
        </Title>
        <Text c="dimmed">La página que buscas no existe o fue movida a otro lugar.</Text>
        <Button component={Link} to={paths.home} size="md">
          Volver al inicio
        </Button>
      </Stack>
    </Center>
  );
}
