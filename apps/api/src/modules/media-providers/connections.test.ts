import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/app';
import { INSTAGRAM_APP_ID, type FakeMeta } from '../../../test/fakes/meta';
import { metaAppForFile } from '../../../test/meta-app';
import { mediaProviderAgents } from '../../db/schema/index';
import { tokenCipher } from '../../lib/token-cipher';
import { STATE_TTL_MS, oauthStates } from './oauth-state';

/** Instagram's authorize flow, connections and disconnection, against the fake Meta servers on loopback. */
let t: TestApp;
let meta: FakeMeta;
let ana: { agentId: string; token: string };
let luis: { agentId: string; token: string };
const REDIRECT = 'http://vitrina.test/oauth/authorize/instagram';
const STATE_MESSAGE = 'La autorización no es válida o ha expirado. Vuelve a intentarlo.';

metaAppForFile((s) => ({ t, meta } = s));
beforeAll(() => {
  meta.instagram.addUser('17841400000000001', 'inmobiliaria.ana');
});
beforeEach(async () => {
  await t.reset();
  meta.reset();
  meta.instagram.requests.length = 0;
  ana = await signUp(t, 'ana@example.com');
  luis = await signUp(t, 'luis@example.com');
});

const authorizeUrl = async (token: string) => {
  const res = await t.call({ method: 'GET', url: '/rest/v1/media-providers/instagram/url', token });
  expect(res.statusCode).toBe(200);
  return new URL(res.json().data.redirectTo as string);
};

/** Follows the authorize address like the browser: the fake answers 302 to our callback with code and state. */
const authorize = async (token: string) => {
  const res = await fetch(await authorizeUrl(token), { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location')!.replace(/#_$/, ''));
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  return { authorizationCode: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
};

const connectInstagram = (token: string, payload: unknown) =>
  t.call({ method: 'POST', url: '/rest/v1/media-providers/agents/instagram', token, payload: payload as object });
const rows = () => t.database.db.select().from(mediaProviderAgents);
const agentsOf = async (token: string) => (await t.call({ method: 'GET', url: '/rest/v1/media-providers/agents', token })).json().data;
const milestones = async (token: string) =>
  ((await t.call({ method: 'GET', url: '/rest/v1/tasks-completed', token })).json().data as { type: number }[]).map((m) => m.type);

describe('Instagram authorize address', () => {
  it('carries our app, the callback, the scopes and a state that verifies for this agent only', async () => {
    const url = await authorizeUrl(ana.token);
    expect(`${url.origin}${url.pathname}`).toBe(`${meta.instagram.url}/oauth/authorize`);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe(INSTAGRAM_APP_ID);
    expect(q.get('redirect_uri')).toBe(REDIRECT);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('instagram_business_basic,instagram_business_content_publish');
    const state = q.get('state')!;
    expect(state).toMatch(/^[\w-]+\.[\w-]+$/);
    const states = oauthStates(t.config.tokenEncryptionKey);
    expect(states.verify(state, ana.agentId)).toBe(true);
    expect(states.verify(state, luis.agentId)).toBe(false);
    expect(states.verify(state, ana.agentId, Date.now() + STATE_TTL_MS + 1000)).toBe(false);
  });

  it('answers 409 PROVIDER_NOT_CONFIGURED without Instagram credentials', async () => {
    const bare = await createTestApp();
    try {
      const { token } = await signUp(bare);
      const res = await bare.call({ method: 'GET', url: '/rest/v1/media-providers/instagram/url', token });
      expect(res.statusCode).toBe(409);
      expect(res.json().metadata.error.type).toBe('PROVIDER_NOT_CONFIGURED');
    } finally {
      await bare.close();
    }
  });
});

describe('connecting Instagram', () => {
  it('connects end to end: the token is stored encrypted, never answered, and milestone 3 is recorded', async () => {
    const res = await connectInstagram(ana.token, await authorize(ana.token));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.data).toMatchObject({
      type: 2,
      agentId: ana.agentId,
      username: 'inmobiliaria.ana',
      status: 'connected',
      mediaProvider: { name: 'Instagram', type: 2 },
    });
    expect(res.body).not.toMatch(/IG(short|long)-/);

    const [row] = await rows();
    expect(row).toMatchObject({ agentId: ana.agentId, type: 2, externalUserId: '17841400000000001', username: 'inmobiliaria.ana' });
    expect(JSON.stringify(row)).not.toMatch(/IG(short|long)-/);
    const plain = tokenCipher(t.config.tokenEncryptionKey).decrypt(row!.accessTokenEncrypted!);
    expect(plain).toMatch(/^IGlong-17841400000000001-/);
    expect(row!.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 24 * 3600 * 1000);

    // The code went to Instagram's token endpoint as a form with our app and callback.
    const exchange = meta.instagram.requests.find((r) => r.path === '/oauth/access_token')!;
    expect(exchange.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(exchange.body))).toMatchObject({
      client_id: INSTAGRAM_APP_ID,
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT,
    });

    expect(await agentsOf(ana.token)).toEqual([expect.objectContaining({ mediaProviderAgentId: body.data.mediaProviderAgentId, username: 'inmobiliaria.ana', status: 'connected' })]);
    expect(await agentsOf(luis.token)).toEqual([]);
    expect(await milestones(ana.token)).toContain(3);
    expect(await milestones(luis.token)).not.toContain(3);
  });

  it('reconnecting replaces the token and clears a reconnect status', async () => {
    const first = (await connectInstagram(ana.token, await authorize(ana.token))).json().data;
    await t.database.db.update(mediaProviderAgents).set({ status: 'reconnect' });
    const [before] = await rows();
    const again = await connectInstagram(ana.token, await authorize(ana.token));
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ mediaProviderAgentId: first.mediaProviderAgentId, status: 'connected' });
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(all[0]!.accessTokenEncrypted).not.toBe(before!.accessTokenEncrypted);
  });

  it('connects even when Instagram does not answer /me: no username, the id of the code exchange', async () => {
    meta.instagram.behaviour.failMe = { code: 100, status: 404, message: 'Unknown path' };
    try {
      const res = await connectInstagram(ana.token, await authorize(ana.token));
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ username: null, status: 'connected' });
      const [row] = await rows();
      expect(row!.externalUserId).toBeTruthy();
    } finally {
      delete meta.instagram.behaviour.failMe;
    }
  });

  const refused = async (token: string, payload: unknown, field?: string) => {
    const res = await connectInstagram(token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().metadata.error.type).toBe('VALIDATION_ERROR');
    if (field === 'state') expect(res.json().metadata.error.fields).toEqual({ state: STATE_MESSAGE });
    expect(await rows()).toEqual([]);
  };

  it('refuses a wrong, altered, expired or another agent’s state, storing nothing', async () => {
    const { authorizationCode, state } = await authorize(ana.token);
    await refused(ana.token, { authorizationCode, state: 'not-a-state' }, 'state');
    await refused(ana.token, { authorizationCode, state: `${state.split('.')[0]}x.${state.split('.')[1]}` }, 'state');
    await refused(luis.token, { authorizationCode, state }, 'state');
    const expired = oauthStates(t.config.tokenEncryptionKey).create(ana.agentId, Date.now() - STATE_TTL_MS - 1000);
    await refused(ana.token, { authorizationCode, state: expired }, 'state');
    const otherKey = oauthStates('another-installation-key-0123456789abcdef').create(ana.agentId);
    await refused(ana.token, { authorizationCode, state: otherKey }, 'state');
    expect(meta.instagram.requests.filter((r) => r.path === '/oauth/access_token')).toEqual([]);
    // The code is still good for its own agent.
    expect((await connectInstagram(ana.token, { authorizationCode, state })).statusCode).toBe(201);
  });

  it('refuses bad bodies of every kind with a 400 envelope', async () => {
    const { state } = await authorize(ana.token);
    for (const payload of [{}, { authorizationCode: 5, state }, { authorizationCode: '', state }, { authorizationCode: 'x'.repeat(5000), state }, { authorizationCode: 'c', state, extra: 1 }, [1]]) {
      await refused(ana.token, payload);
    }
  });

  it('answers 401 PROVIDER_TOKEN_INVALID when Instagram refuses the code, storing nothing', async () => {
    const { state } = await authorize(ana.token);
    const res = await connectInstagram(ana.token, { authorizationCode: 'code-forged', state });
    expect(res.statusCode).toBe(401);
    expect(res.json().metadata.error.type).toBe('PROVIDER_TOKEN_INVALID');
    expect(res.json().metadata.error.message).toMatch(/Instagram/);
    expect(await rows()).toEqual([]);
    expect(await milestones(ana.token)).not.toContain(3);
  });

  it('answers 502 PROVIDER_UNAVAILABLE when Instagram cannot be reached, storing nothing', async () => {
    const down = await createTestApp({ ...meta.env, INSTAGRAM_OAUTH_URL: 'http://127.0.0.1:9', INSTAGRAM_GRAPH_URL: 'http://127.0.0.1:9' });
    try {
      const agent = await signUp(down, 'ana@example.com');
      const state = oauthStates(down.config.tokenEncryptionKey).create(agent.agentId);
      const payload = { authorizationCode: 'code-1', state };
      const res = await down.call({ method: 'POST', url: '/rest/v1/media-providers/agents/instagram', token: agent.token, payload });
      expect(res.statusCode).toBe(502);
      expect(res.json().metadata.error.type).toBe('PROVIDER_UNAVAILABLE');
      expect(await down.database.db.select().from(mediaProviderAgents)).toEqual([]);
    } finally {
      await down.close();
    }
  });
});

describe('disconnecting', () => {
  it('deletes the agent’s own connection; another agent’s, unknown or malformed ids answer 404', async () => {
    const id = (await connectInstagram(ana.token, await authorize(ana.token))).json().data.mediaProviderAgentId as string;
    for (const bad of [id, '00000000-0000-4000-8000-000000000000', 'nope', "x'; drop table agents;--"]) {
      const res = await t.call({ method: 'DELETE', url: `/rest/v1/media-providers/agents/${encodeURIComponent(bad)}`, token: luis.token });
      expect(res.statusCode).toBe(404);
      expect(res.json().metadata.error.type).toBe('MEDIA_PROVIDER_AGENT_NOT_FOUND');
    }
    expect(await rows()).toHaveLength(1);
    const res = await t.call({ method: 'DELETE', url: `/rest/v1/media-providers/agents/${id}`, token: ana.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, metadata: {} });
    expect(await rows()).toEqual([]);
    expect(await agentsOf(ana.token)).toEqual([]);
    expect((await t.call({ method: 'DELETE', url: `/rest/v1/media-providers/agents/${id}`, token: ana.token })).statusCode).toBe(404);
    expect(await t.database.db.select().from(mediaProviderAgents).where(eq(mediaProviderAgents.agentId, ana.agentId))).toEqual([]);
  });
});

describe('hostile input', () => {
  it('every media-providers route answers a 4xx envelope, never a 500', async () => {
    const routes: Array<[string, string]> = [
      ['GET', '/rest/v1/media-providers/agents'],
      ['GET', '/rest/v1/media-providers/instagram/url'],
      ['POST', '/rest/v1/media-providers/agents/instagram'],
      ['POST', '/rest/v1/media-providers/agents/facebook'],
      ['GET', '/rest/v1/media-providers/facebook/pages'],
      ['DELETE', '/rest/v1/media-providers/agents/%27%3B%20drop%20table%20agents%3B--'],
      ['POST', '/rest/v1/media-providers/facebook/data-deletion'],
      ['POST', '/rest/v1/media-providers/instagram/data-deletion'],
      ['GET', '/rest/v1/media-providers/data-deletion/%00%27'],
    ];
    const bodies: Array<[string, string]> = [
      ['null', 'application/json'],
      ['[1,"a",null]', 'application/json'],
      [JSON.stringify({ authorizationCode: [], state: {}, shortToken: 1, signed_request: ['x'] }), 'application/json'],
      [`${'{"a":'.repeat(200)}1${'}'.repeat(200)}`, 'application/json'],
      [JSON.stringify({ authorizationCode: 'x'.repeat(400_000), state: 'y'.repeat(400_000), signed_request: 'z'.repeat(400_000) }), 'application/json'],
      ['{"a": ', 'application/json'],
      ['signed_request=%E0%A4%A&x=1', 'application/x-www-form-urlencoded'],
      ['hola', 'text/plain'],
    ];
    const failures: string[] = [];
    for (const [method, url] of routes) {
      for (const [payload, type] of method === 'POST' ? bodies : [bodies[0]!]) {
        const res = await t.call({ method: method as 'GET', url, token: ana.token, payload, headers: { 'content-type': type } });
        let envelope = false;
        try {
          envelope = 'metadata' in (JSON.parse(res.body) as object);
        } catch {
          envelope = false;
        }
        if (res.statusCode >= 500 || !envelope) failures.push(`${method} ${url} ${payload.slice(0, 30)} → ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await rows()).toEqual([]);
  });
});
