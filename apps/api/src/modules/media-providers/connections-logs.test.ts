import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, loggingTwin, signUp, type TestApp } from '../../../test/app';
import { FACEBOOK_APP_SECRET, INSTAGRAM_APP_SECRET, type FakeMeta } from '../../../test/fakes/meta';
import { metaAppForFile } from '../../../test/meta-app';
import { mediaProviderAgents } from '../../db/schema/index';
import { refreshInstagramTokens } from './instagram-refresh';
import { signRequest } from './signed-request';

/** Social tokens travel in query strings and form bodies of outside calls: none may reach the logs. */
let t: TestApp;
let logged: FastifyInstance;
let meta: FakeMeta;
const lines: string[] = [];

metaAppForFile((s) => ({ t, meta } = s));
beforeAll(async () => {
  logged = await loggingTwin(t, lines);
});
afterAll(async () => {
  await logged.close();
});

/** `inject` on the logging app, with the API key and a bearer token. */
const call = ({ token, ...opts }: InjectOptions & { token?: string }) =>
  logged.inject({ ...opts, headers: { 'x-api-key': API_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}), ...opts.headers } });

describe('logs of connections', () => {
  it('never contain a social token, an authorization code, a state, a signed request or an app secret', async () => {
    meta.instagram.addUser('17841400000000009', 'casas.luis');
    meta.facebook.users.set('short-secret-fb-token', { id: '10009', firstName: 'Luis' });
    meta.facebook.pagesOf.set('10009', [{ id: '209', name: 'Página' }]);
    const { token } = await signUp({ ...t, call }, 'luis@example.com');

    const redirect = (await call({ method: 'GET', url: '/rest/v1/media-providers/instagram/url', token })).json().data.redirectTo as string;
    const back = new URL((await fetch(redirect, { redirect: 'manual' })).headers.get('location')!.replace(/#_$/, ''));
    const code = back.searchParams.get('code')!;
    const state = back.searchParams.get('state')!;
    const ig = await call({ method: 'POST', url: '/rest/v1/media-providers/agents/instagram', token, payload: { authorizationCode: code, state } });
    expect(ig.statusCode).toBe(201);
    // A refused code and Instagram down are logged too (refusal and 502).
    const refusedCode = meta.instagram.codeFor('17841400000000009', 'http://elsewhere.test/');
    await call({ method: 'POST', url: '/rest/v1/media-providers/agents/instagram', token, payload: { authorizationCode: refusedCode, state } });

    const connectFacebook = () => call({ method: 'POST', url: '/rest/v1/media-providers/agents/facebook', token, payload: { shortToken: 'short-secret-fb-token' } });
    meta.facebook.behaviour.failAccounts = { code: 2, message: 'Service temporarily unavailable', status: 500 };
    expect((await connectFacebook()).statusCode).toBe(502); // logged as an error, with its stack
    delete meta.facebook.behaviour.failAccounts;
    expect((await connectFacebook()).statusCode).toBe(201);
    meta.facebook.users.delete('long-short-secret-fb-token'); // the pages refresh meets a 190
    expect((await call({ method: 'GET', url: '/rest/v1/media-providers/facebook/pages', token })).statusCode).toBe(200);

    const signed = signRequest({ algorithm: 'HMAC-SHA256', user_id: '10009' }, FACEBOOK_APP_SECRET);
    await logged.inject({
      method: 'POST',
      url: '/rest/v1/media-providers/facebook/data-deletion',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ signed_request: signed }).toString(),
    });
    await logged.inject({ method: 'GET', url: '/rest/v1/media-providers/data-deletion/0123456789abcdef01234567', headers: { 'x-api-key': API_KEY } });

    // The refresh job, with Instagram unreachable, logs its failure through the same logger.
    await t.database.db.update(mediaProviderAgents).set({ tokenExpiresAt: new Date(), refreshedAt: new Date(Date.now() - 3 * 86_400_000) });
    const down = { ...t.config, instagram: { ...t.config.instagram, graphUrl: 'http://127.0.0.1:9' } };
    expect((await refreshInstagramTokens({ db: t.database.db, config: down, log: logged.log }, new Date())).failed).toBe(1);

    expect((await call({ method: 'GET', url: '/rest/v1/media-providers/agents', token })).statusCode).toBe(200);
    const stored = (await t.database.db.select().from(mediaProviderAgents))[0]!;

    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    const all = lines.join('\n');
    const secrets = [
      'IGshort-',
      'IGlong-',
      'short-secret-fb-token',
      'page-token-',
      code,
      refusedCode,
      state,
      signed,
      signed.split('.')[0]!,
      stored.accessTokenEncrypted!,
      INSTAGRAM_APP_SECRET,
      FACEBOOK_APP_SECRET,
      token,
    ];
    for (const secret of secrets) expect(all, secret).not.toContain(secret);
    expect(all).toContain('instagram token refresh failed');
    expect(all).toContain('PROVIDER_UNAVAILABLE');
  });
});
