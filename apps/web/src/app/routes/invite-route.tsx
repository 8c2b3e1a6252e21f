// The invitation dialog, a route over the draft list (spec 3 §2): closing it goes back where the
// agent came from (the editor passes `state.returnTo`), or to the draft list.
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
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { InviteDialog } from '../../features/collaboration/components/invite-dialog';

// The draft list behind the dialog (its filters, cards, pagination) loads beside the dialog, not
// before it: the dialog the agent came for is the page's first screen (issue 15). The same chunk
// as /properties/drafts, so going back to the list after closing fetches nothing more.
const DraftsListRoute = lazy(() => import('./properties-routes').then((m) => ({ default: m.DraftsListRoute })));

export function InviteRoute() {
  const { propertyDraftId = '' } = useParams();
  const navigate = useNavigate();
  const state = useLocation().state as { returnTo?: string } | null;
  const returnTo = state?.returnTo?.startsWith('/') ? state.returnTo : '/properties/drafts';
  return (
    <>
      <Suspense fallback={null}>
        <DraftsListRoute />
      </Suspense>
      <InviteDialog key={propertyDraftId} propertyDraftId={propertyDraftId} onClose={() => void navigate(returnTo)} />
    </>
  );
}
