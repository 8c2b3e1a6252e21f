import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_KEY, signUp, type TestApp } from '../../../test/app';
import { FACEBOOK_APP_SECRET, INSTAGRAM_APP_SECRET, type FakeMeta } from '../../../test/fakes/meta';
import { metaAppForFile } from '../../../test/meta-app';
import { dataDeletionRequests, facebookPages, mediaProviderAgents } from '../../db/schema/index';
import { oauthStates } from './oauth-state';
import { signRequest } from './signed-request';

/** Meta's data-deletion callbacks: no API key, no session, a signed_request in a form body. */
let t: TestApp;
let meta: FakeMeta;
let ana: { agentId: string; token: string };
let luis: { agentId: string; token: string };
const REDIRECT = 'http://vitrina.test/oauth/authorize/instagram';

metaAppForFile((s) => ({ t, meta } = s));
beforeAll(() => {
  meta.instagram.addUser('17841400000000007', 'casas.ana');
});
beforeEach(async () => {
  await t.reset();
  meta.facebook.users.set('short-ana', { id: '10001', firstName: 'Ana' });
  meta.facebook.users.set('short-luis', { id: '10002', firstName: 'Luis' });
  meta.facebook.pagesOf.set('10001', [{ id: '201', name: 'Página de Ana' }]);
  meta.facebook.pagesOf.set('10002', [{ id: '301', name: 'Página de Luis' }]);
  ana = await signUp(t, 'ana@example.com');
  luis = await signUp(t, 'luis@example.com');
  for (const [who, shortToken] of [[ana, 'short-ana'], [luis, 'short-luis']] as const) {
    const res = await t.call({ method: 'POST', url: '/rest/v1/media-providers/agents/facebook', token: who.token, payload: { shortToken } });
    expect(res.statusCode).toBe(201);
  }
  const state = oauthStates(t.config.tokenEncryptionKey).create(ana.agentId);
  const authorizationCode = meta.instagram.codeFor('17841400000000007', REDIRECT);
  const ig = await t.call({ method: 'POST', url: '/rest/v1/media-providers/agents/instagram', token: ana.token, payload: { authorizationCode, state } });
  expect(ig.statusCode).toBe(201);
});

/** Meta's call: a form, no API key, no session. */
const callback = (network: 'facebook' | 'instagram', body: string, type = 'application/x-www-form-urlencoded') =>
  t.app.inject({ method: 'POST', url: `/rest/v1/media-providers/${network}/data-deletion`, headers: { 'content-type': type }, payload: body });
const form = (signedRequest: string) => new URLSearchParams({ signed_request: signedRequest }).toString();
const payload = (userId: string) => ({ algorithm: 'HMAC-SHA256', issued_at: Math.floor(Date.now() / 1000), user_id: userId });
const connections = async () => (await t.database.db.select().from(mediaProviderAgents)).map((r) => `${r.type}:${r.externalUserId}`).sort();

describe('Facebook data-deletion callback', () => {
  it('verifies the signature, deletes that user’s connection and pages, and answers the status page and code', async () => {
    const res = await callback('facebook', form(signRequest(payload('10001'), FACEBOOK_APP_SECRET)));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const code = body.confirmation_code as string;
    expect(code).toMatch(/^[0-9a-f]{24}$/);
    expect(body).toEqual({
      url: `http://vitrina.test/facebook/data-delete?code=${code}`,
      confirmation_code: code,
      data: { url: `http://vitrina.test/facebook/data-delete?code=${code}`, confirmation_code: code },
      metadata: {},
    });
    expect(await connections()).toEqual(['2:17841400000000007', '3:10002']);
    expect((await t.database.db.select().from(facebookPages)).map((p) => p.pageId)).toEqual(['301']);
    const [request] = await t.database.db.select().from(dataDeletionRequests).where(eq(dataDeletionRequests.confirmationCode, code));
    expect(request).toMatchObject({ confirmationCode: code, providerType: 3, externalUserId: '10001', connectionsDeleted: 1 });

    const status = await t.app.inject({ method: 'GET', url: `/rest/v1/media-providers/data-deletion/${code}`, headers: { 'x-api-key': API_KEY } });
    expect(status.statusCode).toBe(200);
    expect(status.json().data).toEqual({ confirmationCode: code, network: 'facebook', createdAt: request!.createdAt.toISOString(), status: 'completed' });
    expect((await t.app.inject({ method: 'GET', url: `/rest/v1/media-providers/data-deletion/${code}` })).statusCode).toBe(401);
  });

  it('takes a JSON body too', async () => {
    const res = await callback('facebook', JSON.stringify({ signed_request: signRequest(payload('10002'), FACEBOOK_APP_SECRET) }), 'application/json');
    expect(res.statusCode).toBe(200);
    expect(await connections()).toEqual(['2:17841400000000007', '3:10001']);
  });

  it('refuses a forged, altered, malformed or missing signed_request with 400 and deletes nothing', async () => {
    const requestsBefore = (await t.database.db.select().from(dataDeletionRequests)).length;
    const good = signRequest(payload('10001'), FACEBOOK_APP_SECRET);
    const [sig, body] = good.split('.') as [string, string];
    const altered = Buffer.from(JSON.stringify(payload('10002'))).toString('base64url');
    const bodies = [
      form(signRequest(payload('10001'), 'not-the-app-secret')),
      form(signRequest(payload('10001'), INSTAGRAM_APP_SECRET)),
      form(`${sig}.${altered}`),
      form(`${sig.slice(0, -2)}.${body}`),
      form(signRequest({ algorithm: 'none', user_id: '10001' }, FACEBOOK_APP_SECRET)),
      form(signRequest({ algorithm: 'HMAC-SHA256' }, FACEBOOK_APP_SECRET)),
      form(`${sig}.${body}.extra`),
      form('garbage'),
      form(''),
      form('x'.repeat(9000)),
      'other=1',
      '',
      '%%%',
    ];
    for (const b of bodies) {
      const res = await callback('facebook', b);
      expect(res.statusCode, b.slice(0, 60)).toBe(400);
      expect(res.json().metadata.error.type).toBe('VALIDATION_ERROR');
    }
    for (const b of ['{"signed_request": 5}', '[1]', 'null', '{"a":']) {
      expect((await callback('facebook', b, 'application/json')).statusCode).toBe(400);
    }
    expect((await callback('facebook', 'x'.repeat(20_000))).statusCode).toBe(413);
    expect((await callback('facebook', form(good), 'text/plain')).statusCode).toBe(400);
    expect((await callback('facebook', form(good), 'application/xml')).statusCode).toBe(415);
    expect(await connections()).toHaveLength(3);
    expect(await t.database.db.select().from(dataDeletionRequests)).toHaveLength(requestsBefore);
  });
});

describe('Instagram data-deletion callback', () => {
  it('is signed with the Instagram app secret and deletes the Instagram connection only', async () => {
    const forged = await callback('instagram', form(signRequest(payload('17841400000000007'), FACEBOOK_APP_SECRET)));
    expect(forged.statusCode).toBe(400);
    const res = await callback('instagram', form(signRequest(payload('17841400000000007'), INSTAGRAM_APP_SECRET)));
    expect(res.statusCode).toBe(200);
    const code = res.json().confirmation_code as string;
    expect(res.json().url).toBe(`http://vitrina.test/instagram/data-delete?code=${code}`);
    expect(await connections()).toEqual(['3:10001', '3:10002']);
    const status = await t.call({ method: 'GET', url: `/rest/v1/media-providers/data-deletion/${code}` });
    expect(status.json().data).toMatchObject({ confirmationCode: code, network: 'instagram', status: 'completed' });
  });

  it('answers a user it does not know with a confirmation all the same', async () => {
    const res = await callback('instagram', form(signRequest(payload('999'), INSTAGRAM_APP_SECRET)));
    expect(res.statusCode).toBe(200);
    expect(await connections()).toHaveLength(3);
  });
});

describe('deletion status', () => {
  it('answers 404 NOT_FOUND for an unknown or malformed code', async () => {
    for (const code of ['0123456789abcdef01234567', 'nope', "x'; drop table agents;--"]) {
      const res = await t.call({ method: 'GET', url: `/rest/v1/media-providers/data-deletion/${encodeURIComponent(code)}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().metadata.error.type).toBe('NOT_FOUND');
    }
  });

  it('is documented in the OpenAPI description with its body and answer', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/rest/v1/docs/json' })).json();
    const op = docs.paths['/rest/v1/media-providers/facebook/data-deletion'].post;
    const text = JSON.stringify(op);
    expect(text).toContain('signed_request');
    expect(text).toContain('application/x-www-form-urlencoded');
    expect(text).toContain('confirmation_code');
    for (const path of ['/rest/v1/media-providers/instagram/url', '/rest/v1/media-providers/facebook/pages', '/rest/v1/media-providers/data-deletion/{code}']) {
      expect(docs.paths[path]).toBeDefined();
    }
    expect(JSON.stringify(docs.paths['/rest/v1/media-providers/agents'].get)).toContain('reconnect');
  });
});
