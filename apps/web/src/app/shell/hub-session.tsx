import { useQueryClient } from '@tanstack/react-query';
import { agentGroup, type AgentPublishingMessage } from '@vitrina/contract/hub';
import { useCallback, useEffect } from 'react';
import { milestonesQueryOptions } from '../../features/milestones/api/milestones';
import { propertyListsKey } from '../../features/properties/api/properties';
import { draftQueryOptions } from '../../features/property-editor/api/draft';
import { draftListsKey } from '../../features/property-drafts/api/drafts';
import { usePublicationEvents } from '../../features/publishing/hooks/use-publication-events';
import { publishingDraftsQueryOptions } from '../../features/publishing-panel/api/publishing-drafts';
import { getAccessToken } from '../../lib/access-token';
import { startHub, stopHub } from '../../lib/hub';
import { useHubGroups, useHubMessages } from '../../lib/use-hub';

/**
 * The signed-in session's hub: opens the connection (socket.io loads after the first screen), is
 * in the agent group, and turns a publication's end into a toast and fresh lists. Renders nothing.
 */
export function HubSession({ agentId }: { agentId: string }) {
  const queryClient = useQueryClient();

  useEffect(() => {
    startHub();
    // The editor lives outside the shell: keep the connection unless the session is gone.
    return () => {
      if (!getAccessToken()) stopHub();
    };
  }, [agentId]);

  // The server already puts the socket in it; joining says so explicitly and is harmless.
  useHubGroups([agentGroup(agentId)]);

  const onEnded = useCallback(
    (message: AgentPublishingMessage) => {
      // The draft list patches its cards itself ('Publicado') and reads again on its next visit.
      void queryClient.invalidateQueries({ queryKey: draftListsKey, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: draftQueryOptions(message.propertyDraftId).queryKey });
      void queryClient.invalidateQueries({ queryKey: propertyListsKey });
      void queryClient.invalidateQueries({ queryKey: publishingDraftsQueryOptions.queryKey });
      // The first publication completes 'Crea tu primera propiedad'.
      if (message.type === 'PropertyPublished') void queryClient.invalidateQueries({ queryKey: milestonesQueryOptions.queryKey });
    },
    [queryClient],
  );
  usePublicationEvents(onEnded);

  // A publication started in another tab or device shows in the panel and the draft list at once.
  useHubMessages(null, (message) => {
    if (message.type !== 'PublishingStarted') return;
    void queryClient.invalidateQueries({ queryKey: publishingDraftsQueryOptions.queryKey });
    void queryClient.invalidateQueries({ queryKey: draftListsKey });
  });
  return null;
}
