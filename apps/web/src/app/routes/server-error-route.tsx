import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths, pageTitle } from '../../config/paths';
import { reportError } from '../../lib/error-reporting';
import { NotFoundRoute } from './not-found-route';

/** The 500 page behind the root error boundary; the error is reported when reporting is on. */
export function ServerErrorRoute() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (notFound) return;
    document.title = pageTitle('Algo ha salido mal');
    reportError(error);
  }, [error, notFound]);

  if (notFound) return <NotFoundRoute />;
  return (
    <Center mih="100vh" p="xl">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Text fw={800} fz={72} c="red.2" lh={1}>
          500
        </Text>
        <Title order={1} fz={30}>
          Algo ha salido mal
        </Title>
        <Text c="dimmed">Tuvimos un problema al mostrar esta página. Ya estamos trabajando para resolverlo.</Text>
        {/* A full page load leaves the broken state behind. */}
        <Anchor href={paths.home} fw={600}>
          Volver al inicio
        </Anchor>
      </Stack>
    </Center>
  );
}
