import '@mantine/core/styles/Paper.css';
import { useQueryClient } from '@tanstack/react-query';
import { AuthorizationCallback } from '../../features/media-providers/components/authorization-callback';
import type { Network } from '../../features/media-providers/lib/networks';
import { milestonesQueryOptions } from '../../features/milestones/api/milestones';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /oauth/authorize/{instagram|facebook}: the network sends the agent back here (DECISIONS §2). */
function OAuthCallbackRoute({ network }: { network: Network }) {
  useDocumentTitle('Vinculando tu cuenta');
  const queryClient = useQueryClient();
  // Connecting the first account records milestone 3 on the server.
  const onConnected = () => void queryClient.invalidateQueries({ queryKey: milestonesQueryOptions.queryKey });
  return <AuthorizationCallback network={network} onConnected={onConnected} />;
}

export function InstagramCallbackRoute() {
  return <OAuthCallbackRoute network="instagram" />;
}

export function FacebookCallbackRoute() {
  return <OAuthCallbackRoute network="facebook" />;
}
