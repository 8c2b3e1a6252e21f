import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seeds';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('catalogues', () => {
  it('lists Venezuela’s 24 federal entities by name with their coordinates', async () => {
    const res = await t.call({ method: 'GET', url: '/rest/v1/country-states' });
    const body = res.json();
    expect(body.metadata.pagination).toEqual({ limit: 100, offset: 0, total: 24 });
    expect(body.data[0]).toEqual({ countryStateId: expect.any(Number), name: 'Amazonas', latitude: 5.66049, longitude: -67.58343 });
    expect(body.data.map((s: { name: string }) => s.name)).toContain('La Guaira');
  });

  it('lists the municipalities of one state, paginated', async () => {
    const states = (await t.call({ method: 'GET', url: '/rest/v1/country-states' })).json().data as { countryStateId: number; name: string }[];
    const miranda = states.find((s) => s.name === 'Miranda')!;
    const res = await t.call({ method: 'GET', url: `/rest/v1/country-locations?countryState=${miranda.countryStateId}&limit=5&offset=5` });
    const body = res.json();
    expect(body.metadata.pagination).toEqual({ limit: 5, offset: 5, total: 21 });
    expect(body.data).toHaveLength(5);
    expect(body.data[0]).toMatchObject({ countryState: miranda.countryStateId, latitude: expect.any(Number) });
    const all = (await t.call({ method: 'GET', url: `/rest/v1/country-locations?countryState=${miranda.countryStateId}` })).json();
    expect(all.data.map((l: { name: string }) => l.name)).toContain('Sucre');
  });

  it('requires the state and answers an empty list for an unknown one', async () => {
    const missing = await t.call({ method: 'GET', url: '/rest/v1/country-locations' });
    expect(missing.json().metadata.error.fields).toEqual({ countryState: 'Debe seleccionar un estado' });
    const unknown = await t.call({ method: 'GET', url: '/rest/v1/country-locations?countryState=9999' });
    expect(unknown.json()).toMatchObject({ data: [], metadata: { pagination: { total: 0 } } });
  });

  it('seeding again changes nothing', async () => {
    await seedDatabase(t.database.db);
    const states = (await t.call({ method: 'GET', url: '/rest/v1/country-states' })).json();
    expect(states.metadata.pagination.total).toBe(24);
    const loc = await t.database.db.execute('select count(*)::int as n from country_locations');
    expect((loc as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(335);
  });
});
