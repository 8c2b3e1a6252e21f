import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '../src/db/schema/index';
import { createTestApp, signUp, type TestApp } from './app';

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
