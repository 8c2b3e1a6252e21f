import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { StatusPage } from '../../components/status-page';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundRoute() {
  useDocumentTitle('Página no encontrada');
  return (
    <StatusPage
      code="404"
      color="indigo.6"
      title="Parece que te has perdido"
      text="La página que buscas no existe o fue movida a otro lugar."
      action={
        <Button component={Link} to={paths.home} size="md">
          Volver al inicio
        </Button>
      }
    />
  );
}
