import { DraftStatus } from '@vitrina/contract/enums/property';
import { agentGroup } from '@vitrina/contract/hub';
import { publishCheck, type PublishCheckItem } from '@vitrina/contract/schemas/publish-check';
import { ApiError } from '../../lib/errors';
import type { HubEmitter } from '../../plugins/hub';
import type { Jobs } from '../../plugins/jobs';
import { draftNotFound, type PropertyDraftsService } from '../property-drafts/property-drafts.service';
import type { PublishingRepository } from './publishing.repository';

export const PUBLISHING_QUEUE = 'property-publishing';

const invalid = (items: PublishCheckItem[]) =>
  Object.assign(new ApiError('PROPERTY_DRAFT_INVALID', 'Completa los datos que faltan antes de publicar', 409), { items });
const alreadyPublished = () => new ApiError('PROPERTY_DRAFT_ALREADY_PUBLISHED', 'La propiedad ya está publicada', 409);

/**
 * `PUT /property-drafts/{id}/publish`: checks the draft, then in one transaction marks it
 * Publishing and enqueues its one job (spec 3 §4, DECISIONS §3). A published draft whose Instagram
 * or Facebook post failed goes through again, sending only what failed.
 */
export function publishService(deps: { drafts: PropertyDraftsService; repo: PublishingRepository; jobs: Jobs; hub: HubEmitter }) {
  const { drafts, repo, jobs, hub } = deps;

  async function enqueue(agentId: string, draftId: string, from: number, before?: (tx: Parameters<Parameters<PublishingRepository['transaction']>[0]>[0]) => Promise<void>) {
    const claimed = await repo.transaction(async (tx) => {
      if (!(await repo.claim(tx, agentId, draftId, from))) return false;
      await before?.(tx);
      await jobs.send(PUBLISHING_QUEUE, { draftId }, { singletonKey: draftId, tx });
      return true;
    });
    if (claimed) {
      jobs.notify(PUBLISHING_QUEUE);
      await announce(agentId, draftId);
    }
    return claimed;
  }

  /** Every tab and device of the agent learns that the draft is publishing (panel, draft list). */
  async function announce(agentId: string, draftId: string) {
    const view = await drafts.view(agentId, draftId);
    hub.toGroup(agentGroup(agentId), {
      type: 'PublishingStarted',
      propertyDraftId: draftId,
      title: view.title,
      postStatus: view.postStatus,
      instagramStatus: view.instagramPost?.status ?? null,
      facebookStatus: view.facebookPost?.status ?? null,
      slug: view.property?.slug ?? null,
      propertyId: view.property?.propertyId ?? null,
      errorMessage: null,
    });
  }

  async function publish(agentId: string, draftId: string, attempt = 0): Promise<Awaited<ReturnType<PropertyDraftsService['view']>>> {
    const row = await drafts.repo.find(agentId, draftId);
    if (!row) throw draftNotFound();
    if (row.status === DraftStatus.Publishing) return drafts.view(agentId, draftId);

    if (row.status === DraftStatus.Published) {
      const [ig, fb] = await Promise.all([repo.instagram(draftId), repo.facebook(draftId)]);
      if (ig?.status !== 3 && fb?.status !== 3) throw alreadyPublished();
      const claimed = await enqueue(agentId, draftId, DraftStatus.Published, (tx) => repo.retryFailed(tx, draftId));
      if (!claimed && attempt === 0) return publish(agentId, draftId, 1);
      return drafts.view(agentId, draftId);
    }

    const view = await drafts.view(agentId, draftId);
    const items = publishCheck(view);
    if (items.length > 0) throw invalid(items);
    const claimed = await enqueue(agentId, draftId, DraftStatus.Pending, (tx) => repo.retryFailed(tx, draftId));
    // Another request moved it first (a double click): answer as that state deserves.
    if (!claimed && attempt === 0) return publish(agentId, draftId, 1);
    return drafts.view(agentId, draftId);
  }

  return { publish: (agentId: string, draftId: string) => publish(agentId, draftId) };
}

export type PublishService = ReturnType<typeof publishService>;
