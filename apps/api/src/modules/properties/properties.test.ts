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
    expect(list.data).toMatchObject([{ propertyId: row!.id, propertyDraftId: draftId, slug: 'apartamento-en-venta-abc123', status: 2, views: 0 }]);
    expect((await t.call({ method: 'GET', url: `/rest/v1/properties/${row!.id}`, token: ana.token })).json().data.slug).toBe('apartamento-en-venta-abc123');
    expect((await t.call({ method: 'GET', url: `/rest/v1/properties/${row!.id}`, token: luis.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/rest/v1/properties', token: luis.token })).json().data).toEqual([]);
  });
});
