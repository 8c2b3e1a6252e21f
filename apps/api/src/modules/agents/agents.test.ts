import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/app';
import { makeImage, multipart, imageWithGps } from '../../../test/images';

let t: TestApp;
let token: string;
let miranda: { countryStateId: number };
let sucre: { countryLocationId: number; latitude: number; longitude: number };
let zulia: { countryStateId: number };

beforeAll(async () => {
  t = await createTestApp();
  const states = (await t.call({ method: 'GET', url: '/rest/v1/country-states' })).json().data;
  miranda = states.find((s: { name: string }) => s.name === 'Miranda');
  zulia = states.find((s: { name: string }) => s.name === 'Zulia');
  const locs = (await t.call({ method: 'GET', url: `/rest/v1/country-locations?countryState=${miranda.countryStateId}` })).json().data;
  sucre = locs.find((l: { name: string }) => l.name === 'Sucre');
});
beforeEach(async () => {
  await t.reset();
  ({ token } = await signUp(t));
});
afterAll(async () => t.close());

const put = (payload: unknown) => t.call({ method: 'PUT', url: '/rest/v1/agents', payload: payload as object, token });
const milestones = async () =>
  ((await t.call({ method: 'GET', url: '/rest/v1/tasks-completed', token })).json().data as { type: number }[]).map((m) => m.type);
const uploadAvatar = (buffer: Buffer, filename = 'foto.jpg', type = 'image/jpeg') => {
  const body = multipart(buffer, filename, type);
  return t.call({ method: 'PUT', url: '/rest/v1/agents/avatar', token, payload: body.payload, headers: body.headers });
};

describe('PUT /agents', () => {
  it('saves the onboarding step, completes the profile and records milestone 1 once', async () => {
    const res = await put({
      codeContactPhoneNumber: '+58',
      contactPhoneNumber: '0412 555 5555',
      countryState: miranda.countryStateId,
      location: sucre.countryLocationId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      profileCompleted: true,
      contactPhoneNumber: { code: '58', number: '4125555555', fullNumber: '+584125555555' },
      address: { countryState: { name: 'Miranda' }, location: { name: 'Sucre' } },
      latitude: sucre.latitude,
      longitude: sucre.longitude,
    });
    await put({ contactPhoneNumber: '4145556666' });
    expect(await milestones()).toEqual([1]);
  });

  it('changes only the fields sent', async () => {
    await put({ firstName: 'Ana María', lastName: 'Pérez', sex: 2, birthDate: '1990-05-17', description: 'Agente en Caracas' });
    const res = await put({ description: 'Especialista en apartamentos' });
    expect(res.json().data).toMatchObject({
      firstName: 'Ana María',
      lastName: 'Pérez',
      fullName: 'Ana María Pérez',
      sex: 2,
      birthDate: '1990-05-17',
      description: 'Especialista en apartamentos',
      profileCompleted: false,
    });
    expect(await milestones()).toEqual([]);
  });

  it('a new state without a locality clears the old locality and its coordinates', async () => {
    await put({ countryState: miranda.countryStateId, location: sucre.countryLocationId });
    const res = await put({ countryState: zulia.countryStateId });
    expect(res.json().data).toMatchObject({ address: { countryState: { name: 'Zulia' }, location: null }, latitude: null });
  });

  it('refuses a locality of another state, and bad values, changing nothing', async () => {
    const before = (await t.call({ method: 'GET', url: '/rest/v1/auth/agents', token })).json().data;
    const wrong = await put({ countryState: zulia.countryStateId, location: sucre.countryLocationId });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().metadata.error.fields).toEqual({ location: 'La localidad no pertenece al estado seleccionado' });
    const bad = await put({ sex: 7, birthDate: '2999-01-01', description: 'x'.repeat(501), contactPhoneNumber: '12ab', firstName: 'A1', role: 'admin' });
    expect(bad.json().metadata.error.fields).toEqual({
      sex: 'El sexo seleccionado no es válido',
      birthDate: 'La fecha de nacimiento no puede ser futura',
      description: 'La descripción no debe tener más de 500 caracteres',
      contactPhoneNumber: 'Debe escribir un número de teléfono válido',
      firstName: 'El nombre debe tener al menos 3 caracteres',
      role: 'Este campo no está permitido',
    });
    const after = (await t.call({ method: 'GET', url: '/rest/v1/auth/agents', token })).json().data;
    expect(after).toEqual(before);
  });

  it('needs a session', async () => {
    const res = await t.call({ method: 'PUT', url: '/rest/v1/agents', payload: { firstName: 'Eva' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /agents/avatar', () => {
  it('stores a re-encoded image, serves it, and records milestone 2', async () => {
    const res = await uploadAvatar(await makeImage(650, 650));
    expect(res.statusCode).toBe(200);
    const url = res.json().data.avatarUrl as string;
    expect(url).toMatch(/^http:\/\/vitrina\.test\/files\/avatars\/[0-9a-f-]+\/[0-9a-f-]{36}\.jpg$/);
    const file = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toContain('immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([650, 650]);
    expect(await milestones()).toEqual([2]);
  });

  it('drops GPS and camera EXIF from a PNG', async () => {
    const original = await imageWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await uploadAvatar(original, 'casa.png', 'image/png');
    expect(res.statusCode).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: new URL(res.json().data.avatarUrl).pathname });
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('png');
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('Tracker 3000'))).toBe(false);
  });

  it('replaces the old file, which is no longer served', async () => {
    const first = (await uploadAvatar(await makeImage(300, 300))).json().data.avatarUrl as string;
    const second = (await uploadAvatar(await makeImage(320, 320, 'webp'), 'b.webp', 'image/webp')).json().data.avatarUrl as string;
    expect(second).not.toBe(first);
    expect(second.endsWith('.webp')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: new URL(first).pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: new URL(second).pathname })).statusCode).toBe(200);
  });

  it('refuses hostile files and keeps the stored avatar', async () => {
    const good = (await uploadAvatar(await makeImage(200, 200))).json().data.avatarUrl;
    const text = await uploadAvatar(Buffer.from('<?php system($_GET["c"]); ?>'), 'foto.jpg', 'image/jpeg');
    expect(text.statusCode).toBe(415);
    expect(text.json().metadata.error.type).toBe('FILE_TYPE_NOT_ALLOWED');
    const gif = await uploadAvatar(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'), 'a.gif', 'image/gif');
    expect(gif.statusCode).toBe(415);
    const jpeg = await makeImage(400, 400);
    const truncated = await uploadAvatar(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().metadata.error.type).toBe('FILE_INVALID');
    const huge = Buffer.alloc(30 * 1024 * 1024, 0xff);
    jpeg.copy(huge, 0, 0, 64);
    const big = await uploadAvatar(huge);
    expect(big.statusCode).toBe(413);
    expect(big.json().metadata.error.type).toBe('FILE_TOO_LARGE');
    const notMultipart = await t.call({ method: 'PUT', url: '/rest/v1/agents/avatar', token, payload: { file: 'x' } });
    expect(notMultipart.statusCode).toBe(415);
    const me = (await t.call({ method: 'GET', url: '/rest/v1/auth/agents', token })).json().data;
    expect(me.avatarUrl).toBe(good);
  });

  it('refuses a body that grows past 15 MB without declaring its length', async () => {
    const huge = Buffer.alloc(16 * 1024 * 1024, 0xd8);
    const body = multipart(huge, 'big.jpg', 'image/jpeg');
    const res = await t.call({
      method: 'PUT',
      url: '/rest/v1/agents/avatar',
      token,
      payload: body.payload,
      headers: { ...body.headers, 'transfer-encoding': 'chunked' },
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('files', () => {
  it('honours range requests and refuses keys that are not ours', async () => {
    const url = (await uploadAvatar(await makeImage(100, 100, 'png'), 'a.png', 'image/png')).json().data.avatarUrl as string;
    const path = new URL(url).pathname;
    const whole = await t.app.inject({ method: 'GET', url: path });
    const part = await t.app.inject({ method: 'GET', url: path, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${whole.rawPayload.length}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(0, 10));
    const bad = await t.app.inject({ method: 'GET', url: path, headers: { range: 'bytes=999999-' } });
    expect(bad.statusCode).toBe(416);
    expect(bad.headers['content-range']).toBe(`bytes */${whole.rawPayload.length}`);
    expect(bad.json()).toEqual({ data: null, metadata: { error: { type: 'RANGE_NOT_SATISFIABLE', message: 'El rango solicitado no es válido' } } });
    for (const p of ['/files/../../etc/passwd', '/files/avatars/x/..%2F..%2Fsecrets', '/files/secrets/token-encryption.key']) {
      expect((await t.app.inject({ method: 'GET', url: p })).statusCode).toBe(404);
    }
  });
});

describe('milestones and media providers', () => {
  it('lists the three providers with their permissions, none configured here, none connected', async () => {
    const res = await t.call({ method: 'GET', url: '/rest/v1/media-providers', token });
    expect(res.json().data.map((p: { name: string; type: number; configured: boolean }) => [p.type, p.name, p.configured])).toEqual([
      [1, 'Google Calendar', false],
      [2, 'Instagram', false],
      [3, 'Facebook', false],
    ]);
    expect(res.json().data[1].permissions.length).toBeGreaterThan(0);
    const connected = await t.call({ method: 'GET', url: '/rest/v1/media-providers/agents', token });
    expect(connected.json().data).toEqual([]);
  });

  it('answers only the agent’s own milestones', async () => {
    await uploadAvatar(await makeImage(100, 100));
    const other = await signUp(t, 'luis@example.com');
    const res = await t.call({ method: 'GET', url: '/rest/v1/tasks-completed', token: other.token });
    expect(res.json()).toMatchObject({ data: [], metadata: { pagination: { total: 0 } } });
  });
});

describe('records and files never disagree', () => {
  it('a failed database write leaves no orphan file and the old avatar in place', async () => {
    const { readdirSync, existsSync } = await import('node:fs');
    const path = await import('node:path');
    const good = (await uploadAvatar(await makeImage(200, 200))).json().data.avatarUrl;
    const listFiles = () => {
      const root = path.join(t.dataDir, 'files');
      return existsSync(root) ? readdirSync(root, { recursive: true }).filter((f) => String(f).includes('.')) : [];
    };
    const before = listFiles();
    await t.database.db.execute(
      `create or replace function refuse_avatar() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`,
    );
    await t.database.db.execute(
      'create trigger refuse_avatar before update of avatar_key on agents for each row execute function refuse_avatar()',
    );
    try {
      const res = await uploadAvatar(await makeImage(300, 300));
      expect(res.statusCode).toBe(500);
      expect(res.json().metadata.error.type).toBe('SERVER_ERROR');
      expect(res.body).not.toContain('disk full');
    } finally {
      await t.database.db.execute('drop trigger refuse_avatar on agents');
      await t.database.db.execute('drop function refuse_avatar()');
    }
    expect(listFiles()).toEqual(before);
    const me = (await t.call({ method: 'GET', url: '/rest/v1/auth/agents', token })).json().data;
    expect(me.avatarUrl).toBe(good);
    expect(await milestones()).toEqual([2]);
  });
});
