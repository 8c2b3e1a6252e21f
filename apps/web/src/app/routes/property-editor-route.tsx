import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Typography.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Tooltip.css';
import { Center, Loader, Skeleton } from '@mantine/core';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useParams } from 'react-router';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { EditorPage } from '../../features/property-editor/components/editor-page';
import type { ActivityDrawerProps, ActivitySlots } from '../../features/property-editor/lib/activity-slots';
import type { DeleteDraftDialogProps, DraftSlots } from '../../features/property-editor/lib/draft-slots';
import type { LocationPickerProps, MapSlots, StaticMapProps } from '../../features/property-editor/lib/map-slots';
import type { ConnectPromptProps, SocialSlots } from '../../features/property-editor/lib/social-slots';
import { useDocumentTitle } from '../../lib/use-document-title';

// Leaflet loads only when a map is on screen.
const LazyPicker = lazy(() => import('../../features/geocoding/components/location-picker').then((m) => ({ default: m.LocationPicker })));
const LazyStaticMap = lazy(() => import('../../features/geocoding/components/static-map').then((m) => ({ default: m.StaticMap })));

const mapFallback = (
  <Center h={300}>
    <Loader size="sm" role="status" aria-label="Cargando mapa" />
  </Center>
);

const maps: MapSlots = {
  LocationPicker: (props: LocationPickerProps) => (
    <Suspense fallback={mapFallback}>
      <LazyPicker {...(props as ComponentProps<typeof LazyPicker>)} />
    </Suspense>
  ),
  StaticMap: (props: StaticMapProps) => (
    <Suspense fallback={mapFallback}>
      <LazyStaticMap {...props} />
    </Suspense>
  ),
};

// The connection prompt (media providers, zod) loads with the social tool that shows it (issue 15).
const LazyConnectPrompt = lazy(() => import('../../features/media-providers/components/connect-provider-prompt').then((m) => ({ default: m.ConnectProviderPrompt })));
const social: SocialSlots = {
  ConnectPrompt: (props: ConnectPromptProps) => (
    <Suspense fallback={<Skeleton height={160} role="status" aria-busy="true" aria-label="Cargando conexión" />}>
      <LazyConnectPrompt {...props} from="property-editor" />
    </Suspense>
  ),
};

// The delete confirmation loads when 'Eliminar borrador' is first pressed, then stays mounted (its
// closing animation and state as before).
const LazyDeleteDialog = lazy(() => import('../../features/property-drafts/components/delete-draft-dialog').then((m) => ({ default: m.DeleteDraftDialog })));
function DeleteDialog(props: DeleteDraftDialogProps) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <LazyDeleteDialog {...props} />
    </Suspense>
  ) : null;
}
const drafts: DraftSlots = { DeleteDialog };

// The listing's timeline loads its code when 'Actividad' is first opened.
const LazyActivityDrawer = lazy(() => import('../../features/collaboration/components/activity-drawer').then((m) => ({ default: m.ActivityDrawer })));
const activity: ActivitySlots = {
  ActivityDrawer: (props: ActivityDrawerProps) =>
    props.opened ? (
      <Suspense fallback={null}>
        <LazyActivityDrawer {...props} />
      </Suspense>
    ) : null,
};

/** /property-editor/{propertyDraftId}/create, outside the shell. */
export function PropertyEditorRoute() {
  const { propertyDraftId = '' } = useParams();
  const { agent } = useAuth();
  useDocumentTitle('Editor de propiedades');
  return <EditorPage propertyDraftId={propertyDraftId} maps={maps} agentName={agent?.fullName ?? ''} social={social} drafts={drafts} activity={activity} />;
}

