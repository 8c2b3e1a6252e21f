import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { propertyDrafts } from '../../db/schema/index';
import { createStorage } from '../../plugins/storage/index';
import { type TestApp } from '../../../test/app';
import { twoAgentsEachTest } from '../../../test/two-agents';
import { makeImage, multipart } from '../../../test/images';
import { removeEmptyDrafts } from './draft-removal';
import { EMPTY_DRAFTS_CRON, EMPTY_DRAFTS_QUEUE } from './empty-drafts.job';

let t: TestApp;
let ana: string;
let luis: string;

twoAgentsEachTest((agents) => ({ t, ana, luis } = agents));

const newDraft = async (token = ana): Promise<string> =>
  (await t.call({ method: 'POST', url: '/rest/v1/property-drafts', token })).json().data.propertyDraftId;
const upload = (draftId: string, path: string, file: Buffer, name: string, type: string, method: 'POST' | 'PUT' = 'POST') => {
  const m = multipart(file, name, type);
  return t.call({ method, url: `/rest/v1/property-drafts/${draftId}${path}`, token: ana, payload: m.payload, headers: m.headers });
};
const remove = (draftId: string, token = ana) => t.call({ method: 'DELETE', url: `/rest/v1/property-drafts/${draftId}`, token });
const get = (draftId: string, token = ana) => t.call({ method: 'GET', url: `/rest/v1/property-drafts/${draftId}`, token });
const served = async (url: string) => (await t.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode;
const mp4 = () => Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41'), Buffer.alloc(5_000, 1)]);
const setStatus = (id: string, status: number) => t.database.db.update(propertyDrafts).set({ status }).where(eq(propertyDrafts.id, id));
const age = (id: string, hours: number) =>
  t.database.db.update(propertyDrafts).set({ updatedAt: new Date(Date.now() - hours * 3600_000) }).where(eq(propertyDrafts.id, id));
const listIds = async (query = '') =>
  (await t.call({ method: 'GET', url: `/rest/v1/property-drafts${query}`, token: ana })).json().data.map((d: { propertyDraftId: string }) => d.propertyDraftId);

describe('DELETE /property-drafts/{id}', () => {
  it("deletes the agent's draft with its images, thumbnail and video, which leave storage", async () => {
    const id = await newDraft();
    expect((await upload(id, '/images', await makeImage(800, 600), 'sala.jpg', 'image/jpeg')).statusCode).toBe(201);
    expect((await upload(id, '/thumbnail', await makeImage(596, 446), 'mini.jpg', 'image/jpeg')).statusCode).toBe(200);
    expect((await upload(id, '/videos', mp4(), 'recorrido.mp4', 'video/mp4')).statusCode).toBe(201);
    expect((await upload(id, '/videos/thumbnail', await makeImage(640, 360), 'frame.jpg', 'image/jpeg', 'PUT')).statusCode).toBe(200);
    const draft = (await get(id)).json().data;
    const renditions: string[] = draft.media[0].renditions.map((r: { url: string }) => r.url);
    expect(renditions).toHaveLength(1);
    const urls: string[] = [draft.media[0].imageUrl, ...renditions, draft.thumbnail, draft.video.url, draft.video.thumbnail];
    for (const url of urls) expect(await served(url)).toBe(200);

    const res = await remove(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, metadata: {} });
    expect((await get(id)).statusCode).toBe(404);
    expect(await listIds()).toEqual([]);
    for (const url of urls) expect(await served(url)).toBe(404);
    // Gone from storage itself, not only from the links.
    const storage = createStorage(t.config.storage);
    for (const url of urls) expect(await storage.size(decodeURIComponent(new URL(url).pathname.replace(/^\/files\//, '')))).toBeNull();
  });

  it("answers 404 for another agent's draft or an unknown id, and leaves the draft alone", async () => {
    const id = await newDraft();
    const other = await remove(id, luis);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ data: null, metadata: { error: { type: 'PROPERTY_DRAFT_NOT_FOUND', message: 'El borrador de la propiedad no existe' } } });
    expect((await remove('8f1f0b0e-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await remove('not-a-uuid')).statusCode).toBe(404);
    expect((await get(id)).statusCode).toBe(200);
  });

  it('refuses a draft being published and a published listing with 409', async () => {
    const publishing = await newDraft();
    await setStatus(publishing, 2);
    const busy = await remove(publishing);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().metadata.error).toMatchObject({
      type: 'PROPERTY_DRAFT_NOT_EDITABLE',
      message: 'El borrador se está publicando y no se puede eliminar. Espera a que termine la publicación.',
    });
    const published = await newDraft();
    await setStatus(published, 3);
    const listed = await remove(published);
    expect(listed.statusCode).toBe(409);
    expect(listed.json().metadata.error.type).toBe('PROPERTY_DRAFT_ALREADY_PUBLISHED');
    expect((await get(publishing)).statusCode).toBe(200);
    expect((await get(published)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const id = await newDraft();
    expect((await t.call({ method: 'DELETE', url: `/rest/v1/property-drafts/${id}` })).statusCode).toBe(401);
    expect((await get(id)).statusCode).toBe(200);
  });
});

describe('empty drafts cleanup job', () => {
  it('is scheduled in the job queue', async () => {
    const result = (await t.database.db.execute(sql`select name, cron, timezone from pgboss.schedule`)) as unknown as { rows: unknown[] };
    expect(result.rows).toContainEqual({ name: EMPTY_DRAFTS_QUEUE, cron: EMPTY_DRAFTS_CRON, timezone: 'UTC' });
  });

  it('removes only the empty drafts untouched for more than a day', async () => {
    const oldEmpty = await newDraft();
    const freshEmpty = await newDraft();
    const oldPriced = await newDraft();
    const oldWithImage = await newDraft();
    const oldPublishing = await newDraft();
    const types = (await t.call({ method: 'GET', url: '/rest/v1/property-types', token: ana })).json().data;
    const typeId = types[0].propertyTypeId;
    expect(
      (await t.call({ method: 'PUT', url: `/rest/v1/property-drafts/${oldPriced}`, token: ana, payload: { propertyType: typeId, price: 90000, operationType: 1 } }))
        .statusCode,
    ).toBe(200);
    expect((await upload(oldWithImage, '/images', await makeImage(400, 300), 'a.jpg', 'image/jpeg')).statusCode).toBe(201);
    await setStatus(oldPublishing, 2);
    for (const id of [oldEmpty, oldPriced, oldWithImage, oldPublishing]) await age(id, 25);
    await age(freshEmpty, 23);

    const outcome = await removeEmptyDrafts({ db: t.database.db, storage: createStorage(t.config.storage) });
    expect(outcome).toEqual({ removed: 1 });
    expect((await get(oldEmpty)).statusCode).toBe(404);
    for (const id of [freshEmpty, oldPriced, oldWithImage, oldPublishing]) expect((await get(id)).statusCode).toBe(200);
  });

  it('counts a moved clock: a draft empty for a day by then goes', async () => {
    const id = await newDraft();
    const storage = createStorage(t.config.storage);
    expect(await removeEmptyDrafts({ db: t.database.db, storage })).toEqual({ removed: 0 });
    expect(await removeEmptyDrafts({ db: t.database.db, storage, now: new Date(Date.now() + 25 * 3600_000) })).toEqual({ removed: 1 });
    expect((await get(id)).statusCode).toBe(404);
  });
});

describe("dashboard's 'Continúa publicando' (withContent=true)", () => {
  it('picks the most recently edited draft with content, never an empty one', async () => {
    const older = await newDraft();
    const newer = await newDraft();
    const types = (await t.call({ method: 'GET', url: '/rest/v1/property-types', token: ana })).json().data;
    await t.call({ method: 'PUT', url: `/rest/v1/property-drafts/${older}`, token: ana, payload: { propertyType: types[0].propertyTypeId, price: 1000, operationType: 2 } });
    await age(older, 2);
    expect((await upload(newer, '/images', await makeImage(400, 300), 'a.jpg', 'image/jpeg')).statusCode).toBe(201);
    await age(newer, 1);
    const empty = await newDraft(); // the latest of all, and empty

    expect((await listIds('?statuses=1&limit=1'))[0]).toBe(empty);
    expect(await listIds('?statuses=1&limit=1&withContent=true')).toEqual([newer]);
    expect(await listIds('?statuses=1&withContent=true')).toEqual([newer, older]);
    const bad = await t.call({ method: 'GET', url: '/rest/v1/property-drafts?withContent=si', token: ana });
    expect(bad.statusCode).toBe(400);
  });
});
