import { beforeEach, describe, expect, it } from 'vitest';
import { signUp, type TestApp } from '../../../test/app';
import type { FakeMeta } from '../../../test/fakes/meta';
import { metaAppForFile } from '../../../test/meta-app';
import { facebookPages, mediaProviderAgents } from '../../db/schema/index';
import { tokenCipher } from '../../lib/token-cipher';

/** Connecting Facebook with the SDK's token, its pages, the reconnect status and disconnection. */
let t: TestApp;
let meta: FakeMeta;
let ana: { agentId: string; token: string };
let luis: { agentId: string; token: string };

const PAGES = [
  { id: '201', name: 'Inmobiliaria Ana Caracas' },
  { id: '202', name: 'Casas en Maracaibo', pictureUrl: 'https://scontent.fake/casas.jpg' },
  { id: '203', name: 'Alquileres Valencia' },
];

metaAppForFile((s) => ({ t, meta } = s));
beforeEach(async () => {
  await t.reset();
  meta.reset();
  meta.facebook.requests.length = 0;
  meta.facebook.users.clear();
  meta.facebook.pagesOf.clear();
  meta.facebook.users.set('short-ana', { id: '10001', firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com' });
  meta.facebook.users.set('short-luis', { id: '10002', firstName: 'Luis', lastName: 'Gómez' });
  meta.facebook.users.set('short-other-app', { id: '10003', firstName: 'Otro', appId: '5555555555' });
  meta.facebook.pagesOf.set('10001', PAGES.map((p) => ({ ...p })));
  meta.facebook.pagesOf.set('10002', [{ id: '301', name: 'Luis Bienes Raíces' }]);
  ana = await signUp(t, 'ana@example.com');
  luis = await signUp(t, 'luis@example.com');
});

const connect = (token: string, payload: unknown) =>
  t.call({ method: 'POST', url: '/rest/v1/media-providers/agents/facebook', token, payload: payload as object });
const pagesOf = (token: string) => t.call({ method: 'GET', url: '/rest/v1/media-providers/facebook/pages', token });
const agentsOf = async (token: string) => (await t.call({ method: 'GET', url: '/rest/v1/media-providers/agents', token })).json().data;
const accountsCalls = () => meta.facebook.requests.filter((r) => r.path === '/v22.0/me/accounts').length;

describe('connecting Facebook', () => {
  it('checks the token, keeps a long-lived one and the pages with their tokens, all encrypted', async () => {
    const res = await connect(ana.token, { shortToken: 'short-ana' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ type: 3, agentId: ana.agentId, username: 'Ana Pérez', status: 'connected', mediaProvider: { name: 'Facebook' } });
    expect(res.body).not.toMatch(/short-ana|page-token/);

    const [row] = await t.database.db.select().from(mediaProviderAgents);
    expect(row).toMatchObject({ type: 3, externalUserId: '10001', username: 'Ana Pérez' });
    const cipher = tokenCipher(t.config.tokenEncryptionKey);
    expect(cipher.decrypt(row!.accessTokenEncrypted!)).toBe('long-short-ana');
    const stored = await t.database.db.select().from(facebookPages);
    expect(stored.map((p) => p.pageId).sort()).toEqual(['201', '202', '203']);
    expect(JSON.stringify([row, stored])).not.toMatch(/short-ana|page-token/);
    expect(stored.map((p) => cipher.decrypt(p.accessTokenEncrypted)).sort()).toEqual(['page-token-201', 'page-token-202', 'page-token-203']);

    const milestones = (await t.call({ method: 'GET', url: '/rest/v1/tasks-completed', token: ana.token })).json().data;
    expect(milestones.map((m: { type: number }) => m.type)).toContain(3);
  });

  it('follows paging.next to read every page', async () => {
    meta.facebook.behaviour.accountsPageSize = 1;
    expect((await connect(ana.token, { shortToken: 'short-ana' })).statusCode).toBe(201);
    expect(accountsCalls()).toBe(3);
    expect((await t.database.db.select().from(facebookPages)).length).toBe(3);
  });

  it('refuses a token issued to another app, or unknown to Facebook, with 401 and stores nothing', async () => {
    for (const shortToken of ['short-other-app', 'not-a-token']) {
      const res = await connect(ana.token, { shortToken });
      expect(res.statusCode).toBe(401);
      expect(res.json().metadata.error.type).toBe('PROVIDER_TOKEN_INVALID');
    }
    expect(await t.database.db.select().from(mediaProviderAgents)).toEqual([]);
    expect(meta.facebook.requests.some((r) => r.path === '/v22.0/oauth/access_token')).toBe(false);
  });

  it('refuses bad bodies with a 400 envelope', async () => {
    for (const payload of [{}, { shortToken: 7 }, { shortToken: '  ' }, { shortToken: 'x'.repeat(5000) }, { shortToken: 'short-ana', other: true }]) {
      const res = await connect(ana.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().metadata.error.type).toBe('VALIDATION_ERROR');
    }
  });

  it('reconnecting replaces the token and the pages', async () => {
    await connect(ana.token, { shortToken: 'short-ana' });
    meta.facebook.pagesOf.set('10001', [{ id: '204', name: 'Página nueva' }]);
    expect((await connect(ana.token, { shortToken: 'short-ana' })).statusCode).toBe(201);
    expect((await pagesOf(ana.token)).json().data).toEqual([{ facebookPageId: '204', name: 'Página nueva', pictureUrl: 'https://scontent.fake/204.jpg' }]);
    expect(await t.database.db.select().from(mediaProviderAgents)).toHaveLength(1);
  });
});

describe('Facebook pages', () => {
  it('answers 409 MEDIA_PROVIDER_NOT_CONNECTED before Facebook is connected', async () => {
    const res = await pagesOf(ana.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().metadata.error.type).toBe('MEDIA_PROVIDER_NOT_CONNECTED');
  });

  it('lists the agent’s own pages, refreshed from Facebook, without tokens', async () => {
    await connect(ana.token, { shortToken: 'short-ana' });
    await connect(luis.token, { shortToken: 'short-luis' });
    meta.facebook.pagesOf.get('10001')!.push({ id: '205', name: 'Zona Este' });
    const res = await pagesOf(ana.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { facebookPageId: '203', name: 'Alquileres Valencia', pictureUrl: 'https://scontent.fake/203.jpg' },
      { facebookPageId: '202', name: 'Casas en Maracaibo', pictureUrl: 'https://scontent.fake/casas.jpg' },
      { facebookPageId: '201', name: 'Inmobiliaria Ana Caracas', pictureUrl: 'https://scontent.fake/201.jpg' },
      { facebookPageId: '205', name: 'Zona Este', pictureUrl: 'https://scontent.fake/205.jpg' },
    ]);
    expect(res.body).not.toMatch(/token/i);
    expect((await pagesOf(luis.token)).json().data.map((p: { facebookPageId: string }) => p.facebookPageId)).toEqual(['301']);
  });

  it('falls back to the stored pages when Facebook fails, keeping the connection', async () => {
    await connect(ana.token, { shortToken: 'short-ana' });
    meta.facebook.behaviour.failAccounts = { code: 2, message: 'Service temporarily unavailable', status: 500 };
    const res = await pagesOf(ana.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(3);
    expect((await agentsOf(ana.token))[0].status).toBe('connected');
  });

  it('a refused token (190) turns the connection to reconnect and the stored pages are answered', async () => {
    await connect(ana.token, { shortToken: 'short-ana' });
    meta.facebook.users.delete('long-short-ana');
    const res = await pagesOf(ana.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(3);
    expect(await agentsOf(ana.token)).toEqual([expect.objectContaining({ type: 3, status: 'reconnect' })]);
    const calls = accountsCalls();
    await pagesOf(ana.token);
    expect(accountsCalls()).toBe(calls); // no more calls with a token Facebook refused

    // Connecting again clears it.
    expect((await connect(ana.token, { shortToken: 'short-ana' })).json().data.status).toBe('connected');
    expect((await agentsOf(ana.token))[0].status).toBe('connected');
  });
});

describe('disconnecting Facebook', () => {
  it('deletes the connection and its pages; the other agent keeps theirs', async () => {
    const id = (await connect(ana.token, { shortToken: 'short-ana' })).json().data.mediaProviderAgentId as string;
    await connect(luis.token, { shortToken: 'short-luis' });
    expect((await t.call({ method: 'DELETE', url: `/rest/v1/media-providers/agents/${id}`, token: luis.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/rest/v1/media-providers/agents/${id}`, token: ana.token })).statusCode).toBe(200);
    expect((await t.database.db.select().from(facebookPages)).map((p) => p.pageId)).toEqual(['301']);
    expect((await pagesOf(ana.token)).statusCode).toBe(409);
    expect((await pagesOf(luis.token)).json().data).toHaveLength(1);
  });
});
