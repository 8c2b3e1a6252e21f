import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { type TestApp } from '../../../test/app';
import { twoAgentsEachTest } from '../../../test/two-agents';
import { makeImage, multipart } from '../../../test/images';

let t: TestApp;
let ana: string;
let luis: string;
let draftId: string;

twoAgentsEachTest((agents) => ({ t, ana, luis } = agents));
beforeEach(async () => {
  draftId = (await t.call({ method: 'POST', url: '/rest/v1/property-drafts', token: ana })).json().data.propertyDraftId;
});

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

describe('listing photos', () => {
  type Media = { propertyImageId: string; index: number; width: number; height: number; imageUrl: string; renditions: { width: number; url: string }[] };
  const fetchFile = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
  const sizeOf = async (url: string) => {
    const res = await fetchFile(url);
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    return { width: meta.width, height: meta.height, format: meta.format };
  };
  const ordered = (media: Media[]) => [...media].sort((a, b) => a.index - b.index);

  it('keeps several photos in their own aspect, caps the long side at 2048 px and writes WebP renditions', async () => {
    const [wide, tall, small] = await Promise.all([
      send('POST', '/images', await makeImage(3000, 2000), 'sala.jpg', 'image/jpeg'),
      send('POST', '/images', await makeImage(1200, 1600, 'png'), 'cocina.png', 'image/png'),
      send('POST', '/images', await makeImage(400, 300, 'webp'), 'bano.webp', 'image/webp'),
    ]);
    expect([wide.statusCode, tall.statusCode, small.statusCode]).toEqual([201, 201, 201]);
    const draft = (await t.call({ method: 'GET', url: `/rest/v1/property-drafts/${draftId}`, token: ana })).json().data;
    const media = ordered(draft.media as Media[]);
    expect(media.map((m) => m.index)).toEqual([1, 2, 3]);
    const big = media.find((m) => m.width === 2048)!;
    expect([big.width, big.height]).toEqual([2048, 1365]);
    expect(await sizeOf(big.imageUrl)).toEqual({ width: 2048, height: 1365, format: 'jpeg' });
    expect(big.renditions.map((r) => r.width)).toEqual([480, 960, 1600]);
    for (const r of big.renditions) {
      const size = await sizeOf(r.url);
      expect([size.width, size.format]).toEqual([r.width, 'webp']);
      expect(Math.abs(size.height! - (r.width * 2) / 3)).toBeLessThanOrEqual(1);
    }
    const portrait = media.find((m) => m.height === 1600)!;
    expect(portrait.width).toBe(1200);
    expect(portrait.renditions.map((r) => r.width)).toEqual([480, 960]);
    expect(media.find((m) => m.width === 400)!.renditions).toEqual([]);
    // The first photo makes the 596x446 listing thumbnail.
    expect(await sizeOf(draft.thumbnail)).toMatchObject({ width: 596, height: 446 });
  });

  it('saves a new order, redraws the thumbnail from the new cover, and refuses an incomplete order', async () => {
    await send('POST', '/images', await makeImage(800, 600), 'a.jpg', 'image/jpeg');
    await send('POST', '/images', await makeImage(600, 800), 'b.jpg', 'image/jpeg');
    const res = await send('POST', '/images', await makeImage(700, 700), 'c.jpg', 'image/jpeg');
    const before = res.json().data;
    const ids = ordered(before.media).map((m) => m.propertyImageId);
    const reversed = [...ids].reverse();
    const put = (imageIds: unknown, token = ana) =>
      t.call({ method: 'PUT', url: `/rest/v1/property-drafts/${draftId}/images/order`, token, payload: { imageIds } });

    const saved = await put(reversed);
    expect(saved.statusCode).toBe(200);
    const again = (await t.call({ method: 'GET', url: `/rest/v1/property-drafts/${draftId}`, token: ana })).json().data;
    expect(ordered(again.media).map((m) => m.propertyImageId)).toEqual(reversed);
    expect(again.thumbnail).not.toBe(before.thumbnail);
    expect((await fetchFile(before.thumbnail)).statusCode).toBe(404);
    expect(await sizeOf(again.thumbnail)).toMatchObject({ width: 596, height: 446 });

    const missing = await put(reversed.slice(1));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().metadata.error.fields.imageIds).toBe('El orden debe incluir cada imagen de la propiedad una sola vez');
    expect((await put([reversed[0], reversed[0], reversed[1]])).statusCode).toBe(400);
    expect((await put(reversed, luis)).statusCode).toBe(404);
    const unchanged = (await t.call({ method: 'GET', url: `/rest/v1/property-drafts/${draftId}`, token: ana })).json().data;
    expect(ordered(unchanged.media).map((m) => m.propertyImageId)).toEqual(reversed);
  });

  it('deletes the renditions with the image, and the cover change moves the thumbnail', async () => {
    await send('POST', '/images', await makeImage(2000, 1000), 'a.jpg', 'image/jpeg');
    const res = await send('POST', '/images', await makeImage(1000, 1000), 'b.jpg', 'image/jpeg');
    const draft = res.json().data;
    const [first, second] = ordered(draft.media);
    expect(first!.renditions).toHaveLength(3);
    for (const r of first!.renditions) expect((await fetchFile(r.url)).statusCode).toBe(200);
    const after = (await t.call({ method: 'DELETE', url: `/rest/v1/property-drafts/${draftId}/images/${first!.propertyImageId}`, token: ana })).json().data;
    for (const r of first!.renditions) expect((await fetchFile(r.url)).statusCode).toBe(404);
    expect(after.media.map((m: Media) => m.propertyImageId)).toEqual([second!.propertyImageId]);
    expect(after.thumbnail).not.toBe(draft.thumbnail);
    const last = (await t.call({ method: 'DELETE', url: `/rest/v1/property-drafts/${draftId}/images/${second!.propertyImageId}`, token: ana })).json().data;
    expect(last.thumbnail).toBeNull();
  });

  it('documents the order call in the OpenAPI description', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/rest/v1/docs/json' })).json();
    const op = docs.paths['/rest/v1/property-drafts/{id}/images/order'].put;
    expect(op.summary).toBe('Reorder the images of a draft; answers the draft');
    expect(JSON.stringify(op.requestBody)).toContain('imageIds');
  });

  it('refuses files that are not photos, a GIF and a truncated JPEG, and keeps nothing of them', async () => {
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } }).gif().toBuffer();
    expect((await send('POST', '/images', gif, 'a.gif', 'image/gif')).statusCode).toBe(415);
    const jpeg = await makeImage(900, 900);
    const cut = await send('POST', '/images', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'cut.jpg', 'image/jpeg');
    expect(cut.statusCode).toBe(400);
    expect(cut.json().metadata.error.type).toBe('FILE_INVALID');
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
