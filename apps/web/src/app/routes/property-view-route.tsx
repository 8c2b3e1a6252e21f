// The agent's property page: its own chunk, so the lists do not load the listing's preview.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Typography.css';
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import type { Property } from '@vitrina/contract/schemas/property';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { PropertyView, type ListingSlotProps } from '../../features/properties/components/property-view';
import { DraftPreview } from '../../features/property-editor/components/preview/draft-preview';
import type { StaticMapProps } from '../../features/property-editor/lib/map-slots';

// The listing's visits (issue 12) load beside the page, so its first load stays within its ceiling.
const LazyListingVisits = lazy(() => import('../../features/visits/components/listing-visits').then((m) => ({ default: m.ListingVisits })));

// Leaflet loads only when the listing has a point on the map.
const LazyStaticMap = lazy(() => import('../../features/geocoding/components/static-map').then((m) => ({ default: m.StaticMap })));

function StaticMap(props: StaticMapProps) {
  return (
    <Suspense
      fallback={
        <Center h={300}>
          <Loader size="sm" role="status" aria-label="Cargando mapa" />
        </Center>
      }
    >
      <LazyStaticMap {...props} />
    </Suspense>
  );
}

// 'Clientes que coinciden' (issue 12) loads beside the listing, after the page's own code.
const LazyDraftMatches = lazy(() => import('../../features/matching/components/draft-matches-block').then((m) => ({ default: m.DraftMatchesBlock })));

// 'Invitar agentes', the owner's invitation dialog over the listing, loads beside the page too.
const LazyInviteButton = lazy(() => import('../../features/collaboration/components/invite-button').then((m) => ({ default: m.InviteButton })));

// 'Actividad' (issue 11), the listing's timeline for the owner and collaborators, also loads beside the page.
const LazyActivityButton = lazy(() => import('../../features/collaboration/components/activity-button').then((m) => ({ default: m.ActivityButton })));

/** The property page draws the listing with the editor's preview, beside its own panels. */
function Listing({ property, aside }: ListingSlotProps) {
  const { agent } = useAuth();
  const withVisits = (
    <>
      {aside}
      <Suspense fallback={null}>
        <LazyActivityButton propertyDraftId={property.propertyDraftId} />
      </Suspense>
      <Suspense fallback={null}>
        <LazyListingVisits property={property} />
      </Suspense>
      <Suspense fallback={null}>
        <LazyDraftMatches propertyDraftId={property.propertyDraftId} />
      </Suspense>
    </>
  );
  return <DraftPreview draft={property} agentName={agent?.fullName ?? ''} StaticMap={StaticMap} views={property.viewCount} aside={withVisits} />;
}

/**
 * Arriving with `state.invite` (from the invitation route) opens the dialog at once; with
 * `state.returnTo` (the editor that asked for it), closing it goes back there.
 */
export interface PropertyViewState {
  invite?: boolean;
  returnTo?: string;
}

/** The page's title is the listing's, set by the view once it has loaded. */
export function PropertyViewRoute() {
  const { propertyId = '' } = useParams();
  const navigate = useNavigate();
  const state = useLocation().state as PropertyViewState | null;
  const invite = state?.invite === true;
  const returnTo = invite && state?.returnTo?.startsWith('/') ? state.returnTo : null;
  const OwnerActions = useMemo(
    () =>
      function OwnerActions({ property, title }: { property: Property; title: string }) {
        return (
          <Suspense fallback={null}>
            <LazyInviteButton
              propertyDraftId={property.propertyDraftId}
              listingTitle={title}
              initiallyOpen={invite}
              onClosed={returnTo ? () => void navigate(returnTo) : undefined}
            />
          </Suspense>
        );
      },
    [invite, returnTo, navigate],
  );
  return <PropertyView key={propertyId} propertyId={propertyId} Listing={Listing} OwnerActions={OwnerActions} />;
}
