import { useQueryClient } from '@tanstack/react-query';
import { draftPublishingGroup, PublishingStep, type HubMessage } from '@vitrina/contract/hub';
import { useCallback, useMemo, useState } from 'react';
import { useHubGroups, useHubMessages } from '../../../lib/use-hub';
import { publishingDraftsQueryOptions, usePublishingDraftsQuery, type PublishingDraft } from '../api/publishing-drafts';
import { patchFromEnd, patchFromStep } from '../lib/patch-draft';

const { queryKey } = publishingDraftsQueryOptions;

/**
 * The rows of the 'Publicando propiedades' panel: the drafts being published (GET statuses=2),
 * moved live by the step messages of their groups and by the agent group. A publication that just
 * ended stays as a row ('Publicada', 'No se pudo publicar') until the panel is closed.
 */
export function usePublishingPanel() {
  const queryClient = useQueryClient();
  const query = usePublishingDraftsQuery();
  const [ended, setEnded] = useState<PublishingDraft[]>([]);
  const list = useMemo(() => query.data ?? [], [query.data]);

  useHubGroups(list.map((draft) => draftPublishingGroup(draft.propertyDraftId)));

  /** Moves a row out of the list into the ended rows; `build` gets the row last known. */
  const end = useCallback(
    (id: string, build: (known: PublishingDraft | undefined) => PublishingDraft) => {
      const current = queryClient.getQueryData<PublishingDraft[]>(queryKey)?.find((r) => r.propertyDraftId === id);
      setEnded((rows) => {
        const row = build(current ?? rows.find((r) => r.propertyDraftId === id));
        return [row, ...rows.filter((r) => r.propertyDraftId !== id)];
      });
      queryClient.setQueryData<PublishingDraft[]>(queryKey, (rows) => rows?.filter((r) => r.propertyDraftId !== id));
    },
    [queryClient],
  );

  const onMessage = (message: HubMessage) => {
    const rows = queryClient.getQueryData<PublishingDraft[]>(queryKey) ?? [];
    const current = rows.find((r) => r.propertyDraftId === message.propertyDraftId);
    if (message.type === 'PublishingStep') {
      // A publication this list does not know yet (started elsewhere): read the list again.
      if (!current) return void queryClient.invalidateQueries({ queryKey });
      const next = patchFromStep(current, message);
      if (message.step === PublishingStep.Finished || message.status !== current.status) {
        return end(message.propertyDraftId, () => next);
      }
      queryClient.setQueryData<PublishingDraft[]>(queryKey, rows.map((r) => (r === current ? next : r)));
      return;
    }
    end(message.propertyDraftId, (known) => patchFromEnd(known, message));
  };
  useHubMessages(null, onMessage);

  const drafts = useMemo(() => {
    const ids = new Set(list.map((d) => d.propertyDraftId));
    return [...list, ...ended.filter((row) => !ids.has(row.propertyDraftId))];
  }, [list, ended]);

  return { drafts, query, clearEnded: useCallback(() => setEnded([]), []) };
}
