import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { facebookPages, mediaProviderAgents, mediaProviders } from '../src/db/schema/index';
import { tokenCipher } from '../src/lib/token-cipher';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestApp, signUp, type TestApp } from './app';
import { startFakeMeta, type FakeMeta } from './fakes/meta';
import { multipart } from './images';
import { freePort } from './support/server-process';

export { freePort };

/** Quick settings so that tests do not wait on production timings. */
export const fastPublishing: Record<string, string> = {
  PUBLISH_POLL_INTERVAL_MS: '20',
  PUBLISH_CALL_TIMEOUT_MS: '3000',
  PUBLISH_USAGE_PAUSE_MS: '300',
  JOBS_POLLING_SECONDS: '0.5',
  RATE_LIMIT_MAX: '100000',
};

/**
 * The app listening on 127.0.0.1 with PUBLIC_BASE_URL = its own address (the fakes download the
 * images from there, as Meta does), pointed at fake Instagram and Facebook servers.
 */
export async function startPublishingApp(env: Record<string, string> = {}): Promise<{ t: TestApp; meta: FakeMeta; baseUrl: string }> {
  const meta = await startFakeMeta();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ ...meta.env, ...fastPublishing, PUBLIC_BASE_URL: baseUrl, ...env });
  await t.app.listen({ host: '127.0.0.1', port });
  return { t, meta, baseUrl };
}

async function providerId(t: TestApp, type: number): Promise<number> {
  const [row] = await t.database.db.select().from(mediaProviders).where(eq(mediaProviders.type, type)).limit(1);
  return row!.id;
}

/** An Instagram connection as the connect flow stores it, with a token the fake accepts. */
export async function connectInstagram(t: TestApp, agentId: string, opts: { token: string; igUserId: string; username?: string }) {
  const cipher = tokenCipher(t.config.tokenEncryptionKey);
  await t.database.db.insert(mediaProviderAgents).values({
    agentId,
    mediaProviderId: await providerId(t, 2),
    type: 2,
    externalUserId: opts.igUserId,
    username: opts.username ?? 'inmobiliaria.ana',
    accessTokenEncrypted: cipher.encrypt(opts.token),
    tokenExpiresAt: new Date(Date.now() + 50 * 86_400_000),
  });
}

/** A Facebook connection and its pages (page tokens as the fake hands them out). */
export async function connectFacebook(t: TestApp, agentId: string, pages: Array<{ id: string; name: string }>, fbUserId = 'fb-user-1') {
  const cipher = tokenCipher(t.config.tokenEncryptionKey);
  const [link] = await t.database.db
    .insert(mediaProviderAgents)
    .values({
      agentId,
      mediaProviderId: await providerId(t, 3),
      type: 3,
      externalUserId: fbUserId,
      username: 'Ana Pérez',
      accessTokenEncrypted: cipher.encrypt(`long-token-of-${fbUserId}`),
    })
    .returning();
  for (const page of pages) {
    await t.database.db.insert(facebookPages).values({
      mediaProviderAgentId: link!.id,
      agentId,
      pageId: page.id,
      name: page.name,
      accessTokenEncrypted: cipher.encrypt(`page-token-${page.id}`),
    });
  }
}

/** Both networks connected for an agent, on the fakes. */
export async function connectBoth(t: TestApp, meta: FakeMeta, agentId: string, n = 1) {
  const igUserId = `1784140000000${n}`;
  meta.instagram.addUser(igUserId, `inmobiliaria.${n}`);
  await connectInstagram(t, agentId, { token: meta.instagram.longTokenFor(igUserId), igUserId });
  const pages = [
    { id: `${n}01`, name: `Inmobiliaria ${n} Caracas` },
    { id: `${n}02`, name: `Inmobiliaria ${n} Valencia` },
  ];
  meta.facebook.pagesOf.set(`fb-user-${n}`, pages);
  await connectFacebook(t, agentId, pages, `fb-user-${n}`);
  return { igUserId, pages };
}

/** A gradient photo of a given size, so that padding is visible and sizes differ. */
export async function photo(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#1c7ed6"/><stop offset="1" stop-color="#f59f00"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** Wide, tall (outside 4:5), very wide (outside 1.91:1), square, landscape. */
export const PHOTO_SIZES: Array<[number, number]> = [[1600, 1000], [600, 1200], [1500, 600], [800, 800], [1200, 900]];

/**
 * A draft that passes the publish check, built through the API (apartment for sale in Chacao),
 * with `photos` images of PHOTO_SIZES; answers its id and image ids in gallery order.
 */
export async function publishableDraft(t: TestApp, token: string, photos = 3): Promise<{ id: string; imageIds: string[] }> {
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await t.call({ method, url: `/rest/v1${url}`, token, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const id = (await call('POST', '/property-drafts')).propertyDraftId as string;
  const types = await call('GET', '/property-types?limit=100');
  const apartment = types.find((x: { name: string }) => x.name === 'Apartamento').propertyTypeId;
  await call('PUT', `/property-drafts/${id}`, { propertyType: apartment, price: 85000, operationType: 2, code: 'VT-101' });
  const groups = await call('GET', '/property-enviroments?limit=100');
  const rooms = groups.flatMap((g: { propertyEnviroments: unknown[] }) => g.propertyEnviroments) as Array<{ type: string; propertyEnviromentId: number }>;
  await call('PUT', `/property-drafts/${id}/enviroments/${rooms.find((r) => r.type === 'BEDROOM')!.propertyEnviromentId}`, { quantity: 3 });
  await call('PUT', `/property-drafts/${id}/details`, { propertyDetailType: 'SIZE', value: '120' });
  const states = await call('GET', '/country-states?limit=100');
  const miranda = states.find((s: { name: string }) => s.name === 'Miranda');
  const places = await call('GET', `/country-locations?countryState=${miranda.countryStateId}&limit=100`);
  const chacao = places.find((l: { name: string }) => l.name === 'Chacao');
  await call('PUT', `/property-drafts/${id}/location`, {
    address: 'Av. Francisco de Miranda, Chacao',
    countryState: miranda.countryStateId,
    location: chacao.countryLocationId,
    latitude: 10.4961,
    longitude: -66.8533,
  });
  const upload = async (path: string, file: Buffer) => {
    const m = multipart(file, 'foto.jpg', 'image/jpeg');
    const res = await t.call({ method: 'POST', url: `/rest/v1/property-drafts/${id}${path}`, token, payload: m.payload, headers: m.headers });
    if (res.statusCode >= 300) throw new Error(`upload ${path}: ${res.statusCode} ${res.body}`);
  };
  for (let i = 0; i < photos; i++) {
    const [w, h] = PHOTO_SIZES[i % PHOTO_SIZES.length]!;
    await upload('/images', await photo(w, h));
  }
  await upload('/thumbnail', await photo(596, 446));
  const draft = await call('GET', `/property-drafts/${id}`);
  return { id, imageIds: (draft.media as Array<{ propertyImageId: string }>).map((m) => m.propertyImageId) };
}

export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting; last value: ${JSON.stringify(value)?.slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The draft once its publication has settled (no longer Publishing). */
export async function settledDraft(t: TestApp, token: string, draftId: string, timeoutMs = 15_000) {
  return waitFor(
    async () => (await t.call({ method: 'GET', url: `/rest/v1/property-drafts/${draftId}`, token })).json().data,
    (d) => d.status !== 2,
    timeoutMs,
  );
}

/** What each publishing test starts from: the app and fake Meta, and Ana with both networks connected. */
export interface PublishingContext {
  t: TestApp;
  meta: FakeMeta;
  ana: { agentId: string; token: string };
  accounts: Awaited<ReturnType<typeof connectBoth>>;
}

/**
 * Registers the file's hooks: one app and fake Meta for the file; before each test an empty
 * database, a fresh fake, Ana signed up with Instagram and Facebook connected, handed to `ready`.
 */
export function publishingEachTest(ready: (ctx: PublishingContext) => void) {
  let app: { t: TestApp; meta: FakeMeta };
  beforeAll(async () => {
    app = await startPublishingApp();
  });
  beforeEach(async () => {
    await app.t.reset();
    app.meta.reset();
    const ana = await signUp(app.t, 'ana@example.com');
    const accounts = await connectBoth(app.t, app.meta, ana.agentId);
    ready({ t: app.t, meta: app.meta, ana, accounts });
  });
  afterAll(async () => {
    await app.t.close();
    await app.meta.close();
  });
}
