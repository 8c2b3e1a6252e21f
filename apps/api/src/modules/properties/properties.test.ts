import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema/index';
import { createTestApp, signUp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('published properties', () => {
  it('lists only the agent’s published listings, with the draft’s data, and hides others’', async () => {
    const ana = await signUp(t, 'ana@example.com');
    const luis = await signUp(t, 'luis@example.com');
    expect((await t.call({ method: 'GET', url: '/rest/v1/properties', token: ana.token })).json()).toMatchObject({ data: [], metadata: { pagination: { total: 0, limit: 16 } } });
    const draftId = (await t.call({ method: 'POST', url: '/rest/v1/property-drafts', token: ana.token })).json().data.propertyDraftId;
    // The publishing pipeline (next issue) writes this row; the list must show it.
    const [row] = await t.database.db
      .insert(properties)
      .values({ draftId, agentId: ana.agentId, slug: 'apartamento-en-venta-abc123', status: 2, publishedAt: new Date() })
      .returning();
    const list = (await t.call({ method: 'GET', url: '/rest/v1/properties', token: ana.token })).json();
    expect(list.data).toMatchObject([{ propertyId: row!.id, propertyDraftId: draftId, slug: 'apartamento-en-venta-abc123', status: 2, viewCount: 0 }]);
    expect((await t.call({ method: 'GET', url: `/rest/v1/properties/${row!.id}`, token: ana.token })).json().data.slug).toBe('apartamento-en-venta-abc123');
    expect((await t.call({ method: 'GET', url: `/rest/v1/properties/${row!.id}`, token: luis.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/rest/v1/properties', token: luis.token })).json().data).toEqual([]);
  });

  it('lets only the owner mark a listing sold, rented, unpublished or published again', async () => {
    const ana = await signUp(t, 'ana.status@example.com');
    const luis = await signUp(t, 'luis.status@example.com');
    const draftId = (await t.call({ method: 'POST', url: '/rest/v1/property-drafts', token: ana.token })).json().data.propertyDraftId;
    const [row] = await t.database.db
      .insert(properties)
      .values({ draftId, agentId: ana.agentId, slug: 'casa-en-venta-status1', status: 2, publishedAt: new Date() })
      .returning();
    const url = `/rest/v1/properties/${row!.id}/status`;
    const put = (token: string, body: unknown, to = url) => t.call({ method: 'PUT', url: to, token, payload: body as object });

    const sold = await put(ana.token, { status: 3 });
    expect(sold.statusCode).toBe(200);
    expect(sold.json().data).toMatchObject({ propertyId: row!.id, status: 3, viewCount: 0 });
    // A sold listing leaves the default list (Published) and shows when asked for by status.
    expect((await t.call({ method: 'GET', url: '/rest/v1/properties', token: ana.token })).json().data).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/rest/v1/properties?statuses=3,4,5', token: ana.token })).json().data).toHaveLength(1);
    for (const status of [4, 5, 2]) expect((await put(ana.token, { status })).json().data.status).toBe(status);

    for (const body of [{ status: 1 }, { status: 6 }, { status: '3' }, { status: 2.5 }, {}]) {
      const res = await put(ana.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().metadata.error).toMatchObject({ type: 'VALIDATION_ERROR', fields: { status: 'El estado de la propiedad no es válido' } });
    }
    // Another agent's listing, a made-up id and a non-uuid all answer as missing; nothing changes.
    const other = await put(luis.token, { status: 5 });
    expect(other.statusCode).toBe(404);
    expect(other.json().metadata.error.type).toBe('PROPERTY_NOT_FOUND');
    expect((await put(luis.token, { status: 5 }, '/rest/v1/properties/00000000-0000-4000-8000-000000000000/status')).statusCode).toBe(404);
    expect((await put(luis.token, { status: 5 }, '/rest/v1/properties/abc/status')).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/rest/v1/properties/${row!.id}`, token: ana.token })).json().data.status).toBe(2);
    expect((await t.call({ method: 'PUT', url, payload: { status: 5 } })).statusCode).toBe(401);
  });

  it('refuses a status change while the listing is still being published', async () => {
    const ana = await signUp(t, 'ana.publishing@example.com');
    const draftId = (await t.call({ method: 'POST', url: '/rest/v1/property-drafts', token: ana.token })).json().data.propertyDraftId;
    const [row] = await t.database.db.insert(properties).values({ draftId, agentId: ana.agentId, slug: 'casa-publicando-1', status: 1 }).returning();
    const res = await t.call({ method: 'PUT', url: `/rest/v1/properties/${row!.id}/status`, token: ana.token, payload: { status: 5 } });
    expect(res.statusCode).toBe(409);
    expect(res.json().metadata.error.type).toBe('PROPERTY_STATUS_CONFLICT');
  });

  it('documents the status call in the OpenAPI description', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/rest/v1/docs/json' })).json();
    const put = doc.paths['/rest/v1/properties/{propertyId}/status'].put;
    expect(put.description).toMatch(/3 Vendida, 4 Alquilada, 5 Despublicada/);
    expect(put.requestBody.content['application/json'].schema.properties.status).toBeDefined();
    // The public page is described too, as the HTML page it is, not as an API operation.
    expect(Object.keys(doc.paths['/p/{slug}'].get.responses['200'].content)).toEqual(['text/html']);
  });
});
