import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { taskAttachments } from '../../db/schema/index';
import { privateFileUrl } from '../../lib/files';
import { signedUrls } from '../../lib/signed-url';
import { createTestApp, signUp, type TestApp } from '../../../test/app';
import { makeImage, multipart, imageWithGps } from '../../../test/images';
import { createTenant, tomorrow } from '../../../test/tenants-fixtures';

let t: TestApp;
let ana: string;
let tenantId: string;
let taskId: string;
let bomb: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  // A decompression bomb: 20000×20000 (400 megapixels) of white in a few hundred kilobytes.
  bomb = await sharp({ create: { width: 20000, height: 20000, channels: 3, background: '#ffffff' }, limitInputPixels: false })
    .toColourspace('b-w')
    .png()
    .toBuffer();
}, 60_000);
beforeEach(async () => {
  await t.reset();
  ana = (await signUp(t, 'ana@example.com')).token;
  tenantId = (await createTenant(t, ana)).tenantId;
  const types = (await t.call({ method: 'GET', url: '/rest/v1/tasks-types?relationship=1', token: ana })).json().data;
  const res = await t.call({
    method: 'POST',
    url: `/rest/v1/tenants/${tenantId}/tasks`,
    token: ana,
    payload: { taskTypeId: types[0].taskTypeId, title: 'Enviar documentos', description: 'Los papeles de la casa', priority: 2, expiredAt: tomorrow() },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  taskId = res.json().data.taskId;
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => t.close());

const attach = (buffer: Buffer, name: string, type = 'application/octet-stream') => {
  const m = multipart(buffer, name, type);
  return t.call({ method: 'POST', url: `/rest/v1/tenants/${tenantId}/tasks/${taskId}/attachments`, token: ana, payload: m.payload, headers: m.headers });
};
/** Follows an absolute link of the API on the test app, with no key and no token. */
const open = (link: string) => {
  const u = new URL(link);
  return t.app.inject({ method: 'GET', url: `${u.pathname}${u.search}` });
};
const storedFiles = () => {
  const dir = path.join(t.dataDir, 'files', 'attachments');
  try {
    return readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.'));
  } catch {
    return [];
  }
};

describe('images among task attachments', () => {
  it('are re-encoded like avatars: EXIF and GPS gone, the picture kept', async () => {
    const cases: Array<[Buffer, string, string]> = [
      [await imageWithGps('jpeg'), 'casa.jpg', 'image/jpeg'],
      [await imageWithGps(), 'plano.png', 'image/png'],
    ];
    for (const [sent, name, type] of cases) {
      expect((await sharp(sent).metadata()).exif).toBeDefined();
      const res = await attach(sent, name);
      expect(res.statusCode, name).toBe(201);
      const file = res.json().data.attachments.at(-1);
      const got = await open(file.downloadUrl);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe(type);
      expect(got.rawPayload.equals(sent)).toBe(false);
      expect(got.rawPayload.includes(Buffer.from('SpyCam'))).toBe(false);
      const meta = await sharp(got.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([64, 48]);
      expect(file.sizeBytes).toBe(got.rawPayload.length);
    }
    const gif = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#ff0000' } }).gif().toBuffer();
    const res = await attach(gif, 'icono.gif');
    expect(res.statusCode).toBe(201);
    expect((await sharp((await open(res.json().data.attachments.at(-1).downloadUrl)).rawPayload).metadata()).format).toBe('gif');
  });

  it('refuses a decompression bomb and a truncated image with a clear Spanish 4xx, storing nothing', async () => {
    const filesBefore = storedFiles();
    const big = await attach(bomb, 'plano.png');
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({
      data: null,
      metadata: { error: { type: 'FILE_INVALID', message: 'La imagen es demasiado grande: como máximo 80 megapíxeles' } },
    });
    const photo = await makeImage(400, 300, 'jpeg');
    const cut = await attach(photo.subarray(0, Math.floor(photo.length / 2)), 'foto.jpg');
    expect(cut.statusCode).toBe(400);
    expect(cut.json().metadata.error).toEqual({ type: 'FILE_INVALID', message: 'La imagen está dañada o incompleta' });
    const png = await makeImage(400, 300, 'png');
    expect((await attach(png.subarray(0, png.length - 40), 'foto.png')).statusCode).toBe(400);

    const task = (await t.call({ method: 'GET', url: `/rest/v1/tenants/${tenantId}/tasks/${taskId}`, token: ana })).json().data;
    expect(task.attachments).toEqual([]);
    expect(storedFiles()).toEqual(filesBefore);
  });
});

describe('attachment names', () => {
  it('are normalised: NFC, no control or bidirectional characters, no folders, at most 120 characters', async () => {
    const text = Buffer.from('hola');
    const cases: Array<[string, string]> = [
      ['informe\u202Etxt.exe\u202C.txt', 'informetxt.exe.txt'],
      ['\u2066nota\u2069\u200E\u200F\u061C\u0007\u001b.txt', 'nota.txt'],
      ['Jose\u0301 Pe\u0301rez.txt', 'José Pérez.txt'],
      ['..\\..\\windows\\system32\\notas.txt', 'notas.txt'],
      [`${'a'.repeat(150)}.txt`, `${'a'.repeat(116)}.txt`],
      [`${'ñ'.repeat(60)}${'🏠'.repeat(60)}.txt`, `${'ñ'.repeat(60)}${'🏠'.repeat(56)}.txt`],
    ];
    for (const [sent, expected] of cases) {
      const res = await attach(text, sent, 'text/plain');
      expect(res.statusCode, sent).toBe(201);
      const file = res.json().data.attachments.at(-1);
      expect(file.fileName).toBe(expected);
      expect(file.fileName.normalize('NFC')).toBe(file.fileName);
      expect(Array.from(file.fileName).length).toBeLessThanOrEqual(120);
      for (const link of [file.url, file.downloadUrl]) {
        const got = await open(link);
        expect(got.statusCode, `${expected} ${link.length}`).toBe(200);
        expect(got.body).toBe('hola');
      }
      expect((await open(file.downloadUrl)).headers['content-disposition']).toBe(
        `attachment; filename*=UTF-8''${encodeURIComponent(expected)}`,
      );
    }
  });

  it('download links work for every stored name, older names of up to 150 characters included', async () => {
    const res = await attach(Buffer.from('hola'), 'nota.txt', 'text/plain');
    const { taskMediaId } = res.json().data.attachments[0];
    for (const name of [`${'b'.repeat(146)}.txt`, `${'é'.repeat(101)}.txt`, `${'漢'.repeat(146)}.txt`, 'cien% #?&=+ por ciento.txt']) {
      await t.database.db.update(taskAttachments).set({ fileName: name }).where(eq(taskAttachments.id, taskMediaId));
      const task = (await t.call({ method: 'GET', url: `/rest/v1/tenants/${tenantId}/tasks/${taskId}`, token: ana })).json().data;
      const file = task.attachments[0];
      expect(file.fileName).toBe(name);
      for (const link of [file.url, file.downloadUrl]) {
        const got = await open(link);
        expect(got.statusCode, name).toBe(200);
        expect(got.body).toBe('hola');
      }
    }
  });
});

describe('private files under /files', () => {
  it('refuses the storage key alone; a signed link works until it expires; a tampered one is refused', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    expect((await attach(pdf, 'contrato.pdf')).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(taskAttachments);
    const key = row!.storageKey;
    expect(key).toMatch(/^attachments\//);

    const bare = await t.app.inject({ method: 'GET', url: `/files/${key}` });
    expect(bare.statusCode).toBe(404);
    expect(bare.json()).toEqual({ data: null, metadata: { error: { type: 'NOT_FOUND', message: expect.any(String) } } });
    expect(bare.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);

    const links = signedUrls(t.config.tokenEncryptionKey, t.config.publicBaseUrl);
    const link = privateFileUrl(links, key);
    const ok = await open(link);
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload).toEqual(pdf);
    expect(ok.headers['content-disposition']).toBe('attachment');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    expect(ok.headers['cache-control']).toBe('private, max-age=3600');
    // The same file keeps the same address for a while: the browser's cache can serve it again.
    expect(privateFileUrl(links, key)).toBe(link);

    const u = new URL(link);
    const signature = u.searchParams.get('signature')!;
    const expires = Number(u.searchParams.get('expires'));
    const tampered = [
      `/files/${key}?expires=${expires}&signature=${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      `/files/${key}?expires=${expires + 3600}&signature=${signature}`,
      `/files/${key.replace(/\.pdf$/, '.txt')}?expires=${expires}&signature=${signature}`,
      `/files/${key}?expires=${expires}`,
      `/files/${key}?signature=${signature}`,
    ];
    for (const url of tampered) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(403);
      expect(res.statusCode, url).toBeLessThanOrEqual(404);
      expect(res.json().data).toBeNull();
      expect(res.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
    }
    const forged = await t.app.inject({ method: 'GET', url: tampered[0]! });
    expect(forged.json().metadata.error).toEqual({ type: 'FILE_LINK_INVALID', message: 'El enlace no es válido o ha vencido' });

    // A day and more later (only the clock moves: the link is checked against Date.now()).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(expires * 1000 + 1000);
    const expired = await open(link);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().metadata.error.type).toBe('FILE_LINK_INVALID');
  });

  it("serves a customer's photo only through its signed link, while agents' avatars stay public", async () => {
    const photo = multipart(await makeImage(120, 120), 'cara.jpg', 'image/jpeg');
    const tenant = await t.call({ method: 'PUT', url: `/rest/v1/tenants/${tenantId}/avatar`, token: ana, payload: photo.payload, headers: photo.headers });
    const avatarUrl = tenant.json().data.avatarUrl as string;
    expect(avatarUrl).toMatch(/\/files\/tenants\/.+\?expires=\d+&signature=/);
    const signed = await open(avatarUrl);
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toBe('image/jpeg');
    expect(signed.headers['content-disposition']).toBeUndefined();
    const bare = await t.app.inject({ method: 'GET', url: new URL(avatarUrl).pathname });
    expect(bare.statusCode).toBe(404);
    expect(bare.json().data).toBeNull();

    const mine = multipart(await makeImage(120, 120), 'yo.jpg', 'image/jpeg');
    const agent = await t.call({ method: 'PUT', url: '/rest/v1/agents/avatar', token: ana, payload: mine.payload, headers: mine.headers });
    const agentUrl = agent.json().data.avatarUrl as string;
    expect(agentUrl).not.toContain('signature=');
    const pub = await open(agentUrl);
    expect(pub.statusCode).toBe(200);
    expect(pub.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('attachments in the task lists', () => {
  it("the agent's list and the customer's list show each task's own files, and none on a task without", async () => {
    const types = (await t.call({ method: 'GET', url: '/rest/v1/tasks-types?relationship=1', token: ana })).json().data;
    const other = await t.call({
      method: 'POST',
      url: `/rest/v1/tenants/${tenantId}/tasks`,
      token: ana,
      payload: { taskTypeId: types[0].taskTypeId, title: 'Llamar al banco', description: 'Sin archivos', priority: 1, expiredAt: tomorrow() },
    });
    expect(other.statusCode).toBe(201);
    expect((await attach(Buffer.from('primero'), 'contrato.txt', 'text/plain')).statusCode).toBe(201);
    expect((await attach(Buffer.from('segundo'), 'recibo.txt', 'text/plain')).statusCode).toBe(201);
    for (const url of ['/rest/v1/agents/tasks?limit=20', `/rest/v1/tenants/${tenantId}/tasks?limit=20`]) {
      const listed = (await t.call({ method: 'GET', url, token: ana })).json().data as Array<{ taskId: string; attachments: Array<{ fileName: string }> }>;
      expect(listed).toHaveLength(2);
      expect(listed.find((x) => x.taskId === taskId)!.attachments.map((a) => a.fileName)).toEqual(['contrato.txt', 'recibo.txt']);
      expect(listed.find((x) => x.taskId === other.json().data.taskId)!.attachments).toEqual([]);
    }
  });
});
