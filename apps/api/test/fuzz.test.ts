import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './app';

/**
 * Every documented route, called with hostile input of every kind by a signed-in agent: the answer
 * is always the envelope with a client status, never a 500 and never a stack trace.
 */
let t: TestApp;
let token: string;
let routes: Array<{ method: string; path: string }>;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t)).token;
  const docs = (await t.app.inject({ method: 'GET', url: '/rest/v1/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(docs.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((m) => ['get', 'post', 'put', 'delete'].includes(m))
      .map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(async () => t.close());

const bodies: Array<[string, string, string]> = [
  ['null', 'null', 'application/json'],
  ['an array', '[1,"a",null]', 'application/json'],
  ['wrong types', JSON.stringify({ firstName: 1, emailAddress: [], password: {}, price: 'mucho', quantity: 'x', title: 7, tenantType: 'a', taskTypeId: '1', expiredAt: 5, countryState: 'Zulia', propertyType: null, value: [] }), 'application/json'],
  ['a deep object', JSON.stringify(JSON.parse('{"a":'.repeat(200) + '1' + '}'.repeat(200))), 'application/json'],
  ['a long string', JSON.stringify({ firstName: 'x'.repeat(500_000), description: 'y'.repeat(500_000) }), 'application/json'],
  ['broken JSON', '{"a": ', 'application/json'],
  ['text', 'hola', 'text/plain'],
];

describe('hostile input on every route', () => {
  it('never answers 500', async () => {
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of routes) {
      const paths = [
        route.path.replace(/\{[^}]+\}/g, () => randomUUID()),
        route.path.replace(/\{[^}]+\}/g, "x'; drop table agents;--"),
      ];
      for (const path of paths) {
        const url = `${path.replace(/ /g, '%20')}?limit=abc&offset=-1&status=9&searchQuery=${encodeURIComponent('%_\\\'"')}`;
        const cases = route.method === 'GET' || route.method === 'DELETE' ? [bodies[0]!] : bodies;
        for (const [name, payload, type] of cases) {
          const res = await t.call({ method: route.method as 'GET', url, token, payload, headers: { 'content-type': type } });
          const body = res.body;
          const envelope = (() => {
            try {
              return JSON.parse(body) as { metadata?: { error?: { type?: string } } };
            } catch {
              return null;
            }
          })();
          if (res.statusCode >= 500 || !envelope || /at .+\.ts:\d+/.test(body)) {
            failures.push(`${route.method} ${path} (${name}) → ${res.statusCode} ${body.slice(0, 120)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    const agents = await t.database.db.execute('select count(*)::int as n from agents');
    expect((agents as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });
});
