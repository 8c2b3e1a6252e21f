import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY } from '../src/config';
import { API_DIR, BUNDLED_ENTRY, startServerProcess, type ServerProcess } from './pg-server';

// `npm start` runs the bundle (scripts/build.mjs → dist/server.js) with plain Node: no TypeScript
// loader. This starts it as an operator would, on a fresh data folder, and uses it as a client.
describe('the bundled server (npm start)', () => {
  let server: ServerProcess;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-bundle-'));

  beforeAll(async () => {
    await promisify(execFile)(process.execPath, ['scripts/build.mjs'], { cwd: API_DIR });
    server = await startServerProcess({ DATA_DIR: dataDir }, BUNDLED_ENTRY);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates a fresh database, seeds the catalogues and serves the API', async () => {
    const call = (url: string, init: RequestInit = {}) =>
      fetch(`${server.baseUrl}/rest/v1${url}`, {
        ...init,
        headers: { 'content-type': 'application/json', 'x-api-key': DEFAULT_API_KEY, ...init.headers },
      });
    const health = await (await call('/health')).json();
    expect(health.data).toMatchObject({ status: 'ok', database: 'pglite' });

    const signUp = await call('/agents', {
      method: 'POST',
      body: JSON.stringify({ firstName: 'Ana', emailAddress: 'ana@example.com', password: 'Secreto1', acceptEmails: false }),
    });
    expect(signUp.status).toBe(201);
    const token = (await signUp.json()).metadata.authorization.accessToken as string;

    // The seeded catalogues (Venezuela's states, read from the bundled JSON) answer.
    const states = await (await call('/country-states?limit=100', { headers: { authorization: `Bearer ${token}` } })).json();
    expect(states.metadata.pagination.total).toBe(24);
    expect(states.data.map((s: { name: string }) => s.name)).toContain('Zulia');
  });

  it('stops cleanly on SIGTERM', async () => {
    expect(await server.stop()).toBe(0);
  });
});
