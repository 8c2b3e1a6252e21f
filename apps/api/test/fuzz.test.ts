import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './app';
import type { HttpFake } from './fakes/http-fake';
import { startFakeGoogle, type FakeGoogle } from './fakes/google';
import { startFakeMeta, type FakeMeta } from './fakes/meta';
import { startFakeNominatim } from './fakes/nominatim';
import { makeImage, multipart } from './images';
import {
  agentRecords,
  documentedRoutes,
  fill,
  isUpload,
  json,
  queryOf,
  routeKey,
  UNKNOWN_ID,
  validBody,
  validRequest,
  type Agent,
  type Call,
  type Route,
} from './support/route-table';
import { storedWrites } from './support/stored-state';

/**
 * Every documented route is first called once with a valid request (real ids of the caller's own
 * records, a valid query string, a valid body or file), and the test app's handler counter must
 * show that its handler ran. Then its path parameters, query parameters and body fields are varied
 * ONE at a time over a catalogue of hostile values. No answer is a 5xx, every answer under /rest/v1
 * is the envelope, and a refused call changes neither the database nor the stored files.
 */
let t: TestApp;
let nominatim: HttpFake;
let google: FakeGoogle;
let meta: FakeMeta;
let routes: Route[];
let ana: Agent;
let beto: Agent;
/** Owns the records the valid DELETE calls and the password reset use up. */
let carla: Agent & { email: string };
let fingerprint: () => Promise<string>;

/** Routes whose handler no valid request can reach here, with the reason. None today. */
const UNREACHABLE: Record<string, string> = {};

beforeAll(async () => {
  [nominatim, google, meta] = await Promise.all([startFakeNominatim(), startFakeGoogle('vitrina-fuzz.apps.googleusercontent.com'), startFakeMeta()]);
  t = await createTestApp({
    ...meta.env,
    RATE_LIMIT_MAX: '1000000',
    GEOCODER_URL: nominatim.url,
    GOOGLE_CLIENT_ID: 'vitrina-fuzz.apps.googleusercontent.com',
    GOOGLE_TOKENINFO_URL: google.tokeninfoUrl,
    GOOGLE_USERINFO_URL: google.userinfoUrl,
  });
  const [a, b, c] = [await signUp(t, 'ana@example.com'), await signUp(t, 'beto@example.com'), await signUp(t, 'carla@example.com')];
  ana = { token: a.token, ids: await agentRecords(t, a, 'cliente-ana@example.com') };
  beto = { token: b.token, ids: await agentRecords(t, b, 'cliente-beto@example.com') };
  carla = { token: c.token, email: 'carla@example.com', ids: await agentRecords(t, c, 'cliente-carla@example.com') };
  routes = await documentedRoutes(t);
  fingerprint = await storedWrites(t);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([nominatim?.close(), google?.close(), meta?.close()]);
});

/** A valid call that uses up its records or the session: DELETE and the password reset. */
const usesUp = (r: Route) => r.method === 'DELETE' || routeKey(r) === 'PUT /rest/v1/auth/agents/password-reset';
/** These end Carla's sessions: the logout, then the password reset (it revokes every session). */
const LAST = ['DELETE /rest/v1/auth/agents/logout', 'PUT /rest/v1/auth/agents/password-reset'];
const depth = (r: Route) => r.path.split('/').length;

/** Calls that use records up come last, deepest first (an attachment before its task), the session's end at the very end. */
function callOrder(all: Route[]): Route[] {
  const keep = all.filter((r) => !usesUp(r));
  const rank = (r: Route) => LAST.indexOf(routeKey(r));
  const spend = all.filter(usesUp).sort((x, y) => rank(x) - rank(y) || depth(y) - depth(x));
  return [...keep, ...spend];
}

async function resetToken(email: string): Promise<string> {
  await t.call({ method: 'POST', url: '/rest/v1/auth/agents/password-reset', ...json({ emailAddress: email }) });
  const link = /password-reset\?authorization=([\w%-]+)/.exec(t.mails.at(-1)?.text ?? '');
  return decodeURIComponent(link?.[1] ?? 'no-mail');
}

interface Problem {
  call: string;
  why: string;
}

/** What every answer must be: below 500, the envelope under /rest/v1 (and on any JSON), no internals. */
function answerProblems(call: string, url: string, res: { statusCode: number; body: string; headers: Record<string, unknown> }): Problem[] {
  const problems: Problem[] = [];
  if (res.statusCode >= 500) problems.push({ call, why: res.body.slice(0, 160) });
  const type = String(res.headers['content-type'] ?? '');
  if ((res.statusCode >= 400 && url.startsWith('/rest/v1/')) || type.includes('json')) {
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
  return problems;
}

describe('one valid request per route', () => {
  it('reaches the handler of every documented route, never with a 5xx', async () => {
    expect(routes.length).toBeGreaterThan(80);
    const problems: Problem[] = [];
    const statuses: string[] = [];
    for (const route of callOrder(routes)) {
      const key = routeKey(route);
      const owner = usesUp(route) ? carla : ana;
      const request = await validRequest(route, owner.ids);
      const token = key === 'PUT /rest/v1/auth/agents/password-reset' ? await resetToken(carla.email) : owner.token;
      const before = t.handled.get(key) ?? 0;
      const res = await t.call({ ...(request as Call & { method: 'GET' }), token });
      statuses.push(`${key} → ${res.statusCode}`);
      problems.push(...answerProblems(`${key} → ${res.statusCode}`, request.url, res));
      if ((t.handled.get(key) ?? 0) === before && !UNREACHABLE[key]) problems.push({ call: `${key} → ${res.statusCode}`, why: `handler not reached: ${res.body.slice(0, 160)}` });
    }
    const reached = routes.filter((r) => (t.handled.get(routeKey(r)) ?? 0) > 0).length;
    console.log(`handlers reached by a valid request: ${reached} / ${routes.length}; answers below 300: ${statuses.filter((s) => / → 2\d\d$/.test(s)).length}`);
    expect(problems.map((p) => `${p.call}: ${p.why}`)).toEqual([]);
    expect(routes.filter((r) => !t.handled.get(routeKey(r))).map(routeKey)).toEqual(Object.keys(UNREACHABLE));
  }, 300_000);
});

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
  ['unknown id', () => UNKNOWN_ID],
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
  ['unknown id', () => UNKNOWN_ID],
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

/** A multipart body cut off in the middle of its file: no closing boundary. */
async function truncatedMultipart() {
  const m = multipart(await makeImage(400, 300), 'foto.jpg', 'image/jpeg');
  return { payload: m.payload.subarray(0, Math.floor(m.payload.length / 2)), headers: m.headers };
}

async function probe(label: string, opts: Call, problems: Problem[]) {
  const mutating = opts.method !== 'GET';
  const before = mutating ? await fingerprint() : '';
  const res = await t.call({ method: opts.method as 'GET', url: opts.url, token: ana.token, payload: opts.payload, headers: opts.headers });
  const call = `${opts.method} ${opts.url.slice(0, 140)} [${label}] → ${res.statusCode}`;
  problems.push(...answerProblems(call, opts.url, res));
  if (mutating && res.statusCode >= 400 && (await fingerprint()) !== before) problems.push({ call, why: 'a refused call changed stored data' });
}

describe('hostile input on every route, one variation at a time', () => {
  it('never answers 5xx, always the envelope, and stores nothing when refused', async () => {
    const problems: Problem[] = [];
    let calls = 0;
    const handlerRuns = () => [...t.handled.values()].reduce((a, b) => a + b, 0);
    const runsBefore = handlerRuns();
    const truncated = await truncatedMultipart();
    // The public page and stored files are not the JSON API: their variants are the path's.
    for (const route of routes.filter((r) => r.path.startsWith('/rest/v1/'))) {
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
      if (isUpload(route)) {
        await probe('truncated multipart', { method: route.method, url, ...truncated }, problems);
        await probe('multipart without boundary', { method: route.method, url, payload: 'x', headers: { 'content-type': 'multipart/form-data' } }, problems);
        calls += 2;
      }
    }
    expect(calls).toBeGreaterThan(2000);
    console.log(`hostile calls: ${calls}, of which reached a handler: ${handlerRuns() - runsBefore}`);
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
