// The invitation dialog, a route over the draft list (spec 3 §2): closing it goes back where the
// agent came from (the editor passes `state.returnTo`), or to the draft list. A published listing
// is not in the draft list: its invitation opens on the listing's own page instead, and closing it
// still goes back where the agent came from.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/Tabs.css';
import { useQuery } from '@tanstack/react-query';
import { DraftStatus } from '@vitrina/contract/enums/property';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { InviteDialog } from '../../features/collaboration/components/invite-dialog';
import { draftQueryOptions } from '../../features/property-editor/api/draft-options';
import type { PropertyViewState } from './property-view-route';

// The draft list behind the dialog (its filters, cards, pagination) loads beside the dialog, not
// before it: the dialog the agent came for is the page's first screen (issue 15). The same chunk
// as /properties/drafts, so going back to the list after closing fetches nothing more.
const DraftsListRoute = lazy(() => import('./properties-routes').then((m) => ({ default: m.DraftsListRoute })));

export function InviteRoute() {
  const { propertyDraftId = '' } = useParams();
  const navigate = useNavigate();
  const state = useLocation().state as { returnTo?: string } | null;
  const cameFrom = state?.returnTo?.startsWith('/') ? state.returnTo : null;
  const returnTo = cameFrom ?? paths.propertyDrafts;
  const draft = useQuery(draftQueryOptions(propertyDraftId)).data;
  if (draft?.status === DraftStatus.Published && draft.property) {
    const listing: PropertyViewState = { invite: true, ...(cameFrom ? { returnTo: cameFrom } : {}) };
    return <Navigate replace to={paths.propertyView(draft.property.slug, draft.property.propertyId)} state={listing} />;
  }
  return (
    <>
      <Suspense fallback={null}>
        <DraftsListRoute />
      </Suspense>
      <InviteDialog key={propertyDraftId} propertyDraftId={propertyDraftId} listingTitle={draft?.title} onClose={() => void navigate(returnTo)} />
    </>
  );
}
