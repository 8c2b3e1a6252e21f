import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clusterOfServer,
  createServerDatabase,
  dropServerDatabase,
  ensureClusterRunning,
  pgCtlCluster,
  serverUrl,
  startServerProcess,
  type ServerProcess,
} from './pg-server';
import { tenantBody } from './tenants-fixtures';

/**
 * The server rides out its PostgreSQL restarting (`pg_ctlcluster … stop -m fast`, then start, as
 * `restart -m fast` does, with a window in between to look at the outage). It stops and starts the
 * whole PostgreSQL server, so vitest.config.ts runs this file alone, after every other file.
 */
const API_KEY = 'restart-test-key';
const CLIENTS = 4;

interface Answer {
  status: number;
  type?: string;
  retryAfter?: string | null;
  ms: number;
  tenantId?: string;
  phase: 'before' | 'outage' | 'after';
}

describe.skipIf(!serverUrl)('PostgreSQL restarting under load', () => {
  let server: ServerProcess;
  let database: { name: string; url: string };
  let dataDir: string;
  const cluster = serverUrl ? clusterOfServer() : { version: '', name: '' };

  beforeAll(async () => {
    ensureClusterRunning(cluster);
    database = await createServerDatabase('vitrina_restart');
    dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-restart-'));
    server = await startServerProcess({ DATABASE_URL: database.url, DATA_DIR: dataDir, API_KEY, WEB_DIST_DIR: path.join(dataDir, 'no-web') });
  });

  afterAll(async () => {
    ensureClusterRunning(cluster); // never leave the server down for whatever runs next
    await server?.stop();
    if (database) await dropServerDatabase(database.name);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (url: string, init: RequestInit & { token?: string } = {}) => {
    const { token, ...rest } = init;
    return fetch(`${server.baseUrl}${url}`, {
      ...rest,
      headers: {
        'x-api-key': API_KEY,
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      signal: AbortSignal.timeout(20_000),
    });
  };

  it('answers 503 DATABASE_UNAVAILABLE quickly while it is down, serves again within 5 s, and loses no acknowledged write', async () => {
    const signUp = await call('/rest/v1/agents', {
      method: 'POST',
      body: JSON.stringify({ firstName: 'Ana', emailAddress: 'ana.restart@example.com', password: 'Secreto1', acceptEmails: false }),
    });
    expect(signUp.status).toBe(201);
    const token = (await signUp.json()).metadata.authorization.accessToken as string;

    let phase: Answer['phase'] = 'before';
    let running = true;
    const answers: Answer[] = [];
    const client = async () => {
      while (running) {
        const started = Date.now();
        const at = phase;
        const res = await call('/rest/v1/tenants', { method: 'POST', token, body: JSON.stringify(tenantBody()) }).catch(() => null);
        if (!res) {
          // No answer at all: the process died or the request hung.
          answers.push({ status: 0, ms: Date.now() - started, phase: 'outage' });
          await new Promise((r) => setTimeout(r, 200));
          continue;
        }
        const body = (await res.json()) as { data: { tenantId?: string } | null; metadata: { error?: { type: string } } };
        answers.push({
          status: res.status,
          type: body.metadata.error?.type,
          retryAfter: res.headers.get('retry-after'),
          ms: Date.now() - started,
          tenantId: res.status === 201 ? body.data?.tenantId : undefined,
          phase: at === phase ? at : 'outage', // a request that straddled a change counts as outage
        });
        if (res.status !== 201) await new Promise((r) => setTimeout(r, 50));
      }
    };
    /** Waits for `done`, giving up after 30 s or once the server has exited (the assertions tell). */
    const until = async (done: () => boolean) => {
      const deadline = Date.now() + 30_000;
      while (!done() && server.child.exitCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    };
    const load = Array.from({ length: CLIENTS }, () => client());

    await until(() => answers.filter((a) => a.status === 201).length >= 20);

    // The database goes away under load (what `restart -m fast` does first).
    phase = 'outage';
    pgCtlCluster('stop', cluster);
    const outageSeen = answers.length;
    await until(() => answers.length - outageSeen >= 2 * CLIENTS);
    const readyDown = await fetch(`${server.baseUrl}/rest/v1/health/ready`, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
    const readyDownBody = await readyDown?.json();

    // It comes back.
    pgCtlCluster('start', cluster);
    const back = Date.now();
    let readyAfterMs = -1;
    for (;;) {
      const res = await fetch(`${server.baseUrl}/rest/v1/health/ready`, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
      if (res?.status === 200) {
        readyAfterMs = Date.now() - back;
        break;
      }
      if (Date.now() - back > 15_000) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    phase = 'after';
    const afterSeen = answers.length;
    await until(() => answers.slice(afterSeen).filter((a) => a.status === 201).length >= 10);
    running = false;
    await Promise.all(load);

    // The process is alive and serving.
    expect(server.child.exitCode, server.output()).toBeNull();
    expect((await fetch(`${server.baseUrl}/rest/v1/health`).catch(() => null))?.status).toBe(200);

    // During the outage: 503 DATABASE_UNAVAILABLE with Retry-After, each within a few seconds.
    expect(readyDown?.status).toBe(503);
    expect(readyDownBody).toEqual({
      data: null,
      metadata: { error: { type: 'DATABASE_UNAVAILABLE', message: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.' } },
    });
    const outage = answers.filter((a) => a.phase === 'outage' && a.status !== 201);
    expect(outage.length).toBeGreaterThanOrEqual(CLIENTS);
    for (const a of outage) {
      expect(a).toMatchObject({ status: 503, type: 'DATABASE_UNAVAILABLE', retryAfter: '5' });
      expect(a.ms).toBeLessThan(5_000);
    }
    // Nothing else but 201 and 503 at any time (no 500, no hang), and only 201 once it is ready.
    expect(answers.filter((a) => a.status !== 201 && a.status !== 503)).toEqual([]);
    expect(answers.filter((a) => a.phase === 'after' && a.status !== 201)).toEqual([]);

    // Serving again within 5 s of the database being back.
    expect(readyAfterMs).toBeGreaterThanOrEqual(0);
    expect(readyAfterMs).toBeLessThan(5_000);

    // Every acknowledged write is there.
    const acknowledged = answers.filter((a) => a.status === 201).map((a) => a.tenantId!);
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);
    const missing: string[] = [];
    for (const id of acknowledged) {
      const res = await call(`/rest/v1/tenants/${id}`, { token });
      if (res.status !== 200) missing.push(`${id}: ${res.status}`);
    }
    expect(missing).toEqual([]);
  });
});
