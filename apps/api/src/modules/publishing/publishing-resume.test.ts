import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { propertyDrafts, propertyFacebookPagePosts, propertyFacebookPosts, propertyInstagramPosts } from '../../db/schema/index';
import type { TestApp } from '../../../test/app';
import type { FakeMeta } from '../../../test/fakes/meta';
import { publishableDraft, publishingEachTest, settledDraft, type PublishingContext } from '../../../test/publishing-fixtures';
import { PUBLISHING_QUEUE } from './publish.service';

/**
 * A job that died after an outside call whose answer was never recorded: the database holds the
 * attempt, the fake holds what really happened. The resumed job must settle it without a second post.
 */
let t: TestApp;
let meta: FakeMeta;
let ana: { agentId: string; token: string };
let accounts: PublishingContext['accounts'];

publishingEachTest((ctx) => ({ t, meta, ana, accounts } = ctx));

const put = (id: string, path: string, body: object) => t.call({ method: 'PUT', url: `/rest/v1/property-drafts/${id}/${path}`, token: ana.token, payload: body });
const db = () => t.database.db;

async function fakeCall(base: string, method: 'GET' | 'POST', path: string, params: Record<string, string>) {
  const url = new URL(`${base}${path}`);
  const init: RequestInit = { method };
  if (method === 'GET') for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  else init.body = new URLSearchParams(params);
  return (await (await fetch(url, init)).json()) as Record<string, string>;
}

/** A draft with both posts, left Publishing as the publish call leaves it, with no job yet. */
async function draftLeftPublishing(caption: string) {
  const { id, imageIds } = await publishableDraft(t, ana.token, 2);
  await put(id, 'instagram', { imagesUrls: [imageIds[0]], caption });
  await put(id, 'facebook', { imagesUrls: imageIds, caption, pagesIds: [accounts.pages[0]!.id] });
  await db().update(propertyDrafts).set({ status: 2, postStatus: 4, publishRequestedAt: new Date() }).where(eq(propertyDrafts.id, id));
  return { id, imageIds };
}

/** What the dead job had done on Instagram: a container, maybe published, with the attempt on record. */
async function instagramAttempt(draftId: string, caption: string, publish: boolean) {
  const token = meta.instagram.longTokenFor(accounts.igUserId);
  meta.instagram.behaviour.skipImageFetch = true;
  const base = meta.instagram.graphUrl;
  const { id: containerId } = await fakeCall(base, 'POST', `/${accounts.igUserId}/media`, { image_url: 'http://127.0.0.1:9/x.jpg', caption, access_token: token });
  await fakeCall(base, 'GET', `/${containerId}`, { fields: 'status_code', access_token: token });
  let mediaId: string | null = null;
  if (publish) mediaId = (await fakeCall(base, 'POST', `/${accounts.igUserId}/media_publish`, { creation_id: containerId!, access_token: token })).id!;
  meta.instagram.behaviour.skipImageFetch = false;
  await db()
    .update(propertyInstagramPosts)
    .set({ igUserId: accounts.igUserId, containerId, publishAttemptedAt: new Date() })
    .where(eq(propertyInstagramPosts.draftId, draftId));
  return { containerId: containerId!, mediaId };
}

/** What the dead job had done on a Facebook page: its photo, maybe the feed post, the attempt on record. */
async function facebookAttempt(draftId: string, caption: string, post: boolean) {
  const page = accounts.pages[0]!;
  const token = meta.facebook.pageToken(page.id);
  meta.facebook.behaviour.skipImageFetch = true;
  const { id: photoId } = await fakeCall(meta.facebook.graphUrl, 'POST', `/${page.id}/photos`, { url: 'http://127.0.0.1:9/x.jpg', published: 'false', access_token: token });
  let postId: string | null = null;
  if (post) {
    postId = (await fakeCall(meta.facebook.graphUrl, 'POST', `/${page.id}/feed`, { message: caption, attached_media: JSON.stringify([{ media_fbid: photoId }]), access_token: token })).id!;
  }
  meta.facebook.behaviour.skipImageFetch = false;
  const [fb] = await db().select().from(propertyFacebookPosts).where(eq(propertyFacebookPosts.draftId, draftId));
  await db().insert(propertyFacebookPagePosts).values({ postId: fb!.id, pageId: page.id, pageName: page.name, photoIds: [photoId!], feedAttemptedAt: new Date() });
  return { postId };
}

async function resume(draftId: string) {
  await t.app.jobs.send(PUBLISHING_QUEUE, { draftId }, { singletonKey: draftId });
  t.app.jobs.notify(PUBLISHING_QUEUE);
  return settledDraft(t, ana.token, draftId);
}

const publishCalls = (since: number) => meta.instagram.requests.filter((r) => r.path.endsWith('/media_publish') && r.receivedAt >= since).length;
const feedCalls = (since: number) => meta.facebook.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/feed') && r.receivedAt >= since).length;

describe('resuming a publication whose last answer was lost', () => {
  it('Instagram container already PUBLISHED and the feed post already made: both recorded, nothing sent again', async () => {
    const { id } = await draftLeftPublishing('Ya publicado');
    const ig = await instagramAttempt(id, 'Ya publicado', true);
    const fb = await facebookAttempt(id, 'Ya publicado', true);
    const since = Date.now();
    const done = await resume(id);
    expect(done).toMatchObject({ status: 3, postStatus: 2, instagramPost: { status: 2, externalId: ig.mediaId } });
    expect(done.facebookPost.pages).toMatchObject([{ status: 2, externalId: fb.postId }]);
    expect(publishCalls(since)).toBe(0);
    expect(feedCalls(since)).toBe(0);
    expect(meta.instagram.published.filter((m) => m.caption === 'Ya publicado')).toHaveLength(1);
    expect(meta.facebook.feedPosts.filter((p) => p.message === 'Ya publicado')).toHaveLength(1);
  });

  it('container FINISHED and no feed post found: each is sent once', async () => {
    const { id } = await draftLeftPublishing('Pendiente');
    const ig = await instagramAttempt(id, 'Pendiente', false);
    await facebookAttempt(id, 'Pendiente', false);
    const done = await resume(id);
    expect(done).toMatchObject({ status: 3, postStatus: 2 });
    const media = meta.instagram.published.filter((m) => m.caption === 'Pendiente');
    expect(media).toHaveLength(1);
    expect(media[0]!.containerId).toBe(ig.containerId);
    expect(meta.facebook.feedPosts.filter((p) => p.message === 'Pendiente')).toHaveLength(1);
  });

  it('Instagram answering “already published” to the resumed call counts as published', async () => {
    const { id } = await draftLeftPublishing('Ya estaba');
    await instagramAttempt(id, 'Ya estaba', false);
    meta.instagram.behaviour.failPublish = { code: 100, subcode: 2207008, message: 'The media has already been published.' };
    const since = Date.now();
    const done = await resume(id);
    expect(done.instagramPost).toMatchObject({ status: 2, errorMessage: null });
    expect(publishCalls(since)).toBe(1);
  });

  it('container ERROR: a new container is made and published once', async () => {
    const { id } = await draftLeftPublishing('Contenedor con error');
    const ig = await instagramAttempt(id, 'Contenedor con error', false);
    meta.instagram.containers.get(ig.containerId)!.status = 'ERROR';
    const done = await resume(id);
    expect(done.instagramPost.status).toBe(2);
    const media = meta.instagram.published.filter((m) => m.caption === 'Contenedor con error');
    expect(media).toHaveLength(1);
    expect(media[0]!.containerId).not.toBe(ig.containerId);
  });

  it('status and posts unreadable: Failed with a clear message, never a second post', async () => {
    const { id } = await draftLeftPublishing('Sin confirmar');
    await instagramAttempt(id, 'Sin confirmar', true);
    await facebookAttempt(id, 'Sin confirmar', true);
    meta.instagram.behaviour.failStatus = { code: 2, status: 500, message: 'Service temporarily unavailable' };
    meta.facebook.behaviour.failPosts = { code: 2, status: 500, message: 'Service temporarily unavailable' };
    const since = Date.now();
    const done = await resume(id);
    expect(done).toMatchObject({ status: 3, postStatus: 5 });
    expect(done.instagramPost).toMatchObject({ status: 3, errorMessage: 'No se pudo confirmar si la publicación de Instagram se realizó. Revisa tu cuenta antes de reintentar.' });
    expect(done.facebookPost.pages[0].errorMessage).toBe(
      'No se pudo confirmar si la publicación en la página Inmobiliaria 1 Caracas se realizó. Revisa la página antes de reintentar.',
    );
    expect(publishCalls(since)).toBe(0);
    expect(feedCalls(since)).toBe(0);

    // Retried once the provider answers again: reconciled, still one post each.
    meta.reset();
    await t.call({ method: 'PUT', url: `/rest/v1/property-drafts/${id}/publish`, token: ana.token });
    const retried = await settledDraft(t, ana.token, id);
    expect(retried).toMatchObject({ postStatus: 2, instagramPost: { status: 2 }, facebookPost: { status: 2 } });
    expect(publishCalls(since)).toBe(0);
    expect(feedCalls(since)).toBe(0);
  });

  it('a held media_publish answer past the timeout is settled from the container, not resent', async () => {
    meta.instagram.behaviour.holdPublishMs = 4000; // beyond PUBLISH_CALL_TIMEOUT_MS (3000)
    const { id } = await draftLeftPublishing('Respuesta retenida');
    const done = await resume(id);
    expect(done.instagramPost.status).toBe(2);
    expect(meta.instagram.published.filter((m) => m.caption === 'Respuesta retenida')).toHaveLength(1);
  });
});
