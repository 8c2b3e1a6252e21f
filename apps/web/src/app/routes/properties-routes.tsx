// One chunk for the property lists, draft creation and the publishing page.
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Typography.css';
import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback } from 'react';
import { useParams } from 'react-router';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { usePropertyTypesQuery } from '../../features/property-editor/api/catalogues';
import { DraftCreate } from '../../features/property-drafts/components/draft-create';
import { DraftList } from '../../features/property-drafts/components/draft-list';
import { PropertyList } from '../../features/properties/components/property-list';
import { PropertyView, type ListingSlotProps } from '../../features/properties/components/property-view';
import { DraftPreview } from '../../features/property-editor/components/preview/draft-preview';
import type { StaticMapProps } from '../../features/property-editor/lib/map-slots';
import { draftListsKey } from '../../features/property-drafts/api/drafts';
import { PublishingPage } from '../../features/publishing/components/publishing-page';
import { publishingDraftsQueryOptions } from '../../features/publishing-panel/api/publishing-drafts';
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

/** Publishing progress: once it starts, the panel and the draft list read it as Publishing. */
export function DraftPublishingRoute() {
  const { propertyDraftId = '' } = useParams();
  useDocumentTitle('Publicando propiedad');
  const queryClient = useQueryClient();
  const onStarted = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: publishingDraftsQueryOptions.queryKey });
    void queryClient.invalidateQueries({ queryKey: draftListsKey });
  }, [queryClient]);
  return <PublishingPage key={propertyDraftId} propertyDraftId={propertyDraftId} onStarted={onStarted} />;
}

// Leaflet loads only when the listing has a point on the map.
const LazyStaticMap = lazy(() => import('../../features/geocoding/components/static-map').then((m) => ({ default: m.StaticMap })));

function StaticMap(props: StaticMapProps) {
  return (
    <Suspense
      fallback={
        <Center h={300}>
          <Loader size="sm" aria-label="Cargando mapa" />
        </Center>
      }
    >
      <LazyStaticMap {...props} />
    </Suspense>
  );
}

/** The property page draws the listing with the editor's preview, beside its own panels. */
function Listing({ property, aside }: ListingSlotProps) {
  const { agent } = useAuth();
  return <DraftPreview draft={property} agentName={agent?.fullName ?? ''} StaticMap={StaticMap} views={property.viewCount} aside={aside} />;
}

export function PropertyViewRoute() {
  const { propertyId = '' } = useParams();
  useDocumentTitle('Propiedad');
  return <PropertyView key={propertyId} propertyId={propertyId} Listing={Listing} />;
}
