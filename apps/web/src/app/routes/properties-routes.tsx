// One chunk for the property lists, draft creation and the publishing page.
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { usePropertyTypesQuery } from '../../lib/property-catalogues';
import { DraftCreate } from '../../features/property-drafts/components/draft-create';
import { DraftList } from '../../features/property-drafts/components/draft-list';
import { PropertyList } from '../../features/properties/components/property-list';
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
