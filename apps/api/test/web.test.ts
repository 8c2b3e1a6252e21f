import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { WEB_BOOT_SCRIPT } from '@vitrina/contract/web-boot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';

let t: TestApp;
beforeAll(async () => {
  const dist = path.join(process.cwd(), '.test-dist', String(process.pid));
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html lang="es"><script data-router="/assets/router-a.js">${WEB_BOOT_SCRIPT}</script><div id="root"></div></html>`);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  const big = 'export const x = 1;\n'.repeat(500);
  writeFileSync(path.join(dist, 'assets', 'big-def456.js'), big);
  writeFileSync(path.join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(big));
  writeFileSync(path.join(dist, 'assets', 'big-def456.js.gz'), gzipSync(big));
  t = await createTestApp({
    WEB_DIST_DIR: dist,
    GOOGLE_CLIENT_ID: 'google-client',
    FACEBOOK_APP_ID: 'fb-app',
    FACEBOOK_APP_SECRET: 'fb-very-secret',
    RECAPTCHA_SITE_KEY: 'site-key',
    RECAPTCHA_SECRET: 'captcha-very-secret',
    SENTRY_DSN: 'https://public@sentry.example.com/1',
    SENTRY_HOSTNAMES: 'app.vitrina.com, vitrina.com',
  });
});
afterAll(async () => t.close());

describe('the served web app', () => {
  it('receives its API key and public settings at run time, and no secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('no-store');
    const json = JSON.parse(res.body.replace(/^window\.__VITRINA_CONFIG__=/, '').replace(/;$/, ''));
    expect(json).toEqual({
      apiKey: 'test-api-key',
      publicBaseUrl: 'http://vitrina.test',
      googleClientId: 'google-client',
      facebookAppId: 'fb-app',
      recaptchaSiteKey: 'site-key',
      sentryDsn: 'https://public@sentry.example.com/1',
      sentryHostnames: ['app.vitrina.com', 'vitrina.com'],
      mapTilesUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
    expect(res.body).not.toContain('very-secret');
  });

  it('answers every app route with index.html, never cached', async () => {
    for (const url of ['/', '/login', '/customers/view/ana-perez?section=tasks', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long cache, and API misses stay JSON', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await t.call({ method: 'GET', url: '/rest/v1/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().metadata.error.type).toBe('NOT_FOUND');
  });

  it('answers a missing built file with the 404 envelope, not the page', async () => {
    for (const url of ['/assets/router-old123.js', '/assets/pages-1-old456.css', '/images/providers/none.svg', '/favicon.ico']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.json().metadata.error.type, url).toBe('NOT_FOUND');
    }
  });

  it('allows only the configured providers’ scripts in the content security policy', async () => {
    const csp = (await t.app.inject({ method: 'GET', url: '/login' })).headers['content-security-policy'] as string;
    expect(csp).toContain('https://accounts.google.com');
    expect(csp).toContain('https://connect.facebook.net');
    expect(csp).toContain('https://www.gstatic.com');
    const plain = await createTestApp();
    const bare = (await plain.app.inject({ method: 'GET', url: '/runtime-config.js' })).headers['content-security-policy'] as string;
    expect(bare).not.toContain('accounts.google.com');
    const cfg = await plain.app.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(cfg.body).toContain('"googleClientId":null');
    await plain.close();
  });

  it("hands index.html's boot script the API key, so the session look-up can leave as the page is parsed", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.body).toMatch(new RegExp(`<script data-key="test-api-key" data-config="[^"]*" data-router="/assets/router-a\\.js">`));
    expect(page.body).toContain(`data-router="/assets/router-a.js">${WEB_BOOT_SCRIPT}</script>`);
  });

  it('writes the public settings into the page it serves, as /runtime-config.js gives them, and no secret', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/customers' });
    const written = /data-config="([^"]*)"/.exec(page.body)![1]!;
    const unescaped = written.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    const script = (await t.app.inject({ method: 'GET', url: '/runtime-config.js' })).body;
    expect(JSON.parse(unescaped)).toEqual(JSON.parse(script.replace(/^window\.__VITRINA_CONFIG__=/, '').replace(/;$/, '')));
    expect(JSON.parse(unescaped)).toMatchObject({ apiKey: 'test-api-key', googleClientId: 'google-client', facebookAppId: 'fb-app' });
    expect(written).not.toContain('"');
    expect(page.body).not.toContain('very-secret');
  });

  it('lets index.html run its boot script, and no other inline script', async () => {
    const csp = (await t.app.inject({ method: 'GET', url: '/login' })).headers['content-security-policy'] as string;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    const hash = createHash('sha256').update(WEB_BOOT_SCRIPT).digest('base64');
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc.match(/'sha256-/g)).toHaveLength(1);
  });

  it('sends the page compressed to a browser that accepts it, and as it is to one that does not', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/customers' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.body).toContain('<div id="root">');
    const br = await t.app.inject({ method: 'GET', url: '/customers', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-type']).toContain('text/html');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    // Only encodings it can make: a browser asking for deflate alone gets the page as it is.
    const deflate = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'deflate' } });
    expect(deflate.headers['content-encoding']).toBeUndefined();
    expect(deflate.body).toBe(plain.body);
  });

  it('sends precompressed assets and compressed JSON to a phone that accepts them', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.rawPayload.length).toBeLessThan(200);
    const json = await t.call({ method: 'GET', url: '/rest/v1/country-states', headers: { 'accept-encoding': 'gzip' } });
    expect(json.headers['content-encoding']).toBe('gzip');
    const plain = await t.call({ method: 'GET', url: '/rest/v1/country-states' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data).toHaveLength(24);
    // A browser offering both gets brotli, under half the plain answer, and the same JSON.
    const br = await t.call({ method: 'GET', url: '/rest/v1/country-states', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });
});
