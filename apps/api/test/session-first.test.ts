import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('authentication comes before the body', () => {
  /** Routes open without a session: sign-in and sign-up, health, catalogues of places, Meta's callbacks. */
  const PUBLIC = [
    'POST /rest/v1/auth/agents',
    'POST /rest/v1/auth/agents/providers/{provider}',
    'POST /rest/v1/auth/agents/password-reset',
    'POST /rest/v1/agents',
    'POST /rest/v1/agents/providers/{provider}',
    'GET /rest/v1/health',
    'GET /rest/v1/health/ready',
    'GET /rest/v1/country-states',
    'GET /rest/v1/country-locations',
    'POST /rest/v1/media-providers/facebook/data-deletion',
    'POST /rest/v1/media-providers/instagram/data-deletion',
    'GET /rest/v1/media-providers/data-deletion/{code}',
    // 'Me interesa' on the public listing page: the API key, no session (leads module).
    'POST /rest/v1/public/properties/{slug}/leads',
    // Outside the API: the public listing page and its preview image, and stored files (their
    // key is the access; private ones answer 403 on their own).
    'GET /p/{slug}',
    'GET /p/{slug}/og.jpg',
    'GET /files/{key}',
  ];
  const broken: Array<[string, { payload: string | Buffer; headers: Record<string, string> }]> = [
    ['broken JSON', { payload: '{"firstName": ', headers: { 'content-type': 'application/json' } }],
    ['a wrong JSON body', { payload: '{"title": 5, "x": [1]}', headers: { 'content-type': 'application/json' } }],
    ['an unsupported type', { payload: 'hola', headers: { 'content-type': 'text/plain' } }],
    ['a body over the limit', { payload: Buffer.alloc(1024 * 1024 + 10, 'a'), headers: { 'content-type': 'application/json' } }],
    ['a cut-off multipart body', { payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nxx', headers: { 'content-type': 'multipart/form-data; boundary=b' } }],
  ];

  it('every route that needs a session answers 401 without a valid token, whatever the body, the path or the query', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/rest/v1/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(docs.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => ['get', 'post', 'put', 'delete'].includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    const guarded = routes.filter((r) => !PUBLIC.includes(r));
    expect(guarded.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    for (const route of guarded) {
      const [method, path] = route.split(' ') as [string, string];
      // Path and query values that would fail validation, if validation ran first.
      const url = `${path.replace(/\{[^}]+\}/g, 'no-es-un-id')}?limit=abc&countryState=x`;
      for (const [name, body] of method === 'GET' || method === 'DELETE' ? [broken[0]!] : broken) {
        for (const authorization of [undefined, 'Bearer token-falso']) {
          const res = await t.call({ method: method as 'GET', url, ...body, headers: { ...body.headers, ...(authorization ? { authorization } : {}) } });
          const type = res.statusCode === 401 ? res.json().metadata?.error?.type : null;
          if (res.statusCode !== 401 || type !== 'ACCESS_TOKEN_INVALID') wrong.push(`${route} (${name}, ${authorization ?? 'no token'}) → ${res.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
