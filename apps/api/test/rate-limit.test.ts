import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './app';

// Item 15 of issue 13: an office shares one address; static files must not count, and each
// signed-in agent has a limit of their own.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '6' });
});
afterAll(async () => {
  await t.close();
});

describe('rate limit in an office behind one address', () => {
  it('never limits static files, and limits signed-in calls per agent rather than per address', async () => {
    // 30 cold page loads' worth of the app's files from the office's address.
    const statics = [];
    for (let i = 0; i < 90; i++) {
      statics.push((await t.app.inject({ method: 'GET', url: i % 3 === 0 ? '/' : '/runtime-config.js' })).statusCode);
    }
    expect(statics.filter((code) => code === 429)).toEqual([]);

    const ana = await signUp(t, 'ana@example.com');
    const beto = await signUp(t, 'beto@example.com');
    const me = (token: string) => t.call({ method: 'GET', url: '/rest/v1/auth/agents', token });

    // Ana works until she is over her own limit.
    const anaCodes = [];
    for (let i = 0; i < 9; i++) anaCodes.push((await me(ana.token)).statusCode);
    expect(anaCodes).toContain(429);
    const blocked = await me(ana.token);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().metadata.error.type).toBe('TOO_MANY_REQUESTS');

    // Beto, at the desk beside her, goes on working.
    const betoCodes = [];
    for (let i = 0; i < 5; i++) betoCodes.push((await me(beto.token)).statusCode);
    expect(betoCodes).toEqual([200, 200, 200, 200, 200]);

    // The app's files still load for both.
    expect((await t.app.inject({ method: 'GET', url: '/runtime-config.js' })).statusCode).toBe(200);
  });

  it('keeps made-up bearer tokens on the address, so they cannot dodge the limit', async () => {
    const fresh = await createTestApp({ RATE_LIMIT_MAX: '3' });
    const codes = [];
    for (let i = 0; i < 5; i++) {
      codes.push((await fresh.call({ method: 'GET', url: '/rest/v1/auth/agents', token: `made-up-${i}` })).statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429, 429]);
    await fresh.close();
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
