import { randomUUID } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './app';
import type { HttpFake } from './fakes/http-fake';
import { startFakeNominatim } from './fakes/nominatim';
import { makeImage, multipart } from './images';
import { createTenant, tenantBody, tomorrow } from './tenants-fixtures';

/**
 * Every documented route is reached with real ids of a signed-in agent and one valid query string,
 * then its path parameters, query parameters and body fields are varied ONE at a time over a
 * catalogue of hostile values. No answer is a 5xx, every answer under /rest/v1 is the envelope, and
 * a refused call changes neither the database nor the stored files.
 */
let t: TestApp;
let nominatim: HttpFake;
let routes: Route[];

interface Route {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  hasBody: boolean;
}

interface Agent {
  token: string;
  ids: Record<string, string>;
}
let ana: Agent;
let beto: Agent;

const json = (payload: unknown) => ({ payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });

async function upload(url: string, token: string, file: Buffer, name: string, type: string) {
  const m = multipart(file, name, type);
  const res = await t.call({ method: url.endsWith('avatar') ? 'PUT' : 'POST', url, token, payload: m.payload, headers: m.headers });
  if (res.statusCode >= 300) throw new Error(`upload to ${url} failed: ${res.body}`);
  return res.json().data;
}

/** A customer, a task with an attachment, a draft with an image, a detail and a nearby place. */
async function fixtures(token: string, email: string): Promise<Record<string, string>> {
  const tenant = await createTenant(t, token, { emailAddress: email });
  const types = (await t.call({ method: 'GET', url: '/rest/v1/tasks-types', token })).json().data as Array<{ taskTypeId: number }>;
  const task = (
    await t.call({
      method: 'POST',
      url: `/rest/v1/tenants/${tenant.tenantId}/tasks`,
      token,
      ...json({ taskTypeId: types[0]!.taskTypeId, title: 'Llamar', description: 'Llamar al cliente', priority: 2, expiredAt: tomorrow() }),
    })
  ).json().data as { taskId: string };
  const attachment = await upload(`/rest/v1/tenants/${tenant.tenantId}/tasks/${task.taskId}/attachments`, token, Buffer.from('hola'), 'nota.txt', 'text/plain');
  const attachmentId = (attachment.attachments?.[0]?.taskMediaId ?? attachment.taskMediaId) as string;
  const draft = (await t.call({ method: 'POST', url: '/rest/v1/property-drafts', token })).json().data as { propertyDraftId: string };
  const draftUrl = `/rest/v1/property-drafts/${draft.propertyDraftId}`;
  const image = await upload(`${draftUrl}/images`, token, await makeImage(640, 480), 'sala.jpg', 'image/jpeg');
  const imageId = (image.propertyImageId ?? image.media?.[0]?.propertyImageId) as string;
  await t.call({ method: 'PUT', url: `${draftUrl}/details`, token, ...json({ propertyDetailType: 'SIZE', value: '120' }) });
  const placed = await t.call({
    method: 'PUT',
    url: `${draftUrl}/nearby-places`,
    token,
    ...json({ propertyNearbyPlaceTypeId: 1, name: 'Plaza', address: null, latitude: 10.5, longitude: -66.9 }),
  });
  const placeId = (placed.json().data?.nearbyPlaces?.[0]?.propertyNearbyPlaceId ?? randomUUID()) as string;
  const phone = (await t.call({ method: 'GET', url: `/rest/v1/tenants/${tenant.tenantId}`, token })).json().data?.phoneNumber;
  return {
    tenantId: tenant.tenantId,
    slug: tenant.slug,
    email,
    number: String(phone?.fullNumber ?? phone?.number ?? '584121234567').replace(/\D/g, ''),
    taskId: task.taskId,
    attachmentId,
    id: draft.propertyDraftId,
    imageId,
    placeId,
    enviromentId: '1',
    detailType: 'SIZE',
    provider: 'google',
    mediaProviderAgentId: randomUUID(),
    code: 'codigo-inexistente',
  };
}

beforeAll(async () => {
  nominatim = await startFakeNominatim();
  t = await createTestApp({ RATE_LIMIT_MAX: '1000000', GEOCODER_URL: nominatim.url });
  const a = await signUp(t, 'ana@example.com');
  const b = await signUp(t, 'beto@example.com');
  ana = { token: a.token, ids: await fixtures(a.token, 'cliente-ana@example.com') };
  beto = { token: b.token, ids: await fixtures(b.token, 'cliente-beto@example.com') };
  const docs = (await t.app.inject({ method: 'GET', url: '/rest/v1/docs/json' })).json() as {
    paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }>; requestBody?: unknown }>>;
  };
  // The JSON API; the documented public page, its image and stored files answer HTML or bytes by design.
  const api = Object.entries(docs.paths).filter(([p]) => p.startsWith('/rest/v1/'));
  routes = api.flatMap(([p, methods]) =>
    Object.entries(methods)
      .filter(([m]) => ['get', 'post', 'put', 'delete'].includes(m))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path: p,
        pathParams: (op.parameters ?? []).filter((x) => x.in === 'path').map((x) => x.name),
        queryParams: (op.parameters ?? []).filter((x) => x.in === 'query').map((x) => x.name),
        hasBody: Boolean(op.requestBody),
      })),
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
  await nominatim?.close();
});

/** One valid query string per route that needs one (the rest take their defaults). */
const validQuery: Record<string, Record<string, string>> = {
  '/rest/v1/country-locations': { countryState: '1' },
  '/rest/v1/geocoding/search': { q: 'Plaza Venezuela' },
  '/rest/v1/geocoding/reverse': { lat: '10.5', lon: '-66.9' },
};
const defaultQuery: Record<string, string> = { limit: '10', offset: '0' };

/** One valid body per route with a body, built with the agent's real ids. */
function validBody(route: Route, ids: Record<string, string>): Record<string, unknown> | undefined {
  const task = { taskTypeId: 1, title: 'Visitar', description: 'Visitar el inmueble', priority: 2, expiredAt: tomorrow(2) };
  const bodies: Record<string, Record<string, unknown>> = {
    'POST /rest/v1/auth/agents': { emailAddress: 'ana@example.com', password: 'Secreto1' },
    'POST /rest/v1/auth/agents/providers/{provider}': { accessToken: 'token' },
    'POST /rest/v1/auth/agents/password-reset': { emailAddress: 'nadie@example.com' },
    'PUT /rest/v1/auth/agents/password-reset': { password: 'Secreto2' },
    'POST /rest/v1/agents': { firstName: 'Carla', emailAddress: 'carla@example.com', password: 'Secreto1', acceptEmails: false },
    'POST /rest/v1/agents/providers/{provider}': { accessToken: 'token' },
    'PUT /rest/v1/agents': { firstName: 'Ana', countryState: 1, location: 1, sex: 2, birthDate: '1990-01-02', description: 'Hola' },
    'POST /rest/v1/media-providers/agents/instagram': { authorizationCode: 'code', state: 'state' },
    'POST /rest/v1/media-providers/agents/facebook': { shortToken: 'token' },
    'POST /rest/v1/media-providers/facebook/data-deletion': { signed_request: 'a.b' },
    'POST /rest/v1/media-providers/instagram/data-deletion': { signed_request: 'a.b' },
    'POST /rest/v1/tenants': tenantBody({ countryState: 1, countryLocation: 1 }),
    'PUT /rest/v1/tenants/{tenantId}': tenantBody({ countryState: 1, countryLocation: 1 }),
    'POST /rest/v1/tenants/{tenantId}/agents': { tenantType: 2 },
    'POST /rest/v1/tenants/{tenantId}/tasks': task,
    'PUT /rest/v1/tenants/{tenantId}/tasks/{taskId}': task,
    'PUT /rest/v1/property-drafts/{id}': { propertyType: 1, price: 1000, operationType: 1, code: 'ABC', description: '<p>Casa</p>' },
    'PUT /rest/v1/property-drafts/{id}/enviroments/{enviromentId}': { quantity: 1 },
    'PUT /rest/v1/property-drafts/{id}/details': { propertyDetailType: 'SIZE', value: '100' },
    'PUT /rest/v1/property-drafts/{id}/location': { address: 'Calle 1', countryState: 1, location: 1, latitude: 10.5, longitude: -66.9 },
    'PUT /rest/v1/property-drafts/{id}/images/{imageId}': { index: 1, propertyEnviromentId: null },
    'PUT /rest/v1/property-drafts/{id}/nearby-places': { propertyNearbyPlaceTypeId: 1, name: 'Parque', address: null, latitude: 10.5, longitude: -66.9 },
    'PUT /rest/v1/property-drafts/{id}/instagram': { imagesUrls: [ids.imageId], caption: 'Hola', hashtags: ['casa'] },
    'PUT /rest/v1/property-drafts/{id}/facebook': { imagesUrls: [ids.imageId], caption: 'Hola', hashtags: null, pagesIds: ['123'] },
  };
  return bodies[`${route.method} ${route.path}`];
}

const huge = 'x'.repeat(100_000);
/** Hostile values for a body field. */
const bodyValues: Array<[string, () => unknown]> = [
  ['2^31', () => 2147483648],
  ['2^53+', () => 9007199254740993],
  ['1e10', () => 1e10],
  ['1e20', () => 1e20],
  ['-1', () => -1],
  ['1.5', () => 1.5],
  ['a missing catalogue id', () => 999_999],
  ['NUL', () => '\u0000'],
  ['NUL inside', () => 'Ana\u0000María'],
  ['100k string', () => huge],
  ['number string', () => '99999999999'],
  ['array', () => ['x', 1]],
  ['object', () => ({ a: { b: 1 } })],
  ['null', () => null],
  ['true', () => true],
  ['unknown id', () => randomUUID()],
  ["beto's image", () => [beto.ids.imageId]],
];
/** Hostile values for a path parameter or a query parameter (already URL-encoded). */
const urlValues: Array<[string, () => string]> = [
  ['2^31', () => '2147483648'],
  ['20 digits', () => '99999999999999999999'],
  ['1e10', () => '1e10'],
  ['1e20', () => '1e20'],
  ['-1', () => '-1'],
  ['NaN', () => 'NaN'],
  ['Infinity', () => 'Infinity'],
  ['NUL', () => '%00'],
  ['NUL inside', () => 'a%00b'],
  ['long', () => 'x'.repeat(5000)],
  ['quote', () => encodeURIComponent("x'; drop table agents;--")],
  ['bad escape', () => '%E0%A4%A'],
  ['empty', () => ''],
  ['unknown id', () => randomUUID()],
];
/** Whole bodies that are not what any route expects. */
const wholeBodies: Array<[string, { payload: string | Buffer; headers: Record<string, string> }]> = [
  ['null', { payload: 'null', headers: { 'content-type': 'application/json' } }],
  ['empty object', { payload: '{}', headers: { 'content-type': 'application/json' } }],
  ['array', { payload: '[1,"a",null]', headers: { 'content-type': 'application/json' } }],
  ['broken JSON', { payload: '{"a": ', headers: { 'content-type': 'application/json' } }],
  ['NUL escape', { payload: '{"firstName":"\\u0000"}', headers: { 'content-type': 'application/json' } }],
  ['deep', { payload: '{"a":'.repeat(300) + '1' + '}'.repeat(300), headers: { 'content-type': 'application/json' } }],
  ['text', { payload: 'hola', headers: { 'content-type': 'text/plain' } }],
  ['unknown type', { payload: '<a/>', headers: { 'content-type': 'application/xml' } }],
];

const UPLOAD = /\/(avatar|attachments|images|thumbnail|videos)$/;

/** A multipart body cut off in the middle of its file: no closing boundary. */
async function truncatedMultipart() {
  const m = multipart(await makeImage(400, 300), 'foto.jpg', 'image/jpeg');
  return { payload: m.payload.subarray(0, Math.floor(m.payload.length / 2)), headers: m.headers };
}

/** Every row of the tables a client writes to; a refused call must leave this unchanged. */
let fingerprintQuery: string | null = null;
async function fingerprint(): Promise<string> {
  if (!fingerprintQuery) {
    const tables = (await t.database.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name not in ('auth_attempts', 'rate_counters', 'geocode_cache') order by 1`,
    )) as unknown as { rows: Array<{ name: string }> };
    // One round trip: a column per table holding the md5 of all its rows.
    fingerprintQuery = `select ${tables.rows
      .map(({ name }, i) => `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from "${name}" x) as t${i}`)
      .join(', ')}`;
  }
  const res = (await t.database.db.execute(sql.raw(fingerprintQuery))) as unknown as { rows: Array<Record<string, string>> };
  return JSON.stringify(res.rows[0]) + `;files:${listFiles(t.dataDir).join(',')}`;
}

function listFiles(dir: string): string[] {
  const out: string[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...listFiles(full));
    else if (!/pglite|mail/.test(full)) out.push(path.relative(t.dataDir, full));
  }
  return out.sort();
}

function fill(route: Route, ids: Record<string, string>, override?: [string, string]): string {
  return route.path.replace(/\{([^}]+)\}/g, (_m, name: string) => (override && override[0] === name ? override[1] : encodeURIComponent(ids[name] ?? randomUUID())));
}

function queryOf(route: Route, override?: [string, string]): string {
  const base: Record<string, string> = {};
  for (const name of route.queryParams) {
    const v = validQuery[route.path]?.[name] ?? defaultQuery[name];
    if (v !== undefined) base[name] = encodeURIComponent(v);
  }
  if (override) base[override[0]] = override[1];
  const qs = Object.entries(base).map(([k, v]) => `${k}=${v}`).join('&');
  return qs ? `?${qs}` : '';
}

interface Problem {
  call: string;
  why: string;
}

async function probe(label: string, opts: { method: string; url: string; payload?: string | Buffer; headers?: Record<string, string> }, problems: Problem[]) {
  const mutating = opts.method !== 'GET';
  const before = mutating ? await fingerprint() : '';
  const res = await t.call({ method: opts.method as 'GET', url: opts.url, token: ana.token, payload: opts.payload, headers: opts.headers });
  const call = `${opts.method} ${opts.url.slice(0, 140)} [${label}] → ${res.statusCode}`;
  if (res.statusCode >= 500) problems.push({ call, why: res.body.slice(0, 160) });
  const type = String(res.headers['content-type'] ?? '');
  if (res.statusCode >= 400 || type.includes('json')) {
    let body: { data?: unknown; metadata?: { error?: { type?: unknown; message?: unknown } } } | null = null;
    try {
      body = JSON.parse(res.body);
    } catch {
      body = null;
    }
    const enveloped = body !== null && typeof body === 'object' && 'data' in body && typeof body.metadata === 'object' && body.metadata !== null;
    if (!enveloped) problems.push({ call, why: `not the envelope: ${res.body.slice(0, 120)}` });
    else if (res.statusCode >= 400 && (typeof body!.metadata!.error?.type !== 'string' || typeof body!.metadata!.error?.message !== 'string'))
      problems.push({ call, why: `error without type: ${res.body.slice(0, 120)}` });
  }
  if (/at .+\.[jt]s:\d+|Failed query|params:/.test(res.body)) problems.push({ call, why: 'internals in the answer' });
  if (mutating && res.statusCode >= 400 && (await fingerprint()) !== before) problems.push({ call, why: 'a refused call changed stored data' });
}

describe('hostile input on every route, one variation at a time', () => {
  it('reaches the handlers with real ids and never answers 5xx, always the envelope, and stores nothing when refused', async () => {
    expect(routes.length).toBeGreaterThan(60);
    // The base calls are real: a valid call of each read route is answered by its handler (2xx, or 409
    // for a network that is not connected), so the variations reach the handlers too.
    const reads = routes.filter((r) => r.method === 'GET' && !r.path.includes('geocoding') && !r.path.includes('data-deletion') && !r.path.includes('/properties/'));
    for (const route of reads) {
      const res = await t.call({ method: 'GET', url: fill(route, ana.ids) + queryOf(route), token: ana.token });
      expect(`${route.path} → ${res.statusCode < 300 || res.statusCode === 409 ? 'ok' : res.body}`).toBe(`${route.path} → ok`);
    }

    const problems: Problem[] = [];
    let calls = 0;
    const truncated = await truncatedMultipart();
    for (const route of routes) {
      const body = validBody(route, ana.ids);
      const bodyOpts = body ? json(body) : {};
      // Path parameters: hostile values, and the other agent's real ids.
      for (const name of route.pathParams) {
        const values: Array<[string, string]> = urlValues.map(([l, v]) => [l, v()]);
        if (beto.ids[name]) values.push(["beto's id", encodeURIComponent(beto.ids[name]!)]);
        for (const [label, value] of values) {
          await probe(`path ${name}=${label}`, { method: route.method, url: fill(route, ana.ids, [name, value]) + queryOf(route), ...bodyOpts }, problems);
          calls++;
        }
      }
      // Query parameters: only on routes that read them, so the call still has every real id.
      for (const name of route.queryParams) {
        const values: Array<[string, string]> = urlValues.map(([l, v]) => [l, v()]);
        values.push(['repeated', `1&${name}=2`]);
        for (const [label, value] of values) {
          await probe(`query ${name}=${label}`, { method: route.method, url: fill(route, ana.ids) + queryOf(route, [name, value]), ...bodyOpts }, problems);
          calls++;
        }
      }
      const url = fill(route, ana.ids) + queryOf(route);
      if (body) {
        for (const field of Object.keys(body)) {
          for (const [label, value] of bodyValues) {
            await probe(`body ${field}=${label}`, { method: route.method, url, ...json({ ...body, [field]: value() }) }, problems);
            calls++;
          }
        }
        await probe('unknown NUL field', { method: route.method, url, ...json({ ...body, 'x\u0000': 1 }) }, problems);
        calls++;
      }
      if (route.method !== 'GET' && route.method !== 'DELETE') {
        for (const [label, opts] of wholeBodies) {
          await probe(`body ${label}`, { method: route.method, url, ...opts }, problems);
          calls++;
        }
      }
      if (UPLOAD.test(route.path) && route.method !== 'DELETE') {
        await probe('truncated multipart', { method: route.method, url, ...truncated }, problems);
        await probe('multipart without boundary', { method: route.method, url, payload: 'x', headers: { 'content-type': 'multipart/form-data' } }, problems);
        calls += 2;
      }
    }
    expect(calls).toBeGreaterThan(2000);
    if (problems.length) console.log(problems.map((p) => `${p.call}: ${p.why}`).join('\n'));
    expect(problems.map((p) => `${p.call}: ${p.why}`)).toEqual([]);

    // Beto's customer, task and draft are as they were.
    for (const url of [
      `/rest/v1/tenants/${beto.ids.tenantId}`,
      `/rest/v1/tenants/${beto.ids.tenantId}/tasks/${beto.ids.taskId}`,
      `/rest/v1/property-drafts/${beto.ids.id}`,
    ]) {
      const res = await t.call({ method: 'GET', url, token: beto.token });
      expect(res.statusCode).toBe(200);
    }
  }, 900_000);
});

describe('framework answers under /rest/v1 are the envelope too', () => {
  it.each([
    ['an unknown route', 'GET', '/rest/v1/nothing/here'],
    ['an unknown method', 'PATCH', '/rest/v1/tenants'],
    ['OPTIONS', 'OPTIONS', '/rest/v1/tenants'],
    ['a bad URL escape', 'GET', '/rest/v1/tenants/%E0%A4%A'],
    ['a parameter longer than the router takes', 'GET', `/rest/v1/tenants/${'x'.repeat(600)}`],
  ])('%s', async (_name, method, url) => {
    const res = await t.call({ method: method as 'GET', url, token: ana.token });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json();
    expect(body.data).toBeNull();
    expect(typeof body.metadata.error.type).toBe('string');
  });
});
