import type { FastifyBaseLogger } from 'fastify';
import { DraftStatus, PostStatus, PropertyStatus } from '@vitrina/contract/enums/property';
import { agentGroup, draftPublishingGroup, PublishingStep } from '@vitrina/contract/hub';
import { SocialPostStatus } from '@vitrina/contract/schemas/social-post';
import { graphClient } from '../../integrations/meta-graph';
import type { SocialConnections } from '../../lib/social-connections';
import type { HubEmitter } from '../../plugins/hub';
import type { Jobs, QueueDefinition } from '../../plugins/jobs';
import type { PropertyDraftsService } from '../property-drafts/property-drafts.service';
import { MATCH_ALERT_QUEUE, type MatchAlertJob } from '../matching/match-alerts.job';
import { publishFacebook } from './facebook-step';
import { publishInstagram } from './instagram-step';
import { publishMessages } from './provider-errors';
import { ensureProperty } from './property-step';
import { PUBLISHING_QUEUE } from './publish.service';
import { agentMessage, postStatusOf, stepMessage } from './publishing-messages';
import type { PropertyRow, PublishingRepository } from './publishing.repository';
import type { SocialImageLinks, SocialImageStore } from './social-images';
import type { PublishingSettings, StepContext } from './step-context';

export interface PublishingJobDeps {
  repo: PublishingRepository;
  drafts: PropertyDraftsService;
  connections: SocialConnections;
  links: SocialImageLinks;
  images: SocialImageStore;
  hub: HubEmitter;
  jobs: Jobs;
  log: FastifyBaseLogger;
  settings: PublishingSettings;
  graphUrls: { instagram: string; facebook: string };
}

/**
 * The publishing job of one draft (spec 3 §4): property, Instagram, Facebook, finish. Each step
 * writes its outcome before its hub message; a run that stops anywhere is resumed from what the
 * database holds, and what went out is never sent again.
 */
export function publishingJob(deps: PublishingJobDeps) {
  const { repo, hub, settings } = deps;
  const graph = (baseUrl: string) => graphClient({ baseUrl, timeoutMs: settings.callTimeoutMs, usagePauseMs: settings.usagePauseMs });
  const instagram = graph(deps.graphUrls.instagram);
  const facebook = graph(deps.graphUrls.facebook);
  /** One run per draft at a time in this process (a retried job waits for the one still running). */
  const running = new Map<string, Promise<void>>();

  async function state(draftId: string) {
    const [draft, ig, fb] = await Promise.all([repo.draft(draftId), repo.instagram(draftId), repo.facebook(draftId)]);
    return { draft: draft!, ig, fb };
  }

  async function emitStep(draftId: string, step: PublishingStep, extra: Parameters<typeof stepMessage>[4] = {}) {
    const { draft, ig, fb } = await state(draftId);
    hub.toGroup(draftPublishingGroup(draftId), stepMessage(step, draft, ig, fb, extra));
  }

  /** The property could not be made: the draft is editable again, with the reason. */
  async function failWithoutProperty(draftId: string, title: string | null, errorMessage: string) {
    await repo.setDraft(draftId, { status: DraftStatus.Pending, postStatus: PostStatus.Failed, publishError: errorMessage });
    const { draft, ig, fb } = await state(draftId);
    hub.toGroup(draftPublishingGroup(draftId), stepMessage(PublishingStep.Property, draft, ig, fb, { errorMessage }));
    hub.toGroup(agentGroup(draft.agentId), agentMessage('PublishingFailed', draft, title, ig, fb, { errorMessage }));
  }

  async function finish(draftId: string, property: PropertyRow, title: string | null) {
    const { ig, fb } = await state(draftId);
    await repo.transaction(async (tx) => {
      await repo.setDraft(draftId, { status: DraftStatus.Published, postStatus: postStatusOf(ig, fb, true), publishError: null }, tx);
      await repo.setProperty(property.id, { status: PropertyStatus.Published, publishedAt: property.publishedAt ?? new Date() }, tx);
      // Which of the owner's customers fit it: told by the match-alert job, only if this commits.
      await deps.jobs.send<MatchAlertJob>(MATCH_ALERT_QUEUE, { draftId }, { tx });
    });
    deps.jobs.notify(MATCH_ALERT_QUEUE);
    const extra = { slug: property.slug, propertyId: property.id };
    await emitStep(draftId, PublishingStep.Finished, extra);
    const after = await state(draftId);
    hub.toGroup(agentGroup(after.draft.agentId), agentMessage('PropertyPublished', after.draft, title, after.ig, after.fb, extra));
  }

  async function run(draftId: string, signal: AbortSignal) {
    const draft = await repo.draft(draftId);
    if (!draft || draft.status !== DraftStatus.Publishing) return;
    const agentId = draft.agentId;
    const view = await deps.drafts.view(agentId, draftId);
    const ctx: StepContext = {
      repo,
      connections: deps.connections,
      links: deps.links,
      images: deps.images,
      instagram,
      facebook,
      settings,
      call: { signal, deadline: Date.now() + settings.jobBudgetMs },
      log: deps.log,
    };

    const outcome = await ensureProperty(repo, view);
    if ('error' in outcome) return failWithoutProperty(draftId, view.title, outcome.error);
    await repo.setDraft(draftId, { postStatus: PostStatus.Posted });
    await emitStep(draftId, PublishingStep.Property);

    let ig = await repo.instagram(draftId);
    if (ig) {
      if (ig.status === SocialPostStatus.Pending) await publishInstagram(ctx, agentId, ig);
      ig = await repo.instagram(draftId);
      await repo.setDraft(draftId, { postStatus: postStatusOf(ig, null, false) });
      await emitStep(draftId, PublishingStep.Instagram, { errorMessage: ig?.status === SocialPostStatus.Failed ? ig.errorMessage : null });
    }

    let fb = await repo.facebook(draftId);
    if (fb) {
      if (fb.status === SocialPostStatus.Pending) await publishFacebook(ctx, agentId, fb);
      fb = await repo.facebook(draftId);
      await repo.setDraft(draftId, { postStatus: postStatusOf(ig, fb, false) });
      await emitStep(draftId, PublishingStep.Facebook, { errorMessage: fb?.status === SocialPostStatus.Failed ? fb.errorMessage : null });
    }

    await finish(draftId, outcome.property, view.title);
  }

  /** The job's last try broke (not a provider's refusal): what is left unsent is marked Failed. */
  async function giveUp(draftId: string) {
    const draft = await repo.draft(draftId);
    if (!draft || draft.status !== DraftStatus.Publishing) return;
    const view = await deps.drafts.view(draft.agentId, draftId);
    const property = await repo.property(draftId);
    if (!property) return failWithoutProperty(draftId, view.title, publishMessages.interrupted);
    const ig = await repo.instagram(draftId);
    if (ig?.status === SocialPostStatus.Pending) {
      const unknown = ig.publishAttemptedAt && !ig.mediaId;
      await repo.setInstagram(ig.id, { status: SocialPostStatus.Failed, errorMessage: unknown ? publishMessages.instagramUnconfirmed : publishMessages.interrupted });
    }
    const fb = await repo.facebook(draftId);
    if (fb?.status === SocialPostStatus.Pending) {
      for (const page of await repo.pagePosts(fb.id)) {
        if (page.status !== SocialPostStatus.Pending) continue;
        const unknown = page.feedAttemptedAt && !page.feedPostId;
        await repo.setPagePost(page.id, {
          status: SocialPostStatus.Failed,
          errorMessage: unknown ? publishMessages.facebookUnconfirmed(page.pageName ?? page.pageId) : publishMessages.interrupted,
        });
      }
      await repo.setFacebook(fb.id, { status: SocialPostStatus.Failed, errorMessage: publishMessages.interrupted });
    }
    await finish(draftId, property, view.title);
  }

  async function guarded(draftId: string, signal: AbortSignal) {
    const previous = running.get(draftId);
    if (previous) await previous.catch(() => undefined);
    const current = run(draftId, signal);
    running.set(draftId, current);
    try {
      await current;
    } finally {
      if (running.get(draftId) === current) running.delete(draftId);
    }
  }

  const queue: QueueDefinition<{ draftId: string }> = {
    name: PUBLISHING_QUEUE,
    policy: 'stately',
    // A run stops starting calls after jobBudgetMs and is resumed: expiry only catches a stuck process.
    expireInSeconds: Math.ceil((settings.jobBudgetMs + settings.callTimeoutMs) / 1000) + 30,
    retryLimit: 20,
    retryDelaySeconds: 2,
    concurrency: 8,
    async handler(job, signal) {
      try {
        await guarded(job.data.draftId, signal);
      } catch (err) {
        if (signal.aborted) throw err;
        deps.log.warn({ err, draftId: job.data.draftId, retry: job.retryCount }, 'publishing run stopped');
        if (job.retryCount >= job.retryLimit) return giveUp(job.data.draftId);
        throw err;
      }
    },
    /** Drafts left Publishing without a job (a lost job, a crash before it was made) get one. */
    async sweep() {
      const orphans = await repo.orphans(PUBLISHING_QUEUE);
      for (const draftId of orphans) await deps.jobs.send(PUBLISHING_QUEUE, { draftId }, { singletonKey: draftId });
      if (orphans.length > 0) {
        deps.log.info({ count: orphans.length }, 'publishing jobs re-enqueued');
        deps.jobs.notify(PUBLISHING_QUEUE);
      }
    },
    sweepEveryMs: 60_000,
  };

  return { queue, run: guarded, instagram, facebook };
}
