import { useParams } from 'react-router';
import { AcceptInvitation } from '../../features/collaboration/components/accept-invitation';
import { useDocumentTitle } from '../../lib/use-document-title';

/** `/invitations/{token}`: the link of an invitation (issue 11). */
export function InvitationRoute() {
  const { token = '' } = useParams();
  useDocumentTitle('Invitación');
  return <AcceptInvitation key={token} token={token} />;
}
