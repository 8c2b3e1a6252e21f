import { Anchor } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from '../../components/status-page';
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
    <StatusPage
      code="500"
      color="red.2"
      title="Algo ha salido mal"
      text="Tuvimos un problema al mostrar esta página. Ya estamos trabajando para resolverlo."
      // A full page load leaves the broken state behind.
      action={
        <Anchor href={paths.home} fw={600}>
          Volver al inicio
        </Anchor>
      }
    />
  );
}
