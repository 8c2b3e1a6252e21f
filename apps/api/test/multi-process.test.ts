import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB_PATH, type HubMessage } from '@vitrina/contract/hub';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { API_KEY, signUp, type TestApp } from './app';
import type { FakeMeta } from './fakes/meta';
import { serverUrl } from './pg-server';
import { connectBoth, freePort, publishableDraft, settledDraft, startPublishingApp, waitFor } from './publishing-fixtures';

/**
 * Two independent processes on one PostgreSQL database, as behind a load balancer: app A (the
 * test app) and app B, each with its own pool, hub (socket.io with the PostgreSQL adapter) and
 * job workers, sharing only the database and the file store.
 */
describe.skipIf(!serverUrl)('several processes on one PostgreSQL', () => {
  let t: TestApp;
  let meta: FakeMeta;
  let b: FastifyInstance;
  let databaseB: Database;
  let baseUrlB: string;
  let dataDirB: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ({ t, meta } = await startPublishingApp());
    dataDirB = mkdtempSync(path.join(tmpdir(), 'vitrina-process-b-'));
    databaseB = await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: dataDirB });
    b = await buildApp({ config: t.config, database: databaseB, mailer: { send: async () => undefined, close: () => undefined } });
    const port = await freePort();
    baseUrlB = `http://127.0.0.1:${port}`;
    await b.listen({ host: '127.0.0.1', port });
  });

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await b?.close();
    await databaseB?.close();
    await t?.close();
    await meta?.close();
    if (dataDirB) rmSync(dataDirB, { recursive: true, force: true });
  });

  const onB = (method: 'GET' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    b.inject({ method, url, payload, headers: { 'x-api-key': API_KEY, authorization: `Bearer ${token}` } });

  function connect(baseUrl: string, token: string): Promise<Socket> {
    const socket = io(baseUrl, { path: HUB_PATH, auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

  it('a hub message caused on A reaches a client of B, and each publishing job runs once', async () => {
    const ana = await signUp(t, 'ana.procesos@example.com');
    const accounts = await connectBoth(t, meta, ana.agentId, 7);
    const drafts = [await publishableDraft(t, ana.token, 1), await publishableDraft(t, ana.token, 1)];
    for (const d of drafts) {
      const put = (p: string, payload: object) => t.call({ method: 'PUT', url: `/rest/v1/property-drafts/${d.id}/${p}`, token: ana.token, payload });
      expect((await put('instagram', { imagesUrls: d.imageIds, caption: 'Dos procesos' })).statusCode).toBe(200);
      expect((await put('facebook', { imagesUrls: d.imageIds, caption: 'Dos procesos', pagesIds: [accounts.pages[0]!.id] })).statusCode).toBe(200);
    }

    // A tab connected to B only.
    const onProcessB = await connect(baseUrlB, ana.token);
    const seenOnB: HubMessage[] = [];
    onProcessB.on('ReceiveMessage', (m: HubMessage) => seenOnB.push(m));

    // Publishing the first draft through A: A's request handler emits PublishingStarted.
    const published = await t.call({ method: 'PUT', url: `/rest/v1/property-drafts/${drafts[0]!.id}/publish`, token: ana.token, payload: {} });
    expect(published.statusCode, published.body).toBeLessThan(300);
    await waitFor(
      async () => seenOnB.filter((m) => m.type === 'PublishingStarted').length,
      (n) => n >= 1,
    );
    expect(seenOnB.find((m) => m.type === 'PublishingStarted')).toMatchObject({ propertyDraftId: drafts[0]!.id, postStatus: 4 });

    // The second through B; both processes' workers poll the same queue.
    expect((await onB('PUT', `/rest/v1/property-drafts/${drafts[1]!.id}/publish`, ana.token, {})).statusCode).toBeLessThan(300);
    for (const d of drafts) expect((await settledDraft(t, ana.token, d.id, 30_000)).status).toBe(3);
    await waitFor(async () => seenOnB.filter((m) => m.type === 'PropertyPublished').length, (n) => n >= 2);

    // Each job ran once: one Instagram media and one Facebook post per draft, one job per draft.
    expect(meta.instagram.published.filter((m) => m.caption === 'Dos procesos')).toHaveLength(2);
    expect(meta.facebook.feedPosts).toHaveLength(2);
    expect(seenOnB.filter((m) => m.type === 'PropertyPublished').map((m) => 'propertyDraftId' in m && m.propertyDraftId).sort()).toEqual(
      drafts.map((d) => d.id).sort(),
    );
    expect(seenOnB.filter((m) => m.type === 'PublishingStarted')).toHaveLength(2);
  });

  it('a session signed out on A is refused by B at once', async () => {
    const luis = await signUp(t, 'luis.procesos@example.com');
    expect((await onB('GET', '/rest/v1/auth/agents', luis.token)).statusCode).toBe(200);
    // B has seen the session: its lists now check it inside their own statement (plugins/session-claims.ts).
    for (const list of ['/rest/v1/tenants', '/rest/v1/agents/tasks']) expect((await onB('GET', list, luis.token)).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: '/rest/v1/auth/agents/logout', token: luis.token })).statusCode).toBe(200);
    for (const url of ['/rest/v1/auth/agents', '/rest/v1/tenants', '/rest/v1/agents/tasks', '/rest/v1/tenants?limit=abc']) {
      const refused = await onB('GET', url, luis.token);
      expect(refused.statusCode, url).toBe(401);
      expect(refused.json().metadata.error.type).toBe('ACCESS_TOKEN_INVALID');
    }
    // Nor can it open the hub on B.
    await expect(connect(baseUrlB, luis.token)).rejects.toThrow('ACCESS_TOKEN_INVALID');
  });
});
