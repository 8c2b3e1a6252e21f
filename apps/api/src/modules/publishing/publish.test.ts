import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaProviderAgents, propertyDrafts, tasksCompleted } from '../../db/schema/index';
import { signUp, type TestApp } from '../../../test/app';
import type { FakeMeta } from '../../../test/fakes/meta';
import { connectBoth, publishableDraft, publishingEachTest, settledDraft, startPublishingApp, type PublishingContext } from '../../../test/publishing-fixtures';
import { PUBLISHING_QUEUE } from './publish.service';
import { ASPECT_MAX, ASPECT_MIN } from './social-images';

let t: TestApp;
let meta: FakeMeta;
let ana: { agentId: string; token: string };
let accounts: PublishingContext['accounts'];

publishingEachTest((ctx) => ({ t, meta, ana, accounts } = ctx));

const call = (method: 'GET' | 'PUT', url: string, payload?: object, token = ana.token) => t.call({ method, url: `/rest/v1${url}`, token, payload });
const publish = (id: string) => call('PUT', `/property-drafts/${id}/publish`);
const igPublished = (caption: string) => meta.instagram.published.filter((m) => m.caption?.startsWith(caption));
const feedPosts = (caption: string) => meta.facebook.feedPosts.filter((p) => p.message.startsWith(caption));
const jobsOf = async (draftId: string) =>
  Number(((await t.database.db.execute(sql`select count(*)::int as n from pgboss.job where singleton_key = ${draftId}`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);

/** A publishable draft with both posts; the caption is unique to the test. */
async function draftWithPosts(caption: string, opts: { igImages?: number; photos?: number; pages?: string[]; facebook?: boolean } = {}) {
  const { id, imageIds } = await publishableDraft(t, ana.token, opts.photos ?? 3);
  const ig = await call('PUT', `/property-drafts/${id}/instagram`, { imagesUrls: imageIds.slice(0, opts.igImages ?? imageIds.length), caption, hashtags: ['Chacao', 'EnVenta'] });
  expect(ig.statusCode).toBe(200);
  if (opts.facebook !== false) {
    const fb = await call('PUT', `/property-drafts/${id}/facebook`, { imagesUrls: imageIds, caption, pagesIds: opts.pages ?? accounts.pages.map((p) => p.id) });
    expect(fb.statusCode).toBe(200);
  }
  return { id, imageIds };
}

describe('publishing a draft', () => {
  it('refuses an incomplete draft with the items to fix, and changes nothing', async () => {
    const id = (await call('PUT', '/property-drafts/00000000-0000-4000-8000-000000000000/publish')).json();
    expect(id.metadata.error.type).toBe('PROPERTY_DRAFT_NOT_FOUND');
    const draftId = (await t.call({ method: 'POST', url: '/rest/v1/property-drafts', token: ana.token })).json().data.propertyDraftId;
    const res = await publish(draftId);
    expect(res.statusCode).toBe(409);
    const error = res.json().metadata.error;
    expect(error.type).toBe('PROPERTY_DRAFT_INVALID');
    expect(error.items.map((i: { section: string }) => i.section)).toEqual(['basic_details', 'basic_details', 'enviroments', 'details', 'location', 'thumbnail', 'images']);
    expect(res.json().data.items).toEqual(error.items);
    expect((await call('GET', `/property-drafts/${draftId}`)).json().data).toMatchObject({ status: 1, postStatus: 1 });
    expect(await jobsOf(draftId)).toBe(0);
  });

  it('answers at once, then publishes the property, one carousel and one feed post per page', async () => {
    const { id, imageIds } = await draftWithPosts('Carrusel en Chacao');
    const res = await publish(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 2, postStatus: 4 });
    // Publishing again while it publishes enqueues nothing.
    expect((await publish(id)).json().data.status).toBe(2);
    expect(await jobsOf(id)).toBe(1);

    const done = await settledDraft(t, ana.token, id);
    expect(done).toMatchObject({ status: 3, postStatus: 2, publishError: null });
    expect(done.property.slug).toMatch(/^apartamento-en-venta-en-chacao-[0-9a-f]{6}$/);
    expect(done.instagramPost).toMatchObject({ status: 2, errorMessage: null });
    expect(done.facebookPost).toMatchObject({ status: 2, pages: [{ status: 2 }, { status: 2 }] });

    const media = igPublished('Carrusel en Chacao');
    expect(media).toHaveLength(1);
    expect(media[0]!.caption).toBe('Carrusel en Chacao\n\n#Chacao #EnVenta');
    expect(media[0]!.imageUrls).toHaveLength(3);
    expect(done.instagramPost.externalId).toBe(media[0]!.mediaId);
    // The live post's address, read from Instagram once it is out (the property page links it).
    expect(done.instagramPost.permalink).toBe(`https://www.instagram.com/p/${media[0]!.mediaId}/`);
    const container = meta.instagram.containers.get(media[0]!.containerId)!;
    expect(container.children).toHaveLength(3);
    for (const child of container.children) expect(meta.instagram.containers.get(child)).toMatchObject({ isCarouselItem: true, caption: null });

    for (const page of accounts.pages) {
      const posts = meta.facebook.feedPosts.filter((p) => p.pageId === page.id);
      expect(posts).toHaveLength(1);
      expect(posts[0]!.photoIds).toHaveLength(3);
      expect(done.facebookPost.pages.find((p: { facebookPageId: string }) => p.facebookPageId === page.id)).toMatchObject({ name: page.name, externalId: posts[0]!.id });
    }
    // Meta fetched JPEGs inside 4:5–1.91:1 (the tall and very wide photos padded), with no sign-in.
    const urls = [...meta.facebook.photos.values()].map((p) => p.url);
    expect(urls).toHaveLength(6);
    for (const url of urls.slice(0, 3)) {
      const res = await fetch(url);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      const info = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(info.format).toBe('jpeg');
      expect(info.width! / info.height!).toBeGreaterThanOrEqual(ASPECT_MIN);
      expect(info.width! / info.height!).toBeLessThanOrEqual(ASPECT_MAX);
    }
    expect((await fetch(urls[0]!.replace(/signature=[^&]+/, 'signature=forged'))).status).toBe(404);
    expect(new URL(urls[0]!).pathname).toBe(`/social-images/${imageIds[0]}.jpg`);

    const listed = (await call('GET', '/properties')).json().data;
    expect(listed).toMatchObject([{ propertyDraftId: id, status: 2, slug: done.property.slug }]);
    const milestones = await t.database.db.select().from(tasksCompleted).where(eq(tasksCompleted.agentId, ana.agentId));
    expect(milestones.map((m) => m.type)).toContain(4);

    const again = await publish(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().metadata.error.type).toBe('PROPERTY_DRAFT_ALREADY_PUBLISHED');
  });

  it('puts the draft back to Pending with the reason when the property cannot be made', async () => {
    const { id } = await draftWithPosts('Sin portada', { facebook: false });
    // The draft is Publishing but lost its cover before the job ran: the job's own check refuses.
    await t.database.db.update(propertyDrafts).set({ status: 2, postStatus: 4, thumbnailKey: null }).where(eq(propertyDrafts.id, id));
    await t.app.jobs.send(PUBLISHING_QUEUE, { draftId: id }, { singletonKey: id });
    t.app.jobs.notify(PUBLISHING_QUEUE);
    const done = await settledDraft(t, ana.token, id);
    expect(done).toMatchObject({ status: 1, postStatus: 3, property: null, instagramPost: { status: 1 } });
    expect(done.publishError).toBe('No se pudo publicar la propiedad: La imagen principal es requerida.');
    expect(igPublished('Sin portada')).toHaveLength(0);
  });

  it('publishes one image as a single post, not a carousel', async () => {
    const { id } = await draftWithPosts('Una sola foto', { igImages: 1, facebook: false });
    await publish(id);
    const done = await settledDraft(t, ana.token, id);
    expect(done).toMatchObject({ status: 3, postStatus: 2, facebookPost: null });
    const media = igPublished('Una sola foto');
    expect(media).toHaveLength(1);
    expect(media[0]!.imageUrls).toHaveLength(1);
    expect(meta.instagram.containers.get(media[0]!.containerId)).toMatchObject({ isCarouselItem: false, children: [] });
    // `media_publish?creation_id=…`, as INTEGRATIONS.md writes the call.
    const call = meta.instagram.requests.filter((r) => r.path.endsWith('/media_publish')).at(-1);
    expect(call?.query.get('creation_id')).toBe(media[0]!.containerId);
  });

  it('keeps Facebook when Instagram fails (postStatus 7), and a retry sends only Instagram', async () => {
    meta.instagram.behaviour.containerStatus = 'ERROR';
    const { id } = await draftWithPosts('Falla Instagram');
    await publish(id);
    const first = await settledDraft(t, ana.token, id);
    expect(first).toMatchObject({ status: 3, postStatus: 7 });
    expect(first.instagramPost).toMatchObject({ status: 3, errorMessage: 'Instagram no pudo procesar las imágenes de la publicación. Vuelve a intentarlo.' });
    expect(first.facebookPost.status).toBe(2);
    expect(feedPosts('Falla Instagram')).toHaveLength(2);
    expect(igPublished('Falla Instagram')).toHaveLength(0);

    meta.instagram.behaviour.containerStatus = undefined;
    const retry = await publish(id);
    expect(retry.json().data).toMatchObject({ status: 2, postStatus: 4, instagramPost: { status: 1, errorMessage: null } });
    const second = await settledDraft(t, ana.token, id);
    expect(second).toMatchObject({ status: 3, postStatus: 2, instagramPost: { status: 2 }, facebookPost: { status: 2 } });
    expect(igPublished('Falla Instagram')).toHaveLength(1);
    expect(feedPosts('Falla Instagram')).toHaveLength(2);
    expect(second.property.slug).toBe(first.property.slug);
  });

  it('keeps Instagram when a Facebook page fails (postStatus 6); both failing is Posted (5)', async () => {
    meta.facebook.behaviour.failFeed = { code: 368, message: 'blocked' };
    const { id } = await draftWithPosts('Falla Facebook');
    await publish(id);
    const done = await settledDraft(t, ana.token, id);
    expect(done).toMatchObject({ status: 3, postStatus: 6, instagramPost: { status: 2 }, facebookPost: { status: 3 } });
    expect(done.facebookPost.errorMessage).toMatch(/^Inmobiliaria 1 Caracas: Facebook bloqueó temporalmente/);

    meta.instagram.behaviour.containerStatus = 'EXPIRED';
    const both = await draftWithPosts('Fallan las dos');
    await publish(both.id);
    const failed = await settledDraft(t, ana.token, both.id);
    expect(failed).toMatchObject({ status: 3, postStatus: 5 });
    expect(failed.instagramPost.errorMessage).toBe('Instagram descartó la publicación preparada porque caducó. Vuelve a intentarlo.');
  });

  it('keeps the provider’s reasons in Spanish: 2207052, 9007, 190 (the connection asks to reconnect)', async () => {
    meta.instagram.behaviour.failCreate = { code: 9004, subcode: 2207052, message: 'Media download has failed.' };
    const a = await draftWithPosts('Sin descarga', { facebook: false });
    await publish(a.id);
    expect((await settledDraft(t, ana.token, a.id)).instagramPost.errorMessage).toBe('Instagram no pudo descargar las imágenes de la publicación. Vuelve a intentarlo.');

    meta.instagram.behaviour.failCreate = undefined;
    meta.instagram.behaviour.failPublish = { code: 9007, subcode: 2207027, message: 'not ready' };
    const b = await draftWithPosts('No listo', { facebook: false });
    await publish(b.id);
    expect((await settledDraft(t, ana.token, b.id)).instagramPost.errorMessage).toBe('Instagram aún no terminó de procesar las imágenes. Vuelve a intentarlo en unos minutos.');
    expect(igPublished('No listo')).toHaveLength(0);

    meta.instagram.behaviour.failPublish = undefined;
    meta.instagram.revokeTokensOf(accounts.igUserId);
    const c = await draftWithPosts('Token revocado');
    await publish(c.id);
    const done = await settledDraft(t, ana.token, c.id);
    expect(done).toMatchObject({ postStatus: 7, instagramPost: { status: 3 } });
    expect(done.instagramPost.errorMessage).toBe('Instagram rechazó el acceso a tu cuenta. Vuelve a conectarla desde Mi cuenta > Integraciones e inténtalo de nuevo.');
    const [link] = await t.database.db.select().from(mediaProviderAgents).where(eq(mediaProviderAgents.type, 2));
    expect(link!.status).toBe('reconnect');
  });

  it('publishes through slow answers and usage headers at 95%, pausing between calls', async () => {
    meta.instagram.behaviour.delayMs = 150;
    meta.facebook.behaviour.delayMs = 150;
    meta.instagram.behaviour.usagePercent = 95;
    meta.facebook.behaviour.usagePercent = 95;
    const { id } = await draftWithPosts('Despacio', { photos: 2, pages: [accounts.pages[0]!.id] });
    const start = Date.now();
    await publish(id);
    const done = await settledDraft(t, ana.token, id, 30_000);
    expect(done).toMatchObject({ status: 3, postStatus: 2 });
    expect(igPublished('Despacio')).toHaveLength(1);
    expect(feedPosts('Despacio')).toHaveLength(1);
    // After an answer at 95% the next call waits PUBLISH_USAGE_PAUSE_MS (300 ms) on top of the delay.
    const times = meta.facebook.requests.filter((r) => r.method === 'POST' && r.receivedAt >= start).map((r) => r.receivedAt);
    expect(times).toHaveLength(3);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(150 + 280);
  });
});

describe('a provider that does not answer in time', () => {
  let slow: Awaited<ReturnType<typeof startPublishingApp>>;
  beforeAll(async () => {
    slow = await startPublishingApp({ PUBLISH_CALL_TIMEOUT_MS: '2000' });
  });
  afterAll(async () => {
    await slow.t.close();
    await slow.meta.close();
  });

  it('marks the post Failed with “no respondió” and the other network still goes out', async () => {
    const agent = await signUp(slow.t, 'eva@example.com');
    const acc = await connectBoth(slow.t, slow.meta, agent.agentId, 7);
    const { id, imageIds } = await publishableDraft(slow.t, agent.token, 1);
    const put = (path: string, body: object) => slow.t.call({ method: 'PUT', url: `/rest/v1/property-drafts/${id}/${path}`, token: agent.token, payload: body });
    await put('instagram', { imagesUrls: imageIds, caption: 'Lento' });
    await put('facebook', { imagesUrls: imageIds, caption: 'Lento', pagesIds: [acc.pages[0]!.id] });
    // Far past the timeout, which is itself far above a loaded machine's Facebook calls.
    slow.meta.instagram.behaviour.delayMs = 6000;
    await put('publish', {});
    const done = await settledDraft(slow.t, agent.token, id, 20_000);
    expect(done).toMatchObject({ status: 3, postStatus: 7, instagramPost: { status: 3, errorMessage: 'Instagram no respondió a tiempo. Vuelve a intentarlo en unos minutos.' } });
    expect(slow.meta.facebook.feedPosts).toHaveLength(1);
  });
});
