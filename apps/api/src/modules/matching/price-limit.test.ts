import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyDrafts } from '../../db/schema/index';
import { createTestApp, signUp, type TestApp } from '../../../test/app';
import { apiAs, catalogue, chacaoBuyer, customer, listing, type Catalogue } from './matching-fixtures';

/**
 * The price limit: a listing under the customer's minimum, or more than 10 % over the maximum,
 * is never a match, however well place, type and rooms fit.
 */
let t: TestApp;
let ana: { token: string; agentId: string };
let cat: Catalogue;
const ids = {} as Record<'far' | 'edge' | 'overEdge' | 'inside' | 'atMin' | 'underMin' | 'noPrice' | 'budget' | 'onlyMax' | 'onlyMin', string>;

const call = (method: 'GET' | 'PUT', url: string) => t.call({ method, url: `/rest/v1${url}`, token: ana.token });
const listingsOf = async (tenantId: string) => {
  const body = (await call('GET', `/tenants/${tenantId}/matches`)).json();
  return { ids: (body.data as Array<{ propertyDraftId: string }>).map((m) => m.propertyDraftId).sort(), total: body.metadata.pagination.total as number };
};
const customersOf = async (draftId: string) =>
  ((await call('GET', `/property-drafts/${draftId}/matches`)).json().data as Array<{ tenantId: string }>).map((m) => m.tenantId).sort();

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000' });
  ana = await signUp(t, 'ana@example.com');
  cat = await catalogue(t, ana.token);
  // Every listing fits the place, type and rooms perfectly (65 points without the price).
  const at = (price: number, published = true) =>
    listing(t, ana, cat, { type: 'Apartamento', operation: 2, price, state: 'Miranda', location: cat.chacao, bedrooms: 3, bathrooms: 2, published }).then((l) => l.id);
  ids.far = await at(400_000);
  ids.edge = await at(165_000);
  ids.overEdge = await at(165_015);
  ids.inside = await at(120_000);
  ids.atMin = await at(80_000);
  ids.underMin = await at(79_999);
  // A draft whose price is not written yet ('Precio a consultar'), matched on its page before publishing.
  ids.noPrice = await at(1, false);
  await t.database.db.update(propertyDrafts).set({ price: null }).where(eq(propertyDrafts.id, ids.noPrice));
  const api = apiAs(t, ana.token);
  ids.budget = (await customer(t, ana.token, 'Beatriz')).tenantId;
  await api('PUT', `/tenants/${ids.budget}/search-profile`, chacaoBuyer(cat, { priceMin: 80_000, priceMax: 150_000 }));
  ids.onlyMax = (await customer(t, ana.token, 'Carlos')).tenantId;
  await api('PUT', `/tenants/${ids.onlyMax}/search-profile`, chacaoBuyer(cat, { priceMin: null, priceMax: 150_000 }));
  ids.onlyMin = (await customer(t, ana.token, 'Diana')).tenantId;
  await api('PUT', `/tenants/${ids.onlyMin}/search-profile`, chacaoBuyer(cat, { priceMin: 80_000, priceMax: null }));
}, 120_000);
afterAll(async () => t?.close());

describe('the price limit', () => {
  it("leaves out of a customer's matches a listing under the minimum or more than 10 % over the maximum", async () => {
    const { ids: found, total } = await listingsOf(ids.budget);
    expect(found).toEqual([ids.edge, ids.inside, ids.atMin].sort());
    expect(total).toBe(3);
    const body = (await call('GET', `/tenants/${ids.budget}/matches`)).json();
    const byId = new Map((body.data as Array<{ propertyDraftId: string; score: number; reasons: string[] }>).map((m) => [m.propertyDraftId, m]));
    expect(byId.get(ids.edge)).toMatchObject({ score: 80, reasons: ['Precio hasta un 10 % sobre el máximo', 'En Chacao', 'Apartamento', '3 habitaciones', '2 baños'] });
    expect(byId.get(ids.atMin)).toMatchObject({ score: 100 });
  });

  it('holds each bound alone when the profile sets only one', async () => {
    expect((await listingsOf(ids.onlyMax)).ids).toEqual([ids.edge, ids.inside, ids.atMin, ids.underMin].sort());
    expect((await listingsOf(ids.onlyMin)).ids).toEqual([ids.far, ids.edge, ids.overEdge, ids.inside, ids.atMin].sort());
  });

  it("leaves the customer out of the listing's matches, the other way round", async () => {
    expect(await customersOf(ids.far)).toEqual([ids.onlyMin]);
    expect(await customersOf(ids.overEdge)).toEqual([ids.onlyMin]);
    expect(await customersOf(ids.edge)).toEqual([ids.budget, ids.onlyMax, ids.onlyMin].sort());
    expect(await customersOf(ids.underMin)).toEqual([ids.onlyMax]);
    expect(await customersOf(ids.atMin)).toEqual([ids.budget, ids.onlyMax, ids.onlyMin].sort());
  });

  it('does not rule out a draft without a price: it is over no budget, and earns no price points', async () => {
    const body = (await call('GET', `/property-drafts/${ids.noPrice}/matches`)).json();
    expect(body.data.map((m: { tenantId: string; score: number; reasons: string[] }) => [m.tenantId, m.score, m.reasons])).toEqual(
      [ids.budget, ids.onlyMax, ids.onlyMin].map((id) => [id, 65, ['En Chacao', 'Apartamento', '3 habitaciones', '2 baños']]),
    );
  });
});
