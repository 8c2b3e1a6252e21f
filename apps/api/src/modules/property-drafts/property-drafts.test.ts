import { beforeEach, describe, expect, it } from 'vitest';
import { type TestApp } from '../../../test/app';
import { twoAgentsEachTest } from '../../../test/two-agents';

let t: TestApp;
let ana: string;
let luis: string;
let apartment: number;
let bedroom: number;
let bathroom: number;

twoAgentsEachTest((agents) => ({ t, ana, luis } = agents));
beforeEach(async () => {
  const types = (await t.call({ method: 'GET', url: '/rest/v1/property-types', token: ana })).json().data;
  apartment = types.find((x: { name: string }) => x.name === 'Apartamento').propertyTypeId;
  const groups = (await t.call({ method: 'GET', url: '/rest/v1/property-enviroments', token: ana })).json().data;
  const children = groups.flatMap((g: { propertyEnviroments: unknown[] }) => g.propertyEnviroments);
  bedroom = children.find((c: { type: string }) => c.type === 'BEDROOM').propertyEnviromentId;
  bathroom = children.find((c: { type: string }) => c.type === 'BATHROOM').propertyEnviromentId;
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = ana) =>
  t.call({ method, url: `/rest/v1${url}`, token, payload });
const newDraft = async (token = ana) => (await call('POST', '/property-drafts', undefined, token)).json().data.propertyDraftId as string;

describe('catalogues', () => {
  it('has the property types, environments and detail categories the editor and preview read', async () => {
    const types = (await call('GET', '/property-types?searchQuery=galpon')).json().data;
    expect(types.map((x: { name: string }) => x.name)).toEqual(['Galpón']);
    const categories = (await call('GET', '/property-details/categories')).json().data.map((c: { name: string }) => c.name);
    expect(categories).toEqual(expect.arrayContaining(['Servicios', 'Limitaciones']));
    const details = (await call('GET', '/property-details/types?limit=100')).json().data.map((d: { type: string }) => d.type);
    expect(details).toEqual(expect.arrayContaining(['WATER', 'PARKING', 'FURNISHED', 'BUILD_YEAR']));
  });
});

describe('drafts', () => {
  it('creates an empty draft, then fills the property, environments, details and location', async () => {
    const created = await call('POST', '/property-drafts');
    expect(created.statusCode).toBe(201);
    const id = created.json().data.propertyDraftId;
    expect(created.json().data).toMatchObject({ status: 1, propertyType: null, price: null, bedrooms: 0, media: [] });

    const basic = await call('PUT', `/property-drafts/${id}`, {
      propertyType: apartment,
      price: 85000,
      operationType: 2,
      code: 'VT-001',
      description: '<p>Hermoso <strong>apartamento</strong> con vista al Ávila <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
    });
    expect(basic.statusCode).toBe(200);
    expect(basic.json().data).toMatchObject({ propertyType: { name: 'Apartamento' }, price: 85000, code: 'VT-001' });
    expect(basic.json().data.description).toBe('<p>Hermoso <strong>apartamento</strong> con vista al Ávila <a target="_blank" rel="noopener noreferrer nofollow">x</a></p>');

    await call('PUT', `/property-drafts/${id}/enviroments/${bedroom}`, { quantity: 3 });
    const envs = await call('PUT', `/property-drafts/${id}/enviroments/${bathroom}`, { quantity: 2 });
    expect(envs.json().data).toMatchObject({ bedrooms: 3, bathrooms: 2 });

    await call('PUT', `/property-drafts/${id}/details`, { propertyDetailType: 'SIZE', value: '120' });
    const water = await call('PUT', `/property-drafts/${id}/details`, { propertyDetailType: 'WATER', value: 'true' });
    expect(water.json().data.size).toBe(120);
    expect(water.json().data.details.map((d: { propertyDetailType: { type: string } }) => d.propertyDetailType.type)).toEqual(['SIZE', 'WATER']);
    const cleared = await call('DELETE', `/property-drafts/${id}/details/WATER`);
    expect(cleared.json().data.details).toHaveLength(1);

    const states = (await call('GET', '/country-states')).json().data;
    const miranda = states.find((s: { name: string }) => s.name === 'Miranda');
    const chacao = (await call('GET', `/country-locations?countryState=${miranda.countryStateId}`)).json().data.find((l: { name: string }) => l.name === 'Chacao');
    const loc = await call('PUT', `/property-drafts/${id}/location`, {
      address: 'Av. Francisco de Miranda, Chacao',
      countryState: miranda.countryStateId,
      location: chacao.countryLocationId,
      latitude: 10.4961,
      longitude: -66.8533,
    });
    expect(loc.json().data).toMatchObject({
      title: 'Apartamento en venta en Chacao',
      address: { address: 'Av. Francisco de Miranda, Chacao', location: { name: 'Chacao' }, geolocation: { latitude: 10.4961 } },
    });
  });

  it('answers the property form messages', async () => {
    const id = await newDraft();
    const res = await call('PUT', `/property-drafts/${id}`, { propertyType: 0, price: -5, operationType: 2, code: 'ab', description: '<p>corta</p>' });
    expect(res.json().metadata.error.fields).toEqual({
      propertyType: 'El tipo de propiedad es requerido',
      price: 'El precio debe ser mayor a 0',
      code: 'El código debe tener al menos 3 caracteres',
    });
    const short = await call('PUT', `/property-drafts/${id}`, { propertyType: apartment, price: 10, operationType: 1, description: '<p>muy corta</p>' });
    expect(short.json().metadata.error.fields).toEqual({ description: 'La descripción es requerida' });
    const long = await call('PUT', `/property-drafts/${id}`, { propertyType: apartment, price: 10, operationType: 1, description: `<p>${'a'.repeat(6001)}</p>` });
    expect(long.json().metadata.error.fields).toEqual({ description: 'La descripción debe tener menos de 6000 caracteres' });
  });

  it('lists Pending and Publishing drafts, filtered and paginated by 16', async () => {
    for (let i = 0; i < 17; i++) await newDraft();
    const id = await newDraft();
    await call('PUT', `/property-drafts/${id}`, { propertyType: apartment, price: 50000, operationType: 1, code: 'ALQ-77' });
    const page1 = (await call('GET', '/property-drafts')).json();
    expect(page1.data).toHaveLength(16);
    expect(page1.metadata.pagination).toEqual({ limit: 16, offset: 0, total: 18 });
    expect(page1.data[0].propertyDraftId).toBe(id);
    const byCode = (await call('GET', '/property-drafts?searchQuery=alq-77')).json().data;
    expect(byCode.map((d: { propertyDraftId: string }) => d.propertyDraftId)).toEqual([id]);
    expect((await call('GET', '/property-drafts?operationType=1&minPrice=40000&maxPrice=60000')).json().metadata.pagination.total).toBe(1);
    expect((await call('GET', '/property-drafts?statuses=1&limit=1')).json().data).toHaveLength(1);
    expect((await call('GET', '/property-drafts?statuses=2')).json().data).toEqual([]);
    expect((await call('GET', '/property-drafts?statuses=7')).statusCode).toBe(400);
  });

  it('another agent’s draft answers 404 and is left as it was', async () => {
    const id = await newDraft();
    const calls = await Promise.all([
      call('GET', `/property-drafts/${id}`, undefined, luis),
      call('PUT', `/property-drafts/${id}`, { propertyType: apartment, price: 1, operationType: 2 }, luis),
      call('PUT', `/property-drafts/${id}/enviroments/${bedroom}`, { quantity: 1 }, luis),
      call('PUT', `/property-drafts/${id}/details`, { propertyDetailType: 'WATER', value: 'x' }, luis),
      call('DELETE', `/property-drafts/${id}/details/WATER`, undefined, luis),
      call('GET', '/property-drafts/not-a-uuid', undefined, luis),
    ]);
    for (const res of calls) {
      expect(res.statusCode).toBe(404);
      expect(res.json().metadata.error.type).toBe('PROPERTY_DRAFT_NOT_FOUND');
    }
    expect((await call('GET', `/property-drafts/${id}`)).json().data).toMatchObject({ price: null, enviroments: [], details: [] });
    expect((await call('GET', '/property-drafts', undefined, luis)).json().data).toEqual([]);
  });
});
