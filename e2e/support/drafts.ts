import { expect } from '@playwright/test';
import sharp from 'sharp';
import { apiKeyOf, callApi } from './accounts';

/** A photo-like JPEG of a given size (a gradient with a house-shaped block). */
export async function photo(width: number, height: number, from = '#1c7ed6', to = '#f59f00'): Promise<Buffer> {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><rect x="${width / 3}" y="${height / 3}" width="${width / 3}" height="${height / 2}" fill="#fff"/></svg>`,
  );
  return sharp(svg).jpeg({ quality: 85 }).toBuffer();
}

async function upload(baseUrl: string, token: string, path: string, file: Buffer, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'foto.jpg');
  const res = await fetch(`${baseUrl}/rest/v1${path}`, {
    method: 'POST',
    headers: { 'x-api-key': await apiKeyOf(baseUrl), authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status >= 300) throw new Error(`upload to ${path} failed: ${res.status} ${await res.text()}`);
}

async function must(answer: Promise<Awaited<ReturnType<typeof callApi>>>, what: string) {
  const a = await answer;
  if (a.status >= 300) throw new Error(`${what} failed: ${a.status} ${JSON.stringify(a.body)}`);
  return a.body.data;
}

/**
 * A draft that passes the publish check, built through the API: an apartment for sale in Chacao
 * with rooms, a detail, an address, a cover and `photos` images (a wide one, a tall one, squares).
 */
export async function publishableDraft(baseUrl: string, token: string, photos = 3): Promise<{ id: string; imageIds: string[] }> {
  const api = (method: string, path: string, body?: unknown) => callApi(baseUrl, method, path, { token, body });
  const draft = (await must(api('POST', '/property-drafts'), 'creating a draft')) as { propertyDraftId: string };
  const id = draft.propertyDraftId;
  const types = (await must(api('GET', '/property-types?limit=100'), 'property types')) as Array<{ propertyTypeId: number; name: string }>;
  const apartment = types.find((t) => t.name === 'Apartamento')!;
  await must(api('PUT', `/property-drafts/${id}`, { propertyType: apartment.propertyTypeId, price: 85000, operationType: 2, code: 'VT-101' }), 'the property tool');
  const groups = (await must(api('GET', '/property-enviroments?limit=100'), 'environments')) as Array<{ propertyEnviroments: Array<{ propertyEnviromentId: number; type: string }> }>;
  const rooms = groups.flatMap((g) => g.propertyEnviroments);
  await must(api('PUT', `/property-drafts/${id}/enviroments/${rooms.find((r) => r.type === 'BEDROOM')!.propertyEnviromentId}`, { quantity: 3 }), 'bedrooms');
  await must(api('PUT', `/property-drafts/${id}/enviroments/${rooms.find((r) => r.type === 'BATHROOM')!.propertyEnviromentId}`, { quantity: 2 }), 'bathrooms');
  await must(api('PUT', `/property-drafts/${id}/details`, { propertyDetailType: 'SIZE', value: '120' }), 'a detail');
  const states = (await must(api('GET', '/country-states?limit=100'), 'states')) as Array<{ countryStateId: number; name: string }>;
  const miranda = states.find((s) => s.name === 'Miranda')!;
  const places = (await must(api('GET', `/country-locations?countryState=${miranda.countryStateId}&limit=100`), 'localities')) as Array<{ countryLocationId: number; name: string }>;
  const chacao = places.find((l) => l.name === 'Chacao')!;
  await must(
    api('PUT', `/property-drafts/${id}/location`, { address: 'Av. Francisco de Miranda, Chacao', countryState: miranda.countryStateId, location: chacao.countryLocationId, latitude: 10.4961, longitude: -66.8533 }),
    'the address',
  );
  const sizes: Array<[number, number]> = [[1600, 1000], [900, 1400], [1200, 1200], [1400, 1050], [1000, 1000]];
  for (let i = 0; i < photos; i += 1) {
    const [w, h] = sizes[i % sizes.length]!;
    await upload(baseUrl, token, `/property-drafts/${id}/images`, await photo(w, h), { imageType: 'STATIC' });
  }
  await upload(baseUrl, token, `/property-drafts/${id}/thumbnail`, await photo(596, 446));
  const full = (await must(api('GET', `/property-drafts/${id}`), 'reading the draft')) as { media: Array<{ propertyImageId: string; index: number }> };
  return { id, imageIds: [...full.media].sort((a, b) => a.index - b.index).map((m) => m.propertyImageId) };
}

/** Publishes a draft through the API (no social posts) and waits until the job has made its property. */
export async function publishDraft(baseUrl: string, token: string, draftId: string): Promise<{ propertyId: string; slug: string }> {
  const started = await callApi(baseUrl, 'PUT', `/property-drafts/${draftId}/publish`, { token });
  expect(started.status).toBe(200);
  let read: { status: number; property: { propertyId: string; slug: string } | null } | null = null;
  await expect
    .poll(
      async () => {
        read = (await callApi(baseUrl, 'GET', `/property-drafts/${draftId}`, { token })).body.data as NonNullable<typeof read>;
        return read.status === 3 && read.property !== null;
      },
      { timeout: 30_000, message: 'the draft was published' },
    )
    .toBe(true);
  return read!.property!;
}

/** A publishable draft with `photos` images, published: its public slug. */
export async function publishedListing(baseUrl: string, token: string, photos: number): Promise<string> {
  const draft = await publishableDraft(baseUrl, token, photos);
  return (await publishDraft(baseUrl, token, draft.id)).slug;
}
