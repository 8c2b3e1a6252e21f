import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeImage, multipart } from './images';
import { createServerDatabase, databaseUrl, dropServerDatabase, serverUrl, startServerProcess, type ServerProcess } from './pg-server';
import { tenantBody, tomorrow } from './tenants-fixtures';

/**
 * The README's backup and restore procedure, end to end, with the same commands: `pg_dump` of a
 * running server's database and a copy of its file store, restored into a new database and a
 * new data directory, and a server started on the copy.
 */
const API_KEY = 'backup-test-key';

describe.skipIf(!serverUrl)('backup and restore', () => {
  const servers: ServerProcess[] = [];
  const databases: string[] = [];
  const work = mkdtempSync(path.join(tmpdir(), 'vitrina-backup-'));

  afterAll(async () => {
    for (const s of servers) await s.stop();
    for (const name of databases) await dropServerDatabase(name);
    rmSync(work, { recursive: true, force: true });
  });

  const start = async (url: string, dataDir: string) => {
    const server = await startServerProcess({ DATABASE_URL: url, DATA_DIR: dataDir, API_KEY, WEB_DIST_DIR: path.join(work, 'no-web') });
    servers.push(server);
    return server;
  };
  const call = (server: ServerProcess, token: string | null, method: string, url: string, body?: object | { payload: Buffer; headers: Record<string, string> }) => {
    const isUpload = body && 'payload' in body && Buffer.isBuffer(body.payload);
    return fetch(`${server.baseUrl}${url}`, {
      method,
      headers: {
        'x-api-key': API_KEY,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(isUpload ? (body as { headers: Record<string, string> }).headers : body ? { 'content-type': 'application/json' } : {}),
      },
      body: isUpload ? new Uint8Array((body as { payload: Buffer }).payload) : body ? JSON.stringify(body) : undefined,
    });
  };
  const json = async (res: Response, status: number) => {
    const text = await res.text();
    expect(res.status, text).toBe(status);
    return JSON.parse(text).data;
  };

  it('a dump of the database and a copy of the files bring back the customer, the attachment and the image', async () => {
    // The original: a running server with an agent, a customer, a task attachment and a draft image.
    const source = await createServerDatabase('vitrina_backup_src');
    databases.push(source.name);
    const dataDir = path.join(work, 'data');
    const original = await start(source.url, dataDir);

    const signUp = await call(original, null, 'POST', '/rest/v1/agents', { firstName: 'Ana', emailAddress: 'ana.backup@example.com', password: 'Secreto1', acceptEmails: false });
    expect(signUp.status).toBe(201);
    const token = (await signUp.json()).metadata.authorization.accessToken as string;
    const tenant = await json(await call(original, token, 'POST', '/rest/v1/tenants', tenantBody({ firstName: 'Carmen', lastName: 'Rodríguez' })), 201);
    const types = await json(await call(original, token, 'GET', '/rest/v1/tasks-types?relationship=1'), 200);
    const task = await json(
      await call(original, token, 'POST', `/rest/v1/tenants/${tenant.tenantId}/tasks`, {
        taskTypeId: types[0].taskTypeId,
        title: 'Firmar el contrato',
        description: 'Llevar la copia',
        priority: 2,
        expiredAt: tomorrow(),
      }),
      201,
    );
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const withFile = await json(
      await call(original, token, 'POST', `/rest/v1/tenants/${tenant.tenantId}/tasks/${task.taskId}/attachments`, multipart(pdf, 'contrato.pdf', 'application/pdf')),
      201,
    );
    const attachment = withFile.attachments[0] as { taskMediaId: string };
    const draftId = (await json(await call(original, token, 'POST', '/rest/v1/property-drafts'), 201)).propertyDraftId as string;
    await json(await call(original, token, 'POST', `/rest/v1/property-drafts/${draftId}/images`, multipart(await makeImage(64, 48), 'sala.jpg', 'image/jpeg')), 201);
    const draft = await json(await call(original, token, 'GET', `/rest/v1/property-drafts/${draftId}`), 200);
    const imagePath = new URL(draft.media[0].imageUrl as string).pathname;
    const image = Buffer.from(await (await fetch(`${original.baseUrl}${imagePath}`)).arrayBuffer());
    expect(image.length).toBeGreaterThan(0);

    // Backup, while the server runs (README: "Backup").
    const dump = path.join(work, 'vitrina.dump');
    const backup = path.join(work, 'backup');
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, source.url], { stdio: 'pipe' });
    mkdirSync(backup, { recursive: true });
    for (const dir of ['files', 'secrets']) if (existsSync(path.join(dataDir, dir))) cpSync(path.join(dataDir, dir), path.join(backup, dir), { recursive: true });

    // Restore into a new database and a new data directory (README: "Restore").
    const restoredName = `vitrina_restored_${Date.now()}`;
    execFileSync('psql', [serverUrl!, '-c', `create database ${restoredName}`], { stdio: 'pipe' });
    databases.push(restoredName);
    const restoredUrl = databaseUrl(restoredName);
    execFileSync('pg_restore', ['--no-owner', `--dbname=${restoredUrl}`, dump], { stdio: 'pipe' });
    const newDataDir = path.join(work, 'restored-data');
    mkdirSync(newDataDir, { recursive: true });
    for (const dir of ['files', 'secrets']) if (existsSync(path.join(backup, dir))) cpSync(path.join(backup, dir), path.join(newDataDir, dir), { recursive: true });
    await original.stop();
    const restored = await start(restoredUrl, newDataDir);

    // Sign in on the copy: the customer, the attachment and the image are there.
    const session = await call(restored, null, 'POST', '/rest/v1/auth/agents', { emailAddress: 'ana.backup@example.com', password: 'Secreto1' });
    expect(session.status).toBe(200);
    const newToken = (await session.json()).metadata.authorization.accessToken as string;
    const customer = await json(await call(restored, newToken, 'GET', `/rest/v1/tenants/${tenant.tenantId}`), 200);
    expect(customer).toMatchObject({ firstName: 'Carmen', lastName: 'Rodríguez' });
    const file = await call(restored, newToken, 'GET', `/rest/v1/tenants/${tenant.tenantId}/tasks/${task.taskId}/attachments/${attachment.taskMediaId}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdf);
    const restoredDraft = await json(await call(restored, newToken, 'GET', `/rest/v1/property-drafts/${draftId}`), 200);
    const restoredImage = await fetch(`${restored.baseUrl}${new URL(restoredDraft.media[0].imageUrl as string).pathname}`);
    expect(restoredImage.status).toBe(200);
    expect(Buffer.from(await restoredImage.arrayBuffer())).toEqual(image);
  });
});
