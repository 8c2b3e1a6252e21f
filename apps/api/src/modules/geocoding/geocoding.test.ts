import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressText } from '../../integrations/geocoder';
import { createTestApp, signUp, type TestApp } from '../../../test/app';
import type { HttpFake } from '../../../test/fakes/http-fake';
import { startFakeNominatim } from '../../../test/fakes/nominatim';

/** The geocoder's spacing, a fifth of production’s, so the turns are tested without waiting seconds. */
const INTERVAL_MS = 200;
const MAX_WAIT_MS = 3 * INTERVAL_MS;

let nominatim: HttpFake;
let t: TestApp;
let token: string;

beforeAll(async () => {
  nominatim = await startFakeNominatim();
  t = await createTestApp({ GEOCODER_URL: nominatim.url, GEOCODER_INTERVAL_MS: String(INTERVAL_MS), GEOCODER_MAX_WAIT_MS: String(MAX_WAIT_MS) });
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

  it('asks the outside service at most once per interval', async () => {
    const start = nominatim.requests.length;
    await Promise.all(['plaza', 'venezuela', 'caobos'].map((q) => t.call({ method: 'GET', url: `/rest/v1/geocoding/search?q=${q}`, token })));
    const times = nominatim.requests.slice(start).map((r) => r.receivedAt);
    expect(times).toHaveLength(3);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(INTERVAL_MS / 2);
  });

  it('never queues a caller past the longest wait: 200 or 503 GEOCODER_BUSY, while cached queries answer at once', async () => {
    // Wait out any turn taken by the tests above, so that the count of turns below is exact.
    await new Promise((r) => setTimeout(r, INTERVAL_MS + 10));
    await t.call({ method: 'GET', url: '/rest/v1/geocoding/search?q=plaza%20venezuela', token });
    const before = nominatim.requests.length;
    const timed = async (q: string) => {
      const started = Date.now();
      const res = await t.call({ method: 'GET', url: `/rest/v1/geocoding/search?q=${encodeURIComponent(q)}`, token });
      return { res, ms: Date.now() - started };
    };
    const distinct = Array.from({ length: 12 }, (_, i) => timed(`calle ${i + 1} caracas`));
    // Asked while the geocoder is saturated: a cached query needs no turn.
    const cached = await timed('Plaza Venezuela');
    const answers = await Promise.all(distinct);

    expect(cached.res.statusCode).toBe(200);
    expect(cached.ms).toBeLessThan(2000);
    expect(cached.res.json().data[0].address).toBe('1050, Avenida Libertador, Municipio Libertador');
    const served = answers.filter((a) => a.res.statusCode === 200);
    const busy = answers.filter((a) => a.res.statusCode !== 200);
    // Turns one interval apart within the longest wait; the rest are busy (the exact count of
    // turns is checked on a fake clock in integrations/geocoder.test.ts).
    expect(served.length).toBeGreaterThanOrEqual(1);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(busy.length).toBe(12 - served.length);
    for (const { res } of busy) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        data: null,
        metadata: { error: { type: 'GEOCODER_BUSY', message: expect.stringMatching(/^El servicio de mapas está ocupado/) } },
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // Nobody waited for a turn beyond the bound (a generous margin for a slow machine).
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(MAX_WAIT_MS + 2500);
    expect(nominatim.requests.length - before).toBe(served.length);
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
