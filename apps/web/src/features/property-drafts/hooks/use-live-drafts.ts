import { useQueryClient } from '@tanstack/react-query';
import type { HubMessage } from '@vitrina/contract/hub';
import { DraftStatus, PostStatus } from '@vitrina/contract/enums/property';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { useHubMessages } from '../../../lib/use-hub';
import { draftListsKey, type DraftPage } from '../api/drafts';

/** What a hub message says of a draft's card, or null when it says nothing. */
function patchFor(message: HubMessage): Partial<PropertyDraft> | null {
  const property = message.slug && message.propertyId ? { slug: message.slug, propertyId: message.propertyId } : null;
  if (message.type === 'PropertyPublished' || (message.type === 'PublishingStep' && message.step === 4)) {
    return { status: DraftStatus.Published, postStatus: message.postStatus, ...(property ? { property } : {}) };
  }
  if (message.type === 'PublishingFailed') return { status: DraftStatus.Pending, postStatus: PostStatus.Failed };
  return null;
}

/**
 * Keeps the visible draft cards in step with the hub: a published draft is flagged 'Publicado'
 * (and opens its publication), a failed one reads 'Editar borrador' again. The lists are read
 * again on their next visit (the shell marks them stale).
 */
export function useLiveDrafts(): void {
  const queryClient = useQueryClient();
  useHubMessages(null, (message) => {
    const patch = patchFor(message);
    if (!patch) return;
    queryClient.setQueriesData<DraftPage>({ queryKey: draftListsKey }, (page) => {
      if (!page?.items.some((d) => d.propertyDraftId === message.propertyDraftId)) return page;
      return {
        ...page,
        items: page.items.map((d) => (d.propertyDraftId === message.propertyDraftId ? { ...d, ...patch } : d)),
      };
    });
  });
}
