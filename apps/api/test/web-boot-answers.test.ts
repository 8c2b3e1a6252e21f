import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { ACCESS_TOKEN_COOKIE, WEB_BOOT_ANSWERS_ID, WEB_BOOT_SCRIPT } from '@vitrina/contract/web-boot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './app';
import { createTenant } from './tenants-fixtures';

/** The boot script's map as the web build writes it (apps/web/src/app/boot-requests.ts), HTML-escaped. */
const FETCH = {
  '/dashboard': ['/rest/v1/tasks-completed?limit=100', '/rest/v1/property-drafts?statuses=2&limit=20'],
  '/customers/view/:slug': ['/rest/v1/tasks-completed?limit=100', '/rest/v1/tenants/slug/:slug'],
  '/calendar': [
    '/rest/v1/events?from={day+0}&to={day+1}&limit=500',
    '/rest/v1/agents/tasks?status=1&startDate={day+0}&endDate={dayEnd+30}&orderBy=dueDate&orderType=asc&limit=3',
  ],
};
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

let t: TestApp;
let ana: { agentId: string; token: string };
let luis: { agentId: string; token: string };
beforeAll(async () => {
  const dist = path.join(process.cwd(), '.test-dist', `answers-${process.pid}`);
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html lang="es"><head><title>Vitrina</title><script data-router="/assets/router-a.js" data-fetch="${attribute(JSON.stringify(FETCH))}">${WEB_BOOT_SCRIPT}</script></head><body><div id="root"></div></body></html>`,
  );
  t = await createTestApp({ WEB_DIST_DIR: dist });
  ana = await signUp(t, 'ana.answers@example.com');
  luis = await signUp(t, 'luis.answers@example.com');
});
afterAll(async () => t.close());

const page = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token === undefined ? {} : { cookie: `theme=dark; ${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}` } });

/** The answers written into a page, by URL, each with its status and its envelope read back. */
function answersOf(html: string): Record<string, { s: number; body: { data?: unknown; metadata?: { error?: { type?: string } } } }> | null {
  const found = new RegExp(`<script type="application/json" id="${WEB_BOOT_ANSWERS_ID}">(.*?)</script>`).exec(html);
  if (!found) return null;
  const answers = JSON.parse(found[1]!) as Record<string, { s: number; b: string }>;
  return Object.fromEntries(Object.entries(answers).map(([url, a]) => [url, { s: a.s, body: JSON.parse(a.b) }]));
}

describe("a signed-in page's first answers, written into the page (issue 15)", () => {
  it('gives the agent of the cookie their session and their page’s first answers, as the API gives them, in a page no cache keeps', async () => {
    const res = await page('/dashboard', ana.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('Cookie');
    const answers = answersOf(res.body)!;
    expect(Object.keys(answers)).toEqual(['/rest/v1/auth/agents', '/rest/v1/tasks-completed?limit=100', '/rest/v1/property-drafts?statuses=2&limit=20']);
    expect(answers['/rest/v1/auth/agents']).toMatchObject({ s: 200, body: { data: { agentId: ana.agentId, emailAddress: 'ana.answers@example.com' } } });
    const drafts = await t.call({ method: 'GET', url: '/rest/v1/property-drafts?statuses=2&limit=20', token: ana.token });
    expect(answers['/rest/v1/property-drafts?statuses=2&limit=20']).toEqual({ s: 200, body: drafts.json() });
    // Before the boot script, which reads it as the page is parsed.
    expect(res.body.indexOf(WEB_BOOT_ANSWERS_ID)).toBeLessThan(res.body.indexOf('data-router='));
  });

  it('sends the signed-in page compressed, its answers written in as in the page sent as it is', async () => {
    const headers = { cookie: `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(ana.token)}` };
    const plain = await t.app.inject({ method: 'GET', url: '/dashboard', headers });
    const br = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('private, no-store');
    expect(br.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const html = brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(answersOf(html)).toEqual(answersOf(plain.body));
    expect(answersOf(html)!['/rest/v1/auth/agents']).toMatchObject({ s: 200, body: { data: { agentId: ana.agentId } } });
  });

  it('fills in the days a URL names from today in Caracas, and answers them as the API does', async () => {
    // Today in Caracas (UTC-4) from the runtime's time-zone data, not the server's code.
    const day = (offset: number) => {
      const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date()).split('-').map(Number) as [number, number, number];
      return Date.UTC(y, m - 1, d + offset, 4);
    };
    const iso = (ms: number) => encodeURIComponent(new Date(ms).toISOString());
    const visits = `/rest/v1/events?from=${iso(day(0))}&to=${iso(day(1))}&limit=500`;
    const tasks = `/rest/v1/agents/tasks?status=1&startDate=${iso(day(0))}&endDate=${iso(day(31) - 1)}&orderBy=dueDate&orderType=asc&limit=3`;
    const answers = answersOf((await page('/calendar', ana.token)).body)!;
    expect(Object.keys(answers)).toEqual(['/rest/v1/auth/agents', visits, tasks]);
    for (const url of [visits, tasks]) {
      const api = await t.call({ method: 'GET', url, token: ana.token });
      expect(api.statusCode).toBe(200);
      expect(answers[url]).toEqual({ s: 200, body: api.json() });
    }
  });

  it("fills a page's segment in and answers only the cookie's agent: another agent's customer is not found", async () => {
    const rosa = await createTenant(t, ana.token, { firstName: 'Rosa', lastName: 'Pérez' });
    const own = answersOf((await page(`/customers/view/${rosa.slug}`, ana.token)).body)!;
    expect(own[`/rest/v1/tenants/slug/${rosa.slug}`]).toMatchObject({ s: 200, body: { data: { tenantId: rosa.tenantId } } });
    const other = answersOf((await page(`/customers/view/${rosa.slug}`, luis.token)).body)!;
    expect(other['/rest/v1/auth/agents']?.body.data).toMatchObject({ agentId: luis.agentId });
    expect(other[`/rest/v1/tenants/slug/${rosa.slug}`]?.s).toBe(404);
    expect(JSON.stringify(other)).not.toContain(rosa.tenantId);
  });

  it('answers a token that is no longer valid with the refusal the API gives, so the page signs out as before', async () => {
    const carla = await signUp(t, 'carla.answers@example.com');
    expect((await t.call({ method: 'DELETE', url: '/rest/v1/auth/agents/logout', token: carla.token })).statusCode).toBe(200);
    for (const token of [carla.token, 'forged-token']) {
      const answers = answersOf((await page('/dashboard', token)).body)!;
      expect(answers['/rest/v1/auth/agents']).toMatchObject({ s: 401, body: { metadata: { error: { type: 'ACCESS_TOKEN_INVALID' } } } });
      expect(answers['/rest/v1/tasks-completed?limit=100']?.s).toBe(401);
    }
  });

  it('keeps text an agent typed from closing the block or running as a script', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const saved = await t.call({ method: 'PUT', url: '/rest/v1/agents', token: luis.token, payload: { description: hostile } });
    expect(saved.statusCode).toBe(200);
    const res = await page('/dashboard', luis.token);
    // The boot script's end and the answers block's: no more.
    expect(res.body.match(/<\/script>/gi)).toHaveLength(2);
    expect(res.body).not.toContain('<!--');
    expect(answersOf(res.body)!['/rest/v1/auth/agents']?.body.data).toMatchObject({ description: hostile });
  });

  it('writes nothing without a session cookie, for a query string or for a page outside the map but the session', async () => {
    const plain = await page('/dashboard');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(answersOf(plain.body)).toBeNull();
    expect(answersOf((await page('/dashboard?section=tasks', ana.token)).body)).toBeNull();
    expect(answersOf((await page('/dashboard', '')).body)).toBeNull();
    const other = answersOf((await page('/properties/view/casa/1', ana.token)).body)!;
    expect(Object.keys(other)).toEqual(['/rest/v1/auth/agents']);
  });
});
