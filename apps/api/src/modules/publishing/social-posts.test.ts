import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { propertyDrafts } from '../../db/schema/index';
import { createTestApp, signUp, type TestApp } from '../../../test/app';
import { connectFacebook, connectInstagram, fastPublishing, publishableDraft } from '../../../test/publishing-fixtures';

let t: TestApp;
let ana: { agentId: string; token: string };
let luis: { agentId: string; token: string };

beforeAll(async () => {
  t = await createTestApp(fastPublishing);
});
beforeEach(async () => {
  await t.reset();
  ana = await signUp(t, 'ana@example.com');
  luis = await signUp(t, 'luis@example.com');
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, token = ana.token) =>
  t.call({ method, url: `/rest/v1${url}`, token, payload });
const connectAna = async () => {
  await connectInstagram(t, ana.agentId, { token: 'IGlong-1', igUserId: '1784' });
  await connectFacebook(t, ana.agentId, [
    { id: '501', name: 'Ana Inmuebles' },
    { id: '502', name: 'Ana Alquileres' },
  ]);
};

describe('Instagram and Facebook posts of a draft', () => {
  it('saves both posts in the order chosen and answers them on the draft', async () => {
    await connectAna();
    const { id, imageIds } = await publishableDraft(t, ana.token, 3);
    const ig = await call('PUT', `/property-drafts/${id}/instagram`, {
      imagesUrls: [imageIds[2], imageIds[0]],
      caption: 'Apartamento con vista al Ávila 🏙️',
      hashtags: ['#Chacao', 'venta', 'Chacao'],
      location: null,
    });
    expect(ig.statusCode).toBe(200);
    expect(ig.json().data.instagramPost).toMatchObject({
      imagesUrls: [imageIds[2], imageIds[0]],
      caption: 'Apartamento con vista al Ávila 🏙️',
      hashTags: ['Chacao', 'venta'],
      status: 1,
      location: null,
      errorMessage: null,
      externalId: null,
    });
    const fb = await call('PUT', `/property-drafts/${id}/facebook`, { imagesUrls: imageIds, caption: 'En venta', pagesIds: ['502', '501'], hashtags: null });
    expect(fb.statusCode).toBe(200);
    expect(fb.json().data.facebookPost).toMatchObject({
      imagesUrls: imageIds,
      pagesIds: ['502', '501'],
      hashTags: [],
      status: 1,
      pages: [
        { facebookPageId: '502', name: 'Ana Alquileres', status: 1, externalId: null },
        { facebookPageId: '501', name: 'Ana Inmuebles', status: 1, externalId: null },
      ],
    });
    // Writing again replaces the post.
    const again = await call('PUT', `/property-drafts/${id}/instagram`, { imagesUrls: [imageIds[1]], caption: 'Otra' });
    expect(again.json().data.instagramPost).toMatchObject({ imagesUrls: [imageIds[1]], caption: 'Otra', hashTags: [] });

    const noIg = await call('DELETE', `/property-drafts/${id}/instagram`);
    expect(noIg.statusCode).toBe(200);
    expect(noIg.json().data.instagramPost).toBeNull();
    expect(noIg.json().data.facebookPost).not.toBeNull();
    const noFb = await call('DELETE', `/property-drafts/${id}/facebook`);
    expect(noFb.json().data.facebookPost).toBeNull();
  });

  it('refuses a network that is not connected, images of another draft and pages that are not the agent’s', async () => {
    const { id, imageIds } = await publishableDraft(t, ana.token, 2);
    const notConnected = await call('PUT', `/property-drafts/${id}/instagram`, { imagesUrls: [imageIds[0]], caption: 'Hola' });
    expect(notConnected.statusCode).toBe(409);
    expect(notConnected.json().metadata.error.type).toBe('MEDIA_PROVIDER_NOT_CONNECTED');
    const fbNotConnected = await call('PUT', `/property-drafts/${id}/facebook`, { imagesUrls: [imageIds[0]], caption: 'Hola', pagesIds: ['501'] });
    expect(fbNotConnected.json().metadata.error.type).toBe('MEDIA_PROVIDER_NOT_CONNECTED');

    await connectAna();
    const other = await publishableDraft(t, ana.token, 1);
    const foreign = await call('PUT', `/property-drafts/${id}/instagram`, { imagesUrls: [imageIds[0], other.imageIds[0]], caption: 'Hola' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().metadata.error).toMatchObject({ type: 'VALIDATION_ERROR', fields: { imagesUrls: 'Las imágenes deben ser de esta propiedad' } });

    const pages = await call('PUT', `/property-drafts/${id}/facebook`, { imagesUrls: [imageIds[0]], caption: 'Hola', pagesIds: ['501', '999'] });
    expect(pages.statusCode).toBe(400);
    expect(pages.json().metadata.error.fields).toEqual({ pagesIds: 'Las páginas deben estar entre tus páginas de Facebook' });

    const empty = await call('PUT', `/property-drafts/${id}/facebook`, { imagesUrls: [], caption: ' ', pagesIds: [] });
    expect(empty.json().metadata.error.fields).toEqual({
      imagesUrls: 'Debes seleccionar al menos una imagen.',
      caption: 'Debes escribir una descripción.',
      pagesIds: 'Debes seleccionar al menos una página.',
    });
    const tooLong = await call('PUT', `/property-drafts/${id}/instagram`, { imagesUrls: [imageIds[0]], caption: 'a'.repeat(2201), location: { name: 'x' } });
    expect(Object.keys(tooLong.json().metadata.error.fields).sort()).toEqual(['caption', 'location']);
    expect((await call('GET', `/property-drafts/${id}`)).json().data.instagramPost).toBeNull();
  });

  it('answers 404 for another agent’s draft and 409 for a draft that is publishing', async () => {
    await connectAna();
    await connectInstagram(t, luis.agentId, { token: 'IGlong-2', igUserId: '1785' });
    const { id, imageIds } = await publishableDraft(t, ana.token, 1);
    const body = { imagesUrls: [imageIds[0]], caption: 'Hola' };
    for (const res of [
      await call('PUT', `/property-drafts/${id}/instagram`, body, luis.token),
      await call('DELETE', `/property-drafts/${id}/instagram`, undefined, luis.token),
      await call('PUT', `/property-drafts/${id}/facebook`, { ...body, pagesIds: ['501'] }, luis.token),
      await call('DELETE', `/property-drafts/${id}/facebook`, undefined, luis.token),
      await call('PUT', `/property-drafts/${id}/publish`, undefined, luis.token),
      await call('PUT', '/property-drafts/not-a-uuid/instagram', body, luis.token),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().metadata.error.type).toBe('PROPERTY_DRAFT_NOT_FOUND');
    }
    await t.database.db.update(propertyDrafts).set({ status: 2 }).where(eq(propertyDrafts.id, id));
    const locked = await call('PUT', `/property-drafts/${id}/instagram`, body);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().metadata.error.type).toBe('PROPERTY_DRAFT_NOT_EDITABLE');
    expect((await call('DELETE', `/property-drafts/${id}/facebook`)).json().metadata.error.type).toBe('PROPERTY_DRAFT_NOT_EDITABLE');
  });

  it('leaves a deleted image out of the posts, and the publish check sees a post left with none', async () => {
    await connectAna();
    const { id, imageIds } = await publishableDraft(t, ana.token, 2);
    await call('PUT', `/property-drafts/${id}/instagram`, { imagesUrls: [imageIds[0]], caption: 'Hola' });
    await call('PUT', `/property-drafts/${id}/facebook`, { imagesUrls: [imageIds[0], imageIds[1]], caption: 'Hola', pagesIds: ['501'] });
    const after = (await call('DELETE', `/property-drafts/${id}/images/${imageIds[0]}`)).json().data;
    expect(after.instagramPost.imagesUrls).toEqual([]);
    expect(after.facebookPost.imagesUrls).toEqual([imageIds[1]]);
    const refused = await call('PUT', `/property-drafts/${id}/publish`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().metadata.error).toMatchObject({
      type: 'PROPERTY_DRAFT_INVALID',
      items: [{ section: 'instagram', message: 'Debe cargar al menos una imagen para Instagram' }],
    });
    expect(refused.json().data).toEqual({ items: refused.json().metadata.error.items });
    expect((await call('GET', `/property-drafts/${id}`)).json().data).toMatchObject({ status: 1, postStatus: 1 });
  });
});
