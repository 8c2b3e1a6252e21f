import { readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '../src/db/schema/index';
import { API_KEY, createTestApp, loggingTwin, signUp, type TestApp } from './app';
import { makeImage, multipart } from './images';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function expectEnvelopeError(res: { statusCode: number; json(): unknown; body: string }, status: number, type: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { data: unknown; metadata: { error: { type: string; message: string } } };
  expect(body.data).toBeNull();
  expect(body.metadata.error.type).toBe(type);
  expect(body.metadata.error.message.length).toBeGreaterThan(0);
  expect(res.body).not.toMatch(/at .+\.ts:\d+|stack|select |insert into/i);
}

describe('API key', () => {
  it('is required on every API call, and any configured key is accepted', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/rest/v1/country-states' });
    expectEnvelopeError(none, 401, 'API_KEY_INVALID');
    const wrong = await t.app.inject({ method: 'GET', url: '/rest/v1/country-states', headers: { 'x-api-key': 'nope' } });
    expectEnvelopeError(wrong, 401, 'API_KEY_INVALID');
    const second = await t.app.inject({ method: 'GET', url: '/rest/v1/country-states', headers: { 'x-api-key': 'second-key' } });
    expect(second.statusCode).toBe(200);
  });

  it('is not needed for health and the OpenAPI description', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/rest/v1/health' });
    expect(health.json()).toMatchObject({ data: { status: 'ok' }, metadata: {} });
    const docs = await t.app.inject({ method: 'GET', url: '/rest/v1/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toEqual(
      expect.arrayContaining(['/rest/v1/auth/agents', '/rest/v1/agents', '/rest/v1/country-locations']),
    );
  });
});

describe('bad input always answers the envelope and stores nothing', () => {
  const post = (payload: string, headers: Record<string, string> = {}) =>
    t.call({ method: 'POST', url: '/rest/v1/agents', payload, headers: { 'content-type': 'application/json', ...headers } });

  it.each([
    ['malformed JSON', '{"firstName": "Ana",'],
    ['a JSON array', '[1,2,3]'],
    ['wrong types', JSON.stringify({ firstName: 12, emailAddress: true, password: ['x'], acceptEmails: 'yes' })],
    ['missing fields', JSON.stringify({})],
    ['unknown fields', JSON.stringify({ firstName: 'Ana', emailAddress: 'a@b.co', password: 'Secreto1', isAdmin: true })],
    ['a null body', 'null'],
  ])('%s → 400 VALIDATION_ERROR', async (_name, payload) => {
    const res = await post(payload);
    expectEnvelopeError(res, 400, 'VALIDATION_ERROR');
    expect((await t.database.db.select().from(agents)).length).toBe(0);
  });

  it('names each bad field in Spanish', async () => {
    const res = await post(JSON.stringify({ firstName: 12, emailAddress: 'a@b.co', isAdmin: true }));
    expect(res.json().metadata.error.fields).toMatchObject({
      firstName: 'Debe escribir su nombre',
      isAdmin: 'Este campo no está permitido',
    });
  });

  it('a 1 MB string is refused before it is read, with 413', async () => {
    const huge = JSON.stringify({ firstName: 'a'.repeat(1024 * 1024), emailAddress: 'a@b.co', acceptEmails: false });
    expectEnvelopeError(await post(huge), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('a long string under the body limit answers the field message', async () => {
    const res = await post(JSON.stringify({ firstName: 'a'.repeat(200_000), emailAddress: 'a@b.co', acceptEmails: false }));
    expect(res.json().metadata.error.fields.firstName).toBe('El nombre no debe tener más de 50 caracteres');
  });

  it('a body that is not JSON answers 415', async () => {
    expectEnvelopeError(await post('firstName=Ana', { 'content-type': 'application/x-www-form-urlencoded' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('bad query values answer Spanish field messages', async () => {
    const res = await t.call({ method: 'GET', url: '/rest/v1/country-locations?countryState=abc&limit=500' });
    expectEnvelopeError(res, 400, 'VALIDATION_ERROR');
    expect(res.json().metadata.error.fields).toMatchObject({
      countryState: 'Debe seleccionar un estado',
      limit: 'El límite no puede ser mayor que 100',
    });
  });

  it('unknown API routes answer 404 NOT_FOUND', async () => {
    expectEnvelopeError(await t.call({ method: 'GET', url: '/rest/v1/nothing-here' }), 404, 'NOT_FOUND');
    expectEnvelopeError(await t.call({ method: 'PATCH', url: '/rest/v1/agents' }), 404, 'NOT_FOUND');
  });
});

describe('security headers', () => {
  it('sends helmet headers and a content security policy', async () => {
    const res = await t.call({ method: 'GET', url: '/rest/v1/country-states' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('never sends a stack trace when something breaks inside', async () => {
    const { token } = await signUp(t, 'boom@example.com');
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.call({ method: 'GET', url: '/rest/v1/auth/agents', token });
    expectEnvelopeError(res, 500, 'SERVER_ERROR');
    await broken.close();
  });
});

describe('client address', () => {
  it('ignores X-Forwarded-For unless a proxy is configured, so the rate limit cannot be dodged', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: '3' });
    const hit = (ip: string) =>
      limited.app.inject({ method: 'GET', url: '/rest/v1/country-states', headers: { 'x-api-key': 'test-api-key', 'x-forwarded-for': ip } });
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await hit(`10.0.0.${i}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    const blocked = await hit('10.0.0.99');
    expect(blocked.json().metadata.error.type).toBe('TOO_MANY_REQUESTS');
    // The web app itself still loads for that address: only the API is limited.
    const page = await limited.app.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(page.statusCode).toBe(200);
    await limited.close();
  });
});

describe('behind a configured proxy', () => {
  it('keys the rate limit on the forwarded client address', async () => {
    const proxied = await createTestApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: '1' });
    const hit = (ip: string) =>
      proxied.app.inject({ method: 'GET', url: '/rest/v1/country-states', headers: { 'x-api-key': 'test-api-key', 'x-forwarded-for': ip } });
    expect([(await hit('10.0.0.1')).statusCode, (await hit('10.0.0.1')).statusCode, (await hit('10.0.0.1')).statusCode]).toEqual([200, 200, 429]);
    expect((await hit('10.0.0.2')).statusCode).toBe(200);
    await proxied.close();
  });
});

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

describe('caching', () => {
  it('answers to calls with a bearer token are never stored, errors included; public answers are not marked', async () => {
    await t.reset();
    const { token } = await signUp(t, 'cache@example.com');
    const me = await t.call({ method: 'GET', url: '/rest/v1/auth/agents', token });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const missing = await t.call({ method: 'GET', url: '/rest/v1/tenants/00000000-0000-4000-8000-000000000000', token });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const invalid = await t.call({ method: 'PUT', url: '/rest/v1/agents', token, payload: { sex: 9 } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['cache-control']).toBe('no-store');
    const refused = await t.call({ method: 'GET', url: '/rest/v1/auth/agents', token: 'token-falso' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const states = await t.call({ method: 'GET', url: '/rest/v1/country-states' });
    expect(states.statusCode).toBe(200);
    expect(states.headers['cache-control']).not.toBe('no-store');
  });
});

describe('input the database would refuse', () => {
  it('a catalogue id that does not exist answers 400 on its field, and nothing is stored', async () => {
    await t.reset();
    const { token } = await signUp(t, 'fk@example.com');
    const draft = (await t.call({ method: 'POST', url: '/rest/v1/property-drafts', token })).json().data.propertyDraftId as string;
    const res = await t.call({
      method: 'PUT',
      url: `/rest/v1/property-drafts/${draft}/nearby-places`,
      token,
      payload: { propertyNearbyPlaceTypeId: 999_999, name: 'Plaza', address: null, latitude: 10.5, longitude: -66.9 },
    });
    expectEnvelopeError(res, 400, 'VALIDATION_ERROR');
    expect(res.json().metadata.error.fields).toEqual({ propertyNearbyPlaceTypeId: 'El valor seleccionado no existe' });
    const view = (await t.call({ method: 'GET', url: `/rest/v1/property-drafts/${draft}`, token })).json().data;
    expect(view.nearbyPlaces).toEqual([]);
  });

  it.each([
    ['an id above 2^31-1', { countryState: 2_147_483_648 }, 'countryState', 'Debe seleccionar un estado'],
    ['U+0000 in a text', { description: 'Hola\u0000' }, 'description', 'El texto contiene caracteres no permitidos'],
  ])('%s answers 400 with the field in Spanish', async (_name, payload, field, message) => {
    await t.reset();
    const { token } = await signUp(t, 'bounds@example.com');
    const res = await t.call({ method: 'PUT', url: '/rest/v1/agents', token, payload });
    expectEnvelopeError(res, 400, 'VALIDATION_ERROR');
    expect(res.json().metadata.error.fields[field]).toBe(message);
  });

  it('U+0000 in a search or a path answers 400, never reaching the database', async () => {
    await t.reset();
    const { token } = await signUp(t, 'nul@example.com');
    for (const url of ['/rest/v1/tenants?searchQuery=a%00b', '/rest/v1/agents/tasks?searchQuery=%00', '/rest/v1/tenants/slug/a%00b']) {
      const res = await t.call({ method: 'GET', url, token });
      expectEnvelopeError(res, 400, 'VALIDATION_ERROR');
    }
  });
});

describe('error logs', () => {
  it('carry the query shape and the PostgreSQL code, never the personal data of its parameters', async () => {
    await t.reset();
    const { token } = await signUp(t, 'logs@example.com');
    // A constraint the service does not know about, so the insert fails inside the database.
    await t.database.db.execute(sql.raw(`alter table tenants add constraint forced_failure check (first_name <> 'Zacarías')`));
    const lines: string[] = [];
    const twin = await loggingTwin(t, lines);
    try {
      const res = await twin.inject({
        method: 'POST',
        url: '/rest/v1/tenants',
        headers: { 'x-api-key': API_KEY, authorization: `Bearer ${token}` },
        payload: {
          firstName: 'Zacarías',
          lastName: 'Quintero',
          tenantType: 1,
          phoneCode: '58',
          phoneNumber: '4127771234',
          emailAddress: 'zacarias.privado@example.com',
          documentType: 1,
          documentNumber: 'V98765432',
          sex: 1,
          countryState: null,
          countryLocation: null,
          birthDate: '1977-07-07',
        },
      });
      expectEnvelopeError(res, 500, 'SERVER_ERROR');
    } finally {
      await twin.close();
      await t.database.db.execute(sql.raw('alter table tenants drop constraint forced_failure'));
    }
    const failed = lines.filter((l) => l.includes('"request failed"'));
    expect(failed).toHaveLength(1);
    const entry = JSON.parse(failed[0]!) as { err: { sqlState: string; constraint: string; message: string; query?: string } };
    expect(entry.err.sqlState).toBe('23514');
    expect(entry.err.constraint).toBe('forced_failure');
    expect(entry.err.message).toMatch(/^Failed query: insert into "tenants"/);
    const all = lines.join('\n');
    for (const value of ['Zacarías', 'Quintero', '4127771234', 'zacarias.privado', 'V98765432', '1977-07-07']) expect(all).not.toContain(value);
  });
});

/** Files the app stored under DATA_DIR (the embedded database and the outbox aside). */
function storedFiles(dir: string, root = dir): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...storedFiles(full, root));
    else out.push(path.relative(root, full));
  }
  return out.filter((f) => !/^(pglite|outbox)/.test(f)).sort();
}

describe('uploads cut off by the client', () => {
  it('a request dropped mid-file neither stops the server nor leaves a file behind', async () => {
    await t.reset();
    const { token } = await signUp(t, 'cut@example.com');
    const draft = (await t.call({ method: 'POST', url: '/rest/v1/property-drafts', token })).json().data.propertyDraftId as string;
    const before = storedFiles(t.dataDir);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const video = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41'), Buffer.alloc(400_000, 1)]);
    const uploads = [
      { url: `/rest/v1/property-drafts/${draft}/videos`, body: multipart(video, 'casa.mp4', 'video/mp4') },
      { url: `/rest/v1/property-drafts/${draft}/images`, body: multipart(await makeImage(1200, 900), 'sala.jpg', 'image/jpeg') },
    ];
    for (const { url, body } of uploads) {
      await new Promise<void>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(
            `POST ${url} HTTP/1.1\r\nHost: localhost\r\nX-Api-Key: ${API_KEY}\r\nAuthorization: Bearer ${token}\r\n` +
              `Content-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
          );
          // Half of the body, then the client goes away.
          socket.write(body.payload.subarray(0, Math.floor(body.payload.length / 2)), () => {
            socket.destroy();
            resolve();
          });
        });
        socket.on('error', () => resolve());
      });
    }
    // The server goes on answering; whatever the dropped requests wrote is gone once they are over.
    for (let i = 0; i < 200 && storedFiles(t.dataDir).join() !== before.join(); i++) await new Promise((r) => setTimeout(r, 25));
    const health = await fetch(`http://127.0.0.1:${port}/rest/v1/health`);
    expect(health.status).toBe(200);
    expect(storedFiles(t.dataDir)).toEqual(before);
    const view = (await t.call({ method: 'GET', url: `/rest/v1/property-drafts/${draft}`, token })).json().data;
    expect(view.video).toBeNull();
    expect(view.media).toEqual([]);
  });
});
