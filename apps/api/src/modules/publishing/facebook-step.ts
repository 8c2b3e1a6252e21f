import { SOCIAL_POST_MAX_IMAGES, SocialPostStatus } from '@vitrina/contract/schemas/social-post';
import { DeadlineError, GraphError, sleep } from '../../integrations/meta-graph';
import { ProviderType, type PageWithToken } from '../../lib/social-connections';
import { isTokenRejected, providerMessage, publishMessages } from './provider-errors';
import type { FacebookRow, PagePostRow } from './publishing.repository';
import { imagesOf, messageOf, type StepContext } from './step-context';

/** How far before the attempt a page's posts are searched (clocks differ a little). */
const SEARCH_MARGIN_MS = 60_000;

/**
 * Publishes a draft's Facebook post on each chosen page once (INTEGRATIONS.md): the images as
 * unpublished photos (each id written as it comes), then one feed post with `attached_media`.
 * `feedAttemptedAt` is written just before the feed call; an attempt with no post id is settled by
 * searching the page's posts since then for our message before anything is sent again.
 */
export async function publishFacebook(ctx: StepContext, agentId: string, post: FacebookRow): Promise<void> {
  const { repo } = ctx;
  const message = messageOf(post);
  const connection = await ctx.connections.connection(agentId, ProviderType.Facebook);
  const stored = await ctx.connections.pages(agentId, post.pageIds);
  const images = await imagesOf(ctx, post.draftId, post.imageIds, SOCIAL_POST_MAX_IMAGES);

  const records: PagePostRow[] = [];
  for (const pageId of post.pageIds) {
    const page = stored.find((p) => p.pageId === pageId);
    let record = await repo.ensurePagePost(post.id, pageId, page?.name ?? null);
    // Published pages are never sent again; a page that failed in this same run stays failed.
    if (record.status === SocialPostStatus.Pending) {
      const fail = (errorMessage: string) => ({ status: SocialPostStatus.Failed, errorMessage });
      let outcome: Partial<PagePostRow>;
      const unresolved = Boolean(record.feedAttemptedAt && !record.feedPostId);
      if (!connection) outcome = fail(unresolved ? publishMessages.facebookUnconfirmed(page?.name ?? pageId) : publishMessages.notConnected('facebook'));
      else if (connection.status === 'reconnect' && !unresolved) outcome = fail(publishMessages.reconnect('facebook'));
      else if (!page?.token) outcome = fail(unresolved ? publishMessages.facebookUnconfirmed(pageId) : publishMessages.pageMissing(record.pageName ?? pageId));
      else if (images.length === 0) outcome = fail(publishMessages.noImages);
      else outcome = await publishOnPage(ctx, agentId, record, page, images, message);
      await repo.setPagePost(record.id, outcome);
      record = { ...record, ...outcome };
    }
    records.push(record);
  }

  const failed = records.filter((r) => r.status !== SocialPostStatus.Published);
  if (failed.length === 0) {
    await repo.setFacebook(post.id, { status: SocialPostStatus.Published, errorMessage: null, publishedAt: new Date() });
    return;
  }
  const first = failed[0]!;
  const errorMessage = records.length > 1 ? `${first.pageName ?? first.pageId}: ${first.errorMessage}` : first.errorMessage;
  await repo.setFacebook(post.id, { status: SocialPostStatus.Failed, errorMessage });
}

async function publishOnPage(
  ctx: StepContext,
  agentId: string,
  initial: PagePostRow,
  page: PageWithToken,
  images: string[],
  message: string,
): Promise<Partial<PagePostRow>> {
  const { repo, facebook: graph, call } = ctx;
  let record = initial;
  const save = async (values: Partial<PagePostRow>) => {
    await repo.setPagePost(record.id, values);
    record = { ...record, ...values };
  };
  const token = page.token!;
  const published = (feedPostId: string) => ({ feedPostId, status: SocialPostStatus.Published, errorMessage: null });

  /** Our post among the page's posts since the attempt, if it is there. */
  async function findOurs(attemptedAt: Date): Promise<string | null> {
    const since = Math.floor((attemptedAt.getTime() - SEARCH_MARGIN_MS) / 1000);
    const res = await graph.get(`/${page.pageId}/posts`, { since: String(since), fields: 'id,message,created_time', limit: '100', access_token: token }, call);
    const found = (res.data as Array<{ id?: string; message?: string }> | undefined)?.find((p) => p.message?.trim() === message.trim());
    return found?.id ? String(found.id) : null;
  }

  try {
    if (record.feedAttemptedAt && !record.feedPostId) {
      // A call of a process that died may still be running at Facebook: search once it is over.
      const wait = record.feedAttemptedAt.getTime() + ctx.settings.callTimeoutMs - Date.now();
      if (wait > 0) {
        if (Date.now() + wait > call.deadline) throw new DeadlineError('waiting for an earlier call');
        await sleep(wait, call.signal);
      }
      let found: string | null;
      try {
        found = await findOurs(record.feedAttemptedAt);
      } catch (err) {
        if (!(err instanceof GraphError)) throw err;
        if (isTokenRejected(err)) await ctx.connections.markReconnect(agentId, ProviderType.Facebook);
        return { status: SocialPostStatus.Failed, errorMessage: publishMessages.facebookUnconfirmed(page.name) };
      }
      if (found) return published(found);
    }

    const photoIds = [...record.photoIds].slice(0, images.length);
    for (let i = photoIds.length; i < images.length; i++) {
      const res = await graph.post(`/${page.pageId}/photos`, { url: ctx.links.url(images[i]!), published: 'false', access_token: token }, call);
      photoIds.push(String(res.id));
      await save({ photoIds });
    }

    const attemptedAt = new Date();
    await save({ feedAttemptedAt: attemptedAt });
    try {
      const res = await graph.post(
        `/${page.pageId}/feed`,
        { message, attached_media: JSON.stringify(photoIds.map((id) => ({ media_fbid: id }))), access_token: token },
        call,
      );
      return published(String(res.id));
    } catch (err) {
      if (!(err instanceof GraphError)) throw err;
      if (!err.outcomeUnknown) {
        await save({ feedAttemptedAt: null }); // refused: nothing was posted
        throw err;
      }
      // No answer: look for the post; if it is not (yet) there, the attempt stays on record so
      // that a retry searches again before sending.
      const found = await findOurs(attemptedAt).catch((e: unknown) => {
        if (e instanceof GraphError) return null;
        throw e;
      });
      if (found) return published(found);
      return { status: SocialPostStatus.Failed, errorMessage: publishMessages.noAnswer('facebook') };
    }
  } catch (err) {
    if (!(err instanceof GraphError)) throw err;
    if (isTokenRejected(err)) await ctx.connections.markReconnect(agentId, ProviderType.Facebook);
    ctx.log.info({ code: err.code, subcode: err.subcode, kind: err.kind, pageId: page.pageId }, 'facebook publication refused');
    return { status: SocialPostStatus.Failed, errorMessage: providerMessage('facebook', err) };
  }
}
