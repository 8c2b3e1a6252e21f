import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '../src/db/schema/index';
import { API_KEY, createTestApp, loggingTwin, signUp, type TestApp } from './app';
import { expectEnvelopeError } from './support/envelope';

/** Every answer under /rest/v1 is the envelope: the API key, bad input, crashes, caching, the logs of a failure. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

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

describe('framework answers under /rest/v1 are the envelope too', () => {
  let token: string;
  beforeAll(async () => {
    token = (await signUp(t, 'framework@example.com')).token;
  });

  it.each([
    ['an unknown route', 'GET', '/rest/v1/nothing/here'],
    ['an unknown method', 'PATCH', '/rest/v1/tenants'],
    ['OPTIONS', 'OPTIONS', '/rest/v1/tenants'],
    ['a bad URL escape', 'GET', '/rest/v1/tenants/%E0%A4%A'],
    ['a parameter longer than the router takes', 'GET', `/rest/v1/tenants/${'x'.repeat(600)}`],
  ])('%s', async (_name, method, url) => {
    const res = await t.call({ method: method as 'GET', url, token });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json();
    expect(body.data).toBeNull();
    expect(typeof body.metadata.error.type).toBe('string');
  });
});
