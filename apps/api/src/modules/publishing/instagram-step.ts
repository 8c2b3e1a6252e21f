import { INSTAGRAM_CAROUSEL_MAX, SocialPostStatus } from '@vitrina/contract/schemas/social-post';
import { GraphError, sleep } from '../../integrations/meta-graph';
import { ProviderType } from '../../lib/social-connections';
import { isTokenRejected, providerMessage, publishMessages } from './provider-errors';
import type { InstagramRow } from './publishing.repository';
import { imagesOf, messageOf, type StepContext } from './step-context';

type ContainerStatus = 'FINISHED' | 'IN_PROGRESS' | 'ERROR' | 'EXPIRED' | 'PUBLISHED' | string;

/**
 * Publishes a draft's Instagram post once (INTEGRATIONS.md, Instagram publish): containers, a
 * bounded wait until the published container is FINISHED, then one `media_publish`. Every id is
 * written before the next call; `publishAttemptedAt` is written just before `media_publish`, and an
 * attempt with no media id is reconciled from the container's status before anything is sent again.
 * Ends with the post Published or Failed; throws only to be retried (deadline, database).
 */
export async function publishInstagram(ctx: StepContext, agentId: string, initial: InstagramRow): Promise<void> {
  const { repo, instagram: graph, call } = ctx;
  let post = initial;
  const save = async (values: Partial<InstagramRow>) => {
    await repo.setInstagram(post.id, values);
    post = { ...post, ...values };
  };
  const fail = (message: string) => save({ status: SocialPostStatus.Failed, errorMessage: message });

  const connection = await ctx.connections.connection(agentId, ProviderType.Instagram);
  if (!connection?.token || !connection.externalUserId) return fail(publishMessages.notConnected('instagram'));
  const unresolved = Boolean(post.publishAttemptedAt && !post.mediaId);
  if (connection.status === 'reconnect') return fail(unresolved ? publishMessages.instagramUnconfirmed : publishMessages.reconnect('instagram'));
  const token = connection.token;
  if (post.igUserId !== connection.externalUserId) {
    // Another account was connected since: the old containers cannot be read with this token.
    if (unresolved) return fail(publishMessages.instagramUnconfirmed);
    await save({ igUserId: connection.externalUserId, childContainerIds: [], containerId: null, publishAttemptedAt: null });
  }
  const igUser = connection.externalUserId;

  const status = async (containerId: string): Promise<ContainerStatus> =>
    String((await graph.get(`/${containerId}`, { fields: 'status_code', access_token: token }, call)).status_code ?? '');

  /** Recorded first; then the live post's address is asked for once (the property page links it). */
  const published = async (mediaId: string | null) => {
    await save({ mediaId, status: SocialPostStatus.Published, errorMessage: null, publishedAt: new Date() });
    if (!mediaId) return;
    let permalink: unknown;
    try {
      permalink = (await graph.get(`/${mediaId}`, { fields: 'permalink', access_token: token }, call)).permalink;
    } catch {
      // The post is out either way: without its address the page simply shows no link.
      return;
    }
    if (typeof permalink === 'string' && /^https:\/\/(www\.)?instagram\.com\//.test(permalink)) await save({ permalink });
  };

  /** Media id of a post published while no answer was recorded: looked up by its caption. */
  async function findMediaId(caption: string): Promise<string | null> {
    try {
      const res = await graph.get(`/${igUser}/media`, { fields: 'id,caption', limit: '25', access_token: token }, call);
      const found = (res.data as Array<{ id?: string; caption?: string }> | undefined)?.find((m) => m.caption === caption);
      return found?.id ?? null;
    } catch (err) {
      if (err instanceof GraphError) return null;
      throw err;
    }
  }

  /** Waits, bounded in reads and time, until the container is no longer IN_PROGRESS. */
  async function settle(containerId: string): Promise<ContainerStatus | 'SLOW'> {
    const until = Date.now() + ctx.settings.pollMaxMs;
    for (let i = 0; i < ctx.settings.pollAttempts && Date.now() < until; i++) {
      let s: ContainerStatus;
      try {
        s = await status(containerId);
      } catch (err) {
        if (err instanceof GraphError && err.outcomeUnknown) s = 'IN_PROGRESS';
        else throw err;
      }
      if (s !== 'IN_PROGRESS' && s !== '') return s;
      await sleep(ctx.settings.pollIntervalMs, call.signal);
    }
    return 'SLOW';
  }

  const caption = messageOf(post);
  try {
    // 1. An attempt whose answer was never recorded: ask the container what happened.
    let next: 'publish' | 'poll' | 'create' = post.containerId ? 'poll' : 'create';
    if (unresolved) {
      let s: ContainerStatus;
      try {
        s = await status(post.containerId!);
      } catch (err) {
        if (!(err instanceof GraphError)) throw err;
        if (isTokenRejected(err)) await ctx.connections.markReconnect(agentId, ProviderType.Instagram);
        return fail(publishMessages.instagramUnconfirmed);
      }
      if (s === 'PUBLISHED') return published(await findMediaId(caption));
      if (s === 'FINISHED') next = 'publish';
      else if (s === 'IN_PROGRESS') next = 'poll';
      else if (s === 'ERROR' || s === 'EXPIRED') next = 'create';
      else return fail(publishMessages.instagramUnconfirmed);
    }

    // 2. A container from an earlier run is reused while it can still be published.
    if (next === 'poll' && post.containerId) {
      const s = await settle(post.containerId);
      if (s === 'PUBLISHED') return published(await findMediaId(caption));
      if (s === 'FINISHED') next = 'publish';
      else if (s === 'SLOW') return fail(publishMessages.containerSlow);
      else next = 'create';
    }

    // 3. Containers: one image alone, or carousel items then their parent.
    if (next === 'create') {
      const images = await imagesOf(ctx, post.draftId, post.imageIds, INSTAGRAM_CAROUSEL_MAX);
      if (images.length === 0) return fail(publishMessages.noImages);
      if (post.containerId || post.publishAttemptedAt) await save({ childContainerIds: [], containerId: null, publishAttemptedAt: null });
      const media = `/${igUser}/media`;
      if (images.length === 1) {
        const res = await graph.post(media, { image_url: ctx.links.url(images[0]!), caption, access_token: token }, call);
        await save({ containerId: String(res.id) });
      } else {
        const children = [...post.childContainerIds].slice(0, images.length);
        for (let i = children.length; i < images.length; i++) {
          const res = await graph.post(media, { image_url: ctx.links.url(images[i]!), is_carousel_item: 'true', access_token: token }, call);
          children.push(String(res.id));
          await save({ childContainerIds: children });
        }
        const res = await graph.post(media, { media_type: 'CAROUSEL', children: children.join(','), caption, access_token: token }, call);
        await save({ containerId: String(res.id) });
      }
      const s = await settle(post.containerId!);
      if (s === 'SLOW') return fail(publishMessages.containerSlow);
      if (s === 'ERROR') return fail(publishMessages.containerError);
      if (s === 'EXPIRED') return fail(publishMessages.containerExpired);
      if (s === 'PUBLISHED') return published(await findMediaId(caption));
    }

    // 4. Publish once. The attempt is on record before the call.
    for (let tries = 0; ; tries++) {
      await save({ publishAttemptedAt: new Date() });
      try {
        // creation_id rides in the query string as INTEGRATIONS.md writes the call, and in the body.
        const publishPath = `/${igUser}/media_publish?creation_id=${encodeURIComponent(post.containerId!)}`;
        const res = await graph.post(publishPath, { creation_id: post.containerId!, access_token: token }, call);
        return published(res.id ? String(res.id) : null);
      } catch (err) {
        if (!(err instanceof GraphError)) throw err;
        if (err.outcomeUnknown) {
          // No answer: the container says whether it went out; if it cannot say, never resend.
          const s = await status(post.containerId!).catch((e: unknown) => {
            if (e instanceof GraphError) return 'UNKNOWN';
            throw e;
          });
          if (s === 'PUBLISHED') return published(await findMediaId(caption));
          return fail(publishMessages.instagramUnconfirmed);
        }
        // 'Already published': an earlier call went through after all.
        if (err.subcode === 2207008) return published(await findMediaId(caption));
        // A refusal means nothing was published: the attempt is cleared.
        await save({ publishAttemptedAt: null });
        if (err.code === 9007 && tries === 0 && (await settle(post.containerId!)) === 'FINISHED') continue;
        throw err;
      }
    }
  } catch (err) {
    if (!(err instanceof GraphError)) throw err;
    if (isTokenRejected(err)) await ctx.connections.markReconnect(agentId, ProviderType.Instagram);
    ctx.log.info({ code: err.code, subcode: err.subcode, kind: err.kind, postId: post.id }, 'instagram publication refused');
    return fail(providerMessage('instagram', err));
  }
}
