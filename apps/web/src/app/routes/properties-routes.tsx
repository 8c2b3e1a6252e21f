// One chunk for the property lists, draft creation and the publishing placeholder.
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { usePropertyTypesQuery } from '../../features/property-editor/api/catalogues';
import { DraftCreate } from '../../features/property-drafts/components/draft-create';
import { DraftList } from '../../features/property-drafts/components/draft-list';
import { PropertyList } from '../../features/properties/components/property-list';
import { PropertyView } from '../../features/properties/components/property-view';
import { useDocumentTitle } from '../../lib/use-document-title';

export function PropertiesListRoute() {
  useDocumentTitle('Mis Propiedades');
  const types = usePropertyTypesQuery();
  return <PropertyList propertyTypes={types.data ?? []} />;
}

export function DraftsListRoute() {
  useDocumentTitle('Borradores');
  const types = usePropertyTypesQuery();
  return <DraftList propertyTypes={types.data ?? []} />;
}

export function DraftCreateRoute() {
  useDocumentTitle('Nueva Propiedad');
  return <DraftCreate />;
}

/** The publishing page arrives with the publishing pipeline. */
export function DraftPublishingRoute() {
  useDocumentTitle('Publicando propiedad');
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={1} fz={26}>
        Publicar propiedad
      </Title>
      <Text c="dimmed">La publicación estará disponible muy pronto.</Text>
      <Button component={Link} to="/properties/drafts" variant="light">
        Volver a mis borradores
      </Button>
    </Stack>
  );
}

export function PropertyViewRoute() {
  const { propertyId = '' } = useParams();
  useDocumentTitle('Propiedad');
  return <PropertyView propertyId={propertyId} />;
}
