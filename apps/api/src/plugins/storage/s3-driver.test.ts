import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/app';
import { makeImage, multipart } from '../../../test/images';

/** The S3 driver against an S3-compatible server (s3rver) on loopback. */
let server: S3rver;
let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'vitrina-s3-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'vitrina-files', configs: [] }] });
  const { port } = (await server.run()) as { port: number };
  t = await createTestApp({
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'vitrina-files',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
});
afterAll(async () => {
  await t.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('S3 storage driver', () => {
  it('stores the avatar in the bucket, serves it with ranges, and deletes the replaced one', async () => {
    const { token } = await signUp(t);
    const upload = async (w: number) => {
      const body = multipart(await makeImage(w, w), 'a.jpg', 'image/jpeg');
      const res = await t.call({ method: 'PUT', url: '/rest/v1/agents/avatar', token, payload: body.payload, headers: body.headers });
      expect(res.statusCode).toBe(200);
      return new URL(res.json().data.avatarUrl).pathname;
    };
    const first = await upload(120);
    const served = await t.app.inject({ method: 'GET', url: first });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(120);
    const part = await t.app.inject({ method: 'GET', url: first, headers: { range: 'bytes=2-5' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(served.rawPayload.subarray(2, 6));

    const second = await upload(140);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it('refuses to start without its bucket settings', async () => {
    const { loadConfig } = await import('../../config');
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', DATA_DIR: dir })).toThrow(/S3_BUCKET[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/);
  });
});
