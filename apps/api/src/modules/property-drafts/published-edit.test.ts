import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/app';
import { fastPublishing, publishableDraft, settledDraft } from '../../../test/publishing-fixtures';

let t: TestApp;
let ana: { agentId: string; token: string };
let bruno: { agentId: string; token: string };
beforeAll(async () => {
  t = await createTestApp(fastPublishing);
  ana = await signUp(t, 'ana.edita@example.com');
  bruno = await signUp(t, 'bruno.edita@example.com');
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.call({ method, url: `/rest/v1${url}`, token, payload });

/** 'Editar' on a published listing (issue 10): the content changes, the networks are left alone. */
describe('editing a published listing', () => {
  it('saves a new price on the public page at once, without posting again; posts and other agents are refused', async () => {
    const { id } = await publishableDraft(t, ana.token, 1);
    expect((await call('PUT', `/property-drafts/${id}/publish`, ana.token)).statusCode).toBe(200);
    const done = await settledDraft(t, ana.token, id);
    expect(done.status).toBe(3);
    const slug = done.property.slug as string;
    const before = await t.app.inject({ method: 'GET', url: `/p/${slug}` });
    expect(before.body).toContain('USD\u00a085.000');

    const changed = await call('PUT', `/property-drafts/${id}`, ana.token, {
      propertyType: done.propertyType.propertyTypeId,
      price: 79000,
      operationType: 2,
      code: 'VT-101',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.price).toBe(79000);
    // Still published, and the public page shows the new price.
    const after = await call('GET', `/property-drafts/${id}`, ana.token);
    expect(after.json().data.status).toBe(3);
    const page = await t.app.inject({ method: 'GET', url: `/p/${slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('USD\u00a079.000');
    expect(page.body).not.toContain('USD\u00a085.000');

    // The posts that went out are not changed or removed from here.
    const post = await call('DELETE', `/property-drafts/${id}/instagram`, ana.token);
    expect(post.statusCode).toBe(409);
    expect(post.json().metadata.error).toMatchObject({
      type: 'PROPERTY_DRAFT_NOT_EDITABLE',
      message: 'La propiedad ya está publicada: sus publicaciones en redes no se pueden modificar',
    });

    // Another agent's published listing does not exist for Bruno, and is left as it was.
    const foreign = await call('PUT', `/property-drafts/${id}`, bruno.token, { propertyType: done.propertyType.propertyTypeId, price: 1, operationType: 2 });
    expect(foreign.statusCode).toBe(404);
    expect((await call('GET', `/property-drafts/${id}`, ana.token)).json().data.price).toBe(79000);
  });
});
