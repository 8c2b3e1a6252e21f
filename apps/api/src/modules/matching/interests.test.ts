import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/app';
import { catalogue, customer, listing, share } from './matching-fixtures';

let t: TestApp;
let ana: { token: string; agentId: string };
let luis: { token: string; agentId: string };
const ids = {} as Record<'own' | 'shared' | 'luisOnly' | 'tenant' | 'luisTenant', string>;
let slug: string;

const call = (token: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) => t.call({ method, url: `/rest/v1${url}`, token, payload });
const interest = (token: string, tenantId: string, draftId: string, status?: number) =>
  call(token, status === undefined ? 'DELETE' : 'PUT', `/tenants/${tenantId}/interests/${draftId}`, status === undefined ? undefined : { status });
const timeline = async (tenantId: string) =>
  (await call(ana.token, 'GET', `/tenants/${tenantId}/activities?limit=50`)).json().data as Array<{
    eventType: number;
    title: string;
    property: { propertyId: string; slug: string; title: string | null } | null;
  }>;
const interestsOf = async (tenantId: string) => (await call(ana.token, 'GET', `/tenants/${tenantId}/interests`)).json();

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000' });
  ana = await signUp(t, 'ana@example.com');
  luis = await signUp(t, 'luis@example.com');
  const cat = await catalogue(t, ana.token);
  const own = await listing(t, ana, cat, { type: 'Apartamento', operation: 2, price: 85_000, state: 'Miranda', location: cat.chacao, bedrooms: 3 });
  ids.own = own.id;
  slug = own.slug!;
  ids.shared = (await listing(t, luis, cat, { type: 'Casa', operation: 1, price: 900, state: 'Miranda', location: cat.baruta })).id;
  ids.luisOnly = (await listing(t, luis, cat, { type: 'Casa', operation: 2, price: 90_000, state: 'Lara', location: cat.lara })).id;
  await share(t, ids.shared, ana.agentId);
  ids.tenant = (await customer(t, ana.token, 'Beatriz')).tenantId;
  ids.luisTenant = (await customer(t, luis.token, 'Fabio')).tenantId;
}, 120_000);
afterAll(async () => t?.close());

describe('interests', () => {
  it('links a listing, records it in the timeline once per status, and shows it in the matches', async () => {
    const res = await interest(ana.token, ids.tenant, ids.own, 1);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      tenantId: ids.tenant,
      propertyDraftId: ids.own,
      status: 1,
      listing: { propertyDraftId: ids.own, title: 'Apartamento en venta en Chacao', slug, owner: { agentId: ana.agentId } },
    });
    expect((await interest(ana.token, ids.tenant, ids.own, 1)).statusCode).toBe(200);
    expect((await interest(ana.token, ids.tenant, ids.own, 2)).json().data.status).toBe(2);

    const events = (await timeline(ids.tenant)).filter((e) => e.eventType === 10);
    expect(events.map((e) => e.title)).toEqual(['Interés en una propiedad: Visitó', 'Interés en una propiedad: Interesado']);
    expect(events[0]!.property).toMatchObject({ slug, title: 'Apartamento en venta en Chacao' });

    await call(ana.token, 'PUT', `/tenants/${ids.tenant}/search-profile`, {
      operationType: null, propertyTypes: [], priceMin: null, priceMax: null, countryStates: [], countryLocations: [], bedroomsMin: null, bathroomsMin: null,
    });
    const matches = (await call(ana.token, 'GET', `/tenants/${ids.tenant}/matches`)).json().data as Array<{ propertyDraftId: string; interest: number | null }>;
    expect(matches.find((m) => m.propertyDraftId === ids.own)?.interest).toBe(2);
    const customers = (await call(ana.token, 'GET', `/property-drafts/${ids.own}/matches`)).json().data;
    expect(customers).toEqual([expect.objectContaining({ tenantId: ids.tenant, interest: 2 })]);
  });

  it('links a listing shared with the agent and lists the links, last changed first', async () => {
    expect((await interest(ana.token, ids.tenant, ids.shared, 4)).statusCode).toBe(200);
    const list = await interestsOf(ids.tenant);
    expect(list.data.map((i: { propertyDraftId: string; status: number }) => [i.propertyDraftId, i.status])).toEqual([
      [ids.shared, 4],
      [ids.own, 2],
    ]);
    expect(list.data[0].listing.owner.agentId).toBe(luis.agentId);
    expect(list.metadata.pagination).toEqual({ limit: 50, offset: 0, total: 2 });
  });

  it("refuses another agent's customer or listing, an unknown status, and changes nothing", async () => {
    const before = await interestsOf(ids.tenant);
    const eventsBefore = (await timeline(ids.tenant)).length;
    const cases: Array<[string, string, string, number, number, string]> = [
      [luis.token, ids.tenant, ids.own, 3, 404, 'TENANT_NOT_FOUND'],
      [ana.token, ids.luisTenant, ids.own, 3, 404, 'TENANT_NOT_FOUND'],
      [ana.token, ids.tenant, ids.luisOnly, 3, 404, 'PROPERTY_DRAFT_NOT_FOUND'],
      [ana.token, ids.tenant, 'no-es-un-id', 3, 404, 'PROPERTY_DRAFT_NOT_FOUND'],
      [ana.token, ids.tenant, ids.own, 5, 400, 'VALIDATION_ERROR'],
    ];
    for (const [token, tenantId, draftId, status, code, type] of cases) {
      const res = await interest(token, tenantId, draftId, status);
      expect(res.statusCode, `${tenantId} ${draftId} ${status}`).toBe(code);
      expect(res.json().metadata.error.type).toBe(type);
    }
    expect((await interest(ana.token, ids.tenant, ids.own, 5)).json().metadata.error.fields).toEqual({ status: 'El estado del interés no es válido' });
    expect((await interest(luis.token, ids.tenant, ids.own)).statusCode).toBe(404);
    expect(await interestsOf(ids.tenant)).toEqual(before);
    expect((await timeline(ids.tenant)).length).toBe(eventsBefore);
  });

  it('unlinks a listing, keeps the timeline, and answers 404 when it is not linked', async () => {
    const eventsBefore = (await timeline(ids.tenant)).length;
    const res = await interest(ana.token, ids.tenant, ids.own);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, metadata: {} });
    expect((await interestsOf(ids.tenant)).data.map((i: { propertyDraftId: string }) => i.propertyDraftId)).toEqual([ids.shared]);
    expect((await timeline(ids.tenant)).length).toBe(eventsBefore);
    const again = await interest(ana.token, ids.tenant, ids.own);
    expect(again.statusCode).toBe(404);
    expect(again.json().metadata.error).toEqual({ type: 'INTEREST_NOT_FOUND', message: 'La propiedad no está vinculada al cliente' });
  });
});
