import { DraftStatus } from '@vitrina/contract/enums/property';
import { agentGroup } from '@vitrina/contract/hub';
import { publishCheck, type PublishCheckItem } from '@vitrina/contract/schemas/publish-check';
import { appError } from '../../lib/errors';
import type { HubEmitter } from '../../plugins/hub';
import type { Jobs } from '../../plugins/jobs';
import { draftNotFound, type PropertyDraftsService } from '../property-drafts/property-drafts.service';
import type { PublishingRepository } from './publishing.repository';
import { SocialPostStatus } from '@vitrina/contract/schemas/social-post';

export const PUBLISHING_QUEUE = 'property-publishing';

const invalid = (items: PublishCheckItem[]) =>
  appError('PROPERTY_DRAFT_INVALID', undefined, undefined, { items });
const alreadyPublished = () => appError('PROPERTY_DRAFT_ALREADY_PUBLISHED');

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
    if (!claimed) return null;
    // Read the accepted state before waking the worker, so the answer shows Publishing (postStatus
    // 4) rather than whatever step the job has already reached.
    const view = await drafts.view(agentId, draftId);
    jobs.notify(PUBLISHING_QUEUE);
    announce(agentId, draftId, view);
    return view;
  }

  /** Every tab and device of the agent learns that the draft is publishing (panel, draft list). */
  function announce(agentId: string, draftId: string, view: Awaited<ReturnType<PropertyDraftsService['view']>>) {
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
    const row = await drafts.find(agentId, draftId);
    if (!row) throw draftNotFound();
    if (row.status === DraftStatus.Publishing) return drafts.view(agentId, draftId);

    if (row.status === DraftStatus.Published) {
      const [ig, fb] = await Promise.all([repo.instagram(draftId), repo.facebook(draftId)]);
      if (ig?.status !== SocialPostStatus.Failed && fb?.status !== SocialPostStatus.Failed) throw alreadyPublished();
      const accepted = await enqueue(agentId, draftId, DraftStatus.Published, (tx) => repo.retryFailed(tx, draftId));
      if (accepted) return accepted;
      if (attempt === 0) return publish(agentId, draftId, 1);
      return drafts.view(agentId, draftId);
    }

    const view = await drafts.view(agentId, draftId);
    const items = publishCheck(view);
    if (items.length > 0) throw invalid(items);
    const accepted = await enqueue(agentId, draftId, DraftStatus.Pending, (tx) => repo.retryFailed(tx, draftId));
    if (accepted) return accepted;
    // Another request moved it first (a double click): answer as that state deserves.
    if (attempt === 0) return publish(agentId, draftId, 1);
    return drafts.view(agentId, draftId);
  }

  return { publish: (agentId: string, draftId: string) => publish(agentId, draftId) };
}

export type PublishService = ReturnType<typeof publishService>;
