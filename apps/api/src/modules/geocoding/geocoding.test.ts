import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressText } from '../../integrations/geocoder';
import { createTestApp, signUp, type TestApp } from '../../../test/app';
import type { HttpFake } from '../../../test/fakes/http-fake';
import { startFakeNominatim } from '../../../test/fakes/nominatim';

let nominatim: HttpFake;
let t: TestApp;
let token: string;

beforeAll(async () => {
  nominatim = await startFakeNominatim();
  t = await createTestApp({ GEOCODER_URL: nominatim.url });
  token = (await signUp(t)).token;
});
afterAll(async () => {
  await t.close();
  await nominatim.close();
});

describe('address text rule (spec 3 §9)', () => {
  it('joins postal code, street and municipality, skipping what is missing', () => {
    expect(addressText({ postcode: '1050', road: 'Avenida Libertador', municipality: 'Municipio Libertador' })).toBe('1050, Avenida Libertador, Municipio Libertador');
    expect(addressText({ postcode: null, road: 'Calle Real', municipality: null })).toBe('Calle Real');
    expect(addressText({ postcode: null, road: null, municipality: null })).toBe('');
  });
});

describe('geocoding through the server', () => {
  it('searches in Spanish within Venezuela, identifies itself, and caches', async () => {
    const res = await t.call({ method: 'GET', url: '/rest/v1/geocoding/search?q=Sambil', token });
    expect(res.json().data).toEqual([
      {
        displayName: expect.stringContaining('Centro Sambil'),
        address: '1060, Avenida Libertador, Municipio Chacao',
        latitude: 10.4893,
        longitude: -66.8528,
        road: 'Avenida Libertador',
        postcode: '1060',
        municipality: 'Municipio Chacao',
        state: 'Miranda',
      },
    ]);
    const sent = nominatim.requests.at(-1)!;
    expect(sent.query.get('countrycodes')).toBe('ve');
    expect(sent.query.get('accept-language')).toBe('es');
    expect(sent.headers['user-agent']).toMatch(/^Vitrina\/1\.0/);
    const before = nominatim.requests.length;
    await t.call({ method: 'GET', url: '/rest/v1/geocoding/search?q=%20sambil%20', token });
    expect(nominatim.requests.length).toBe(before);
  });

  it('reverse-geocodes a point, and answers 404 where there is nothing', async () => {
    const res = await t.call({ method: 'GET', url: '/rest/v1/geocoding/reverse?lat=10.49961&lon=-66.88359', token });
    expect(res.json().data).toMatchObject({ address: '1050, Avenida Libertador, Municipio Libertador', state: 'Distrito Capital' });
    const none = await t.call({ method: 'GET', url: '/rest/v1/geocoding/reverse?lat=5&lon=-60', token });
    expect(none.statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/rest/v1/geocoding/reverse?lat=200&lon=x', token })).statusCode).toBe(400);
  });

  it('asks the outside service at most once per second', async () => {
    const start = nominatim.requests.length;
    await Promise.all(['plaza', 'venezuela', 'caobos'].map((q) => t.call({ method: 'GET', url: `/rest/v1/geocoding/search?q=${q}`, token })));
    const times = nominatim.requests.slice(start).map((r) => r.receivedAt);
    expect(times).toHaveLength(3);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(950);
  });

  it('answers clearly when switched off or unreachable', async () => {
    const off = await createTestApp({ GEOCODER_URL: 'off' });
    const offToken = (await signUp(off)).token;
    const res = await off.call({ method: 'GET', url: '/rest/v1/geocoding/search?q=caracas', token: offToken });
    expect(res.statusCode).toBe(409);
    expect(res.json().metadata.error.type).toBe('GEOCODER_NOT_CONFIGURED');
    await off.close();
    const down = await createTestApp({ GEOCODER_URL: 'http://127.0.0.1:9' });
    const downToken = (await signUp(down)).token;
    const failed = await down.call({ method: 'GET', url: '/rest/v1/geocoding/search?q=caracas', token: downToken });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().metadata.error.type).toBe('GEOCODER_UNAVAILABLE');
    await down.close();
  });
});
