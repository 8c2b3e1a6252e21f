import { useQueryClient } from '@tanstack/react-query';
import { draftPublishingGroup } from '@vitrina/contract/hub';
import { DraftStatus } from '@vitrina/contract/enums/property';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { useHubMessages } from '../../../lib/use-hub';
import { usePublishDraft } from '../api/publish-draft';
import { publishingDraftQueryOptions, usePublishingDraftQuery } from '../api/publishing-draft';
import { applyPublishingMessage, markRetrying } from '../lib/apply-message';
import { derivePublishing, type StartState } from '../lib/derive-steps';
import { publishingMessages } from '../messages';
import { paths } from '../../../config/paths';

/** Without the hub, a draft being published is read again this often. */
const POLL_MS = 5000;

/**
 * The publishing page's state: the draft (read, then patched by the hub messages of its group and
 * read again after every join), the automatic start once the group is joined, and the retries.
 */
export function usePublishing(propertyDraftId: string, onStarted?: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { queryKey } = publishingDraftQueryOptions(propertyDraftId);
  const group = draftPublishingGroup(propertyDraftId);

  const hub = useHubMessages(
    group,
    (message) => {
      if (message.type !== 'PublishingStep' || message.propertyDraftId !== propertyDraftId) return;
      queryClient.setQueryData<PropertyDraft>(queryKey, (draft) => draft && applyPublishingMessage(draft, message));
    },
    // Joined (again): read what the messages may have missed.
    () => void queryClient.invalidateQueries({ queryKey }),
  );

  const live = hub.status === 'connected';
  const query = usePublishingDraftQuery(propertyDraftId, (data) =>
    !live && data?.status === DraftStatus.Publishing ? POLL_MS : false,
  );
  const draft = query.data;

  const [start, setStart] = useState<StartState>('waiting');
  const publish = usePublishDraft(propertyDraftId);
  const mutate = publish.mutate;

  const run = useCallback(
    (retry: boolean) => {
      if (!retry) setStart('starting');
      mutate(undefined, {
        onSuccess: (answer) => {
          // Keep what a faster hub message already told, unless this is a retry.
          queryClient.setQueryData<PropertyDraft>(queryKey, (cached) =>
            !retry && cached && cached.status !== DraftStatus.Pending ? cached : markRetrying(answer),
          );
          setStart('started');
          onStarted?.();
        },
        onError: (error) => {
          if (isApiError(error, 'PROPERTY_DRAFT_INVALID')) {
            navigate(paths.editor(propertyDraftId, { validation_error: 'true' }), { replace: true });
          } else if (isApiError(error, 'PROPERTY_DRAFT_ALREADY_PUBLISHED')) {
            void queryClient.invalidateQueries({ queryKey });
          } else if (retry) {
            notifyError(publishingMessages.startFailed);
          } else {
            setStart('failed');
          }
        },
      });
    },
    [mutate, queryClient, queryKey, onStarted, navigate, propertyDraftId],
  );

  // A Pending draft starts by itself once its group is joined, once per visit (StrictMode too).
  const autoStarted = useRef(false);
  const pending = draft ? draft.status !== DraftStatus.Publishing && draft.status !== DraftStatus.Published : false;
  useEffect(() => {
    if (autoStarted.current || !pending || !hub.joined) return;
    autoStarted.current = true;
    run(false);
  }, [pending, hub.joined, run]);

  const view = useMemo(() => (draft ? derivePublishing(draft, start) : null), [draft, start]);

  return {
    query,
    draft,
    view,
    hubStatus: hub.status,
    /** Starts again after a failed start or a failed property. */
    restart: () => run(false),
    /** Sends the failed networks of a published draft again. */
    retryNetworks: () => run(true),
    retrying: publish.isPending,
  };
}
