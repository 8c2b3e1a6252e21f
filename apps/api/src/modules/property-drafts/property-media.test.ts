import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/app';
import { makeImage, multipart } from '../../../test/images';

let t: TestApp;
let ana: string;
let luis: string;
let draftId: string;

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await t.reset();
  ana = (await signUp(t, 'ana@example.com')).token;
  luis = (await signUp(t, 'luis@example.com')).token;
  draftId = (await t.call({ method: 'POST', url: '/rest/v1/property-drafts', token: ana })).json().data.propertyDraftId;
});
afterAll(async () => t.close());

const send = (method: 'POST' | 'PUT', path: string, file: Buffer, name: string, type: string, token = ana, fields: Record<string, string> = {}) => {
  const m = multipart(file, name, type);
  let payload = m.payload;
  const boundary = m.headers['content-type'].split('boundary=')[1]!;
  for (const [k, v] of Object.entries(fields)) {
    payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`), payload]);
  }
  return t.call({ method, url: `/rest/v1/property-drafts/${draftId}${path}`, token, payload, headers: m.headers });
};
/** The first bytes of an ISO MP4 ('ftyp isom'), enough for the type check, then padding. */
const mp4 = () => Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41'), Buffer.alloc(50_000, 1)]);

describe('images and thumbnail', () => {
  it('adds images in order, with their environment, sets a thumbnail, deletes', async () => {
    const envs = (await t.call({ method: 'GET', url: '/rest/v1/property-enviroments', token: ana })).json().data;
    const kitchen = envs.flatMap((g: { propertyEnviroments: { type: string; propertyEnviromentId: number }[] }) => g.propertyEnviroments).find((e: { type: string }) => e.type === 'KITCHEN');
    const first = await send('POST', '/images', await makeImage(1280, 960), 'sala.jpg', 'image/jpeg', ana, { propertyEnviromentId: String(kitchen.propertyEnviromentId), imageType: 'STATIC' });
    expect(first.statusCode).toBe(201);
    const second = await send('POST', '/images', await makeImage(650, 650, 'webp'), 'b.webp', 'image/webp');
    const media = second.json().data.media;
    expect(media.map((m: { index: number; width: number }) => [m.index, m.width])).toEqual([[1, 1280], [2, 650]]);
    expect(media[0].propertyEnviroment).toMatchObject({ name: 'Cocina' });

    const thumb = await send('POST', '/thumbnail', await makeImage(596, 446), 'mini.jpg', 'image/jpeg');
    const url = new URL(thumb.json().data.thumbnail);
    const served = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 596, height: 446 });

    const removed = await t.call({ method: 'DELETE', url: `/rest/v1/property-drafts/${draftId}/images/${media[0].propertyImageId}`, token: ana });
    expect(removed.json().data.media).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: new URL(media[0].imageUrl).pathname })).statusCode).toBe(404);
    const noThumb = await t.call({ method: 'DELETE', url: `/rest/v1/property-drafts/${draftId}/thumbnail`, token: ana });
    expect(noThumb.json().data.thumbnail).toBeNull();
  });

  it('refuses hostile images and another agent', async () => {
    expect((await send('POST', '/images', Buffer.from('not an image'), 'x.jpg', 'image/jpeg')).statusCode).toBe(415);
    expect((await send('POST', '/images', await makeImage(50, 50), 'x.jpg', 'image/jpeg', luis)).statusCode).toBe(404);
    expect((await send('POST', '/thumbnail', await makeImage(50, 50), 'x.jpg', 'image/jpeg', luis)).statusCode).toBe(404);
    const draft = (await t.call({ method: 'GET', url: `/rest/v1/property-drafts/${draftId}`, token: ana })).json().data;
    expect(draft.media).toEqual([]);
    expect(draft.thumbnail).toBeNull();
  });
});

describe('video', () => {
  it('streams an MP4 to storage, plays it back with ranges, sets its thumbnail and deletes it', async () => {
    const video = mp4();
    const res = await send('POST', '/videos', video, 'recorrido.mp4', 'video/mp4');
    expect(res.statusCode).toBe(201);
    const url = new URL(res.json().data.video.url);
    expect(res.json().data.video.format).toBe('video/mp4');
    const range = await t.app.inject({ method: 'GET', url: url.pathname, headers: { range: 'bytes=0-15' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-type']).toBe('video/mp4');
    expect(range.rawPayload).toEqual(video.subarray(0, 16));
    const thumb = await send('PUT', '/videos/thumbnail', await makeImage(640, 360), 'frame.jpg', 'image/jpeg');
    expect(thumb.json().data.video.thumbnail).toMatch(/\.jpg$/);
    const gone = await t.call({ method: 'DELETE', url: `/rest/v1/property-drafts/${draftId}/videos`, token: ana });
    expect(gone.json().data.video).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
  });

  it('refuses a file that is not a video, whatever its name', async () => {
    const res = await send('POST', '/videos', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10_000, 0x20)]), 'video.mp4', 'video/mp4');
    expect(res.statusCode).toBe(415);
    expect(res.json().metadata.error.type).toBe('FILE_TYPE_NOT_ALLOWED');
    expect((await t.call({ method: 'GET', url: `/rest/v1/property-drafts/${draftId}`, token: ana })).json().data.video).toBeNull();
  });

  it('refuses a declared size over 200 MB before reading it', async () => {
    const m = multipart(mp4(), 'big.mp4', 'video/mp4');
    const res = await t.call({
      method: 'POST',
      url: `/rest/v1/property-drafts/${draftId}/videos`,
      token: ana,
      payload: m.payload,
      headers: { ...m.headers, 'content-length': String(201 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('nearby places', () => {
  it('computes distance and travel times from the property', async () => {
    const states = (await t.call({ method: 'GET', url: '/rest/v1/country-states', token: ana })).json().data;
    const dc = states.find((s: { name: string }) => s.name === 'Distrito Capital');
    const loc = (await t.call({ method: 'GET', url: `/rest/v1/country-locations?countryState=${dc.countryStateId}`, token: ana })).json().data[0];
    await t.call({ method: 'PUT', url: `/rest/v1/property-drafts/${draftId}/location`, token: ana, payload: { address: 'Plaza Venezuela', countryState: dc.countryStateId, location: loc.countryLocationId, latitude: 10.4996, longitude: -66.8836 } });
    const types = (await t.call({ method: 'GET', url: '/rest/v1/nearby-place-types', token: ana })).json().data;
    const res = await t.call({
      method: 'PUT',
      url: `/rest/v1/property-drafts/${draftId}/nearby-places`,
      token: ana,
      payload: { propertyNearbyPlaceTypeId: types[0].nearbyPlaceTypeId, name: 'UCV', address: 'Ciudad Universitaria', latitude: 10.4906, longitude: -66.8903 },
    });
    const place = res.json().data.nearbyPlaces[0];
    expect(place).toMatchObject({ name: 'UCV', nearbyPlaceType: { name: types[0].name } });
    expect(place.distanceInKm).toBeGreaterThan(1);
    expect(place.distanceInKm).toBeLessThan(1.5);
    expect(place.walkingTimeInMinutes).toBeGreaterThan(place.vehicleTimeInMinutes);
    const removed = await t.call({ method: 'DELETE', url: `/rest/v1/property-drafts/${draftId}/nearby-places/${place.propertyNearbyPlaceId}`, token: ana });
    expect(removed.json().data.nearbyPlaces).toEqual([]);
  });
});
