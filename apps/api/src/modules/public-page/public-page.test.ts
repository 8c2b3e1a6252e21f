import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { agents, nearbyPlaceTypes, properties, propertyDrafts, propertyNearbyPlaces, propertyViews } from '../../db/schema/index';
import { createTestApp, signUp, type TestApp } from '../../../test/app';
import { multipart } from '../../../test/images';
import { ogImageKey } from '../../lib/image-renditions';
import { createStorage } from '../../plugins/storage/index';
import { fastPublishing, publishableDraft, settledDraft } from '../../../test/publishing-fixtures';

let t: TestApp;
let ana: { agentId: string; token: string };
beforeAll(async () => {
  t = await createTestApp(fastPublishing);
  ana = await signUp(t, 'ana.publica@example.com');
});
afterAll(async () => t.close());

const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const visit = (slug: string, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') =>
  t.app.inject({ method: 'GET', url: `/p/${slug}`, headers: { 'user-agent': BROWSER, ...headers }, remoteAddress });

/** A listing published through the API (publish → job → Published); answers its slug and id. */
async function published(token = ana.token, photos = 3) {
  const { id, imageIds } = await publishableDraft(t, token, photos);
  const res = await t.call({ method: 'PUT', url: `/rest/v1/property-drafts/${id}/publish`, token });
  expect(res.statusCode).toBe(200);
  const done = await settledDraft(t, token, id);
  expect(done.status).toBe(3);
  return { draftId: id, imageIds, slug: done.property.slug as string, propertyId: done.property.propertyId as string };
}

const meta = (body: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(body)?.[1];
const jsonLd = (body: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(body)![1]!);
const views = async (propertyId: string) =>
  (await t.call({ method: 'GET', url: `/rest/v1/properties/${propertyId}`, token: ana.token })).json().data.viewCount;

describe('the public listing page /p/{slug}', () => {
  it('answers a published listing as HTML that chat apps and search engines read, without the agent app', async () => {
    const { slug } = await published();
    const res = await visit(slug);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const body = res.body;
    const url = `http://vitrina.test/p/${slug}`;
    expect(body).toContain('<html lang="es">');
    expect(body).toContain('<title>Apartamento en venta en Chacao | Vitrina</title>');
    expect(meta(body, 'name', 'description')).toMatch(/^USD\s85\.000 · 3 habitaciones · 120 m² en Chacao, Miranda\./);
    expect(body).toContain(`<link rel="canonical" href="${url}">`);
    expect(body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(meta(body, 'property', 'og:title')).toBe('Apartamento en venta en Chacao · USD\u00a085.000');
    expect(meta(body, 'property', 'og:url')).toBe(url);
    expect(meta(body, 'property', 'og:type')).toBe('website');
    expect(meta(body, 'property', 'og:image')).toBe(`${url}/og.jpg`);
    expect(meta(body, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(jsonLd(body)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      url,
      offers: { '@type': 'Offer', price: 85000, priceCurrency: 'USD' },
      mainEntity: {
        address: { streetAddress: 'Av. Francisco de Miranda, Chacao', addressLocality: 'Chacao', addressRegion: 'Miranda', addressCountry: 'VE' },
        numberOfBedrooms: 3,
        floorSize: { value: 120, unitCode: 'MTK' },
      },
    });
    // What a visitor reads, before any script: price, operation, rooms, agent, share and the form.
    // The price as es-VE writes it (DECISIONS §1), never the US '$85,000'.
    expect(body).not.toContain('$85,000');
    for (const text of ['USD\u00a085.000', 'En venta', '3 habitaciones', 'Agente Inmobiliario', 'Compartir', 'Me interesa', 'Ver en el mapa']) {
      expect(body).toContain(text);
    }
    expect(body).toContain('href="https://www.facebook.com/sharer/sharer.php?u=' + encodeURIComponent(url) + '"');
    // Three photos with fixed sizes: the cover first and eager, the others lazy.
    const images = [...body.matchAll(/<img src="([^"]+)"[^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(3);
    expect(images[0]).toContain('fetchpriority="high"');
    // Responsive: the WebP renditions made at upload, then the original at its own width.
    expect(images[0]).toMatch(/srcset="http:\/\/vitrina\.test\/files\/[^"]*\/w480\/[0-9a-f-]{36}\.webp 480w, [^"]*\/w960\/[^"]*\.webp 960w, [^"]*\.jpg 1600w" sizes="/);
    for (const img of images) expect(img).toMatch(/ width="\d+" height="\d+"/);
    for (const img of images.slice(1)) expect(img).toContain('loading="lazy"');
    // Only the page's own small script: no agent app bundle, no runtime configuration.
    const scripts = [...body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts).toEqual([expect.stringMatching(/^\/p\/assets\/page-[0-9a-f]{12}\.js$/)]);
    const script = await t.app.inject({ method: 'GET', url: scripts[0]! });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('¡Enlace copiado correctamente!');
    expect(script.body.length).toBeLessThan(6000);
  });

  it('serves a 1200x630 JPEG for link previews, made once and kept', async () => {
    const { slug } = await published(ana.token, 1);
    const first = await t.app.inject({ method: 'GET', url: `/p/${slug}/og.jpg` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    const again = await t.app.inject({ method: 'GET', url: `/p/${slug}/og.jpg` });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/p/no-existe-123/og.jpg' })).statusCode).toBe(404);
  });

  it('removes the link-preview image drawn from a cover once another photo is the cover or the photo is deleted', async () => {
    const { slug, draftId, imageIds } = await published(ana.token, 2);
    const storage = createStorage(t.config.storage);
    const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) => t.call({ method, url: `/rest/v1${url}`, token: ana.token, payload });
    const keyOf = (url: string) => decodeURIComponent(new URL(url).pathname.replace(/^\/files\//, ''));
    const coverKey = async () => keyOf((await call('GET', `/property-drafts/${draftId}`)).json().data.media[0].imageUrl);
    const preview = async () => expect((await t.app.inject({ method: 'GET', url: `/p/${slug}/og.jpg` })).statusCode).toBe(200);

    const first = await coverKey();
    await preview();
    expect(await storage.size(ogImageKey(first))).toBeGreaterThan(0);
    // The second photo becomes the cover: the preview drawn from the first leaves storage, a new one is drawn.
    expect((await call('PUT', `/property-drafts/${draftId}/images/order`, { imageIds: [...imageIds].reverse() })).statusCode).toBe(200);
    const second = await coverKey();
    expect(second).not.toBe(first);
    expect(await storage.size(ogImageKey(first))).toBeNull();
    await preview();
    expect(await storage.size(ogImageKey(second))).toBeGreaterThan(0);
    // The cover deleted: its file, renditions and preview go.
    expect((await call('DELETE', `/property-drafts/${draftId}/images/${imageIds[1]}`)).statusCode).toBe(200);
    expect(await storage.size(second)).toBeNull();
    expect(await storage.size(ogImageKey(second))).toBeNull();
    expect(await storage.size(first)).toBeGreaterThan(0);
  });

  it('escapes hostile listing and agent text everywhere, JSON-LD included', async () => {
    const { draftId, slug } = await published();
    const hostile = `"><script>alert(1)</script><img src=x onerror=alert(2)>`;
    await t.database.db
      .update(propertyDrafts)
      .set({
        address: hostile,
        code: `</script><script>alert(3)</script>`,
        descriptionHtml: `<p>Bonito</p><script>alert(4)</script><img src=x onerror=alert(5)><a href="javascript:alert(6)">enlace</a>`,
      })
      .where(eq(propertyDrafts.id, draftId));
    await t.database.db.update(agents).set({ firstName: `<b onmouseover=alert(7)>Ana</b>`, phoneCode: '58', phoneNumber: '4125551234' }).where(eq(agents.id, ana.agentId));
    const body = (await visit(slug)).body;
    // No tag or attribute of theirs survives: only escaped text.
    expect(body).not.toMatch(/<script>alert|<img src=x|<b |<[^>]*\son(error|mouseover)=|href="javascript:/);
    expect(body).toContain('&lt;b onmouseover=alert(7)&gt;Ana&lt;/b&gt;');
    expect(body).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).toContain('<p>Bonito</p>');
    // The JSON-LD still parses and holds the text as it was written.
    expect(jsonLd(body).mainEntity.address.streetAddress).toBe(hostile);
    // The WhatsApp button names the listing in its message.
    const wa = /href="https:\/\/wa\.me\/584125551234\?text=([^"]+)"/.exec(body)![1]!;
    expect(decodeURIComponent(wa)).toContain(`me interesa la propiedad "Apartamento en venta en Chacao" que vi en Vitrina: http://vitrina.test/p/${slug}`);
    await t.database.db.update(agents).set({ firstName: 'Ana' }).where(eq(agents.id, ana.agentId));
  });

  it('shows nearby places grouped by type with walking or driving minutes, and the video', async () => {
    const { draftId, slug } = await published(ana.token, 1);
    const [type] = await t.database.db.select().from(nearbyPlaceTypes).limit(1);
    await t.database.db.insert(propertyNearbyPlaces).values([
      { draftId, placeTypeId: type!.id, name: 'Panadería La Esquina', address: 'Calle 1', latitude: 10.49, longitude: -66.85, distanceKm: 0.4, walkingMinutes: 5, vehicleMinutes: 2 },
      { draftId, placeTypeId: type!.id, name: 'Centro Comercial <Sambil>', latitude: 10.48, longitude: -66.86, distanceKm: 2.5, walkingMinutes: 30, vehicleMinutes: 8 },
    ]);
    await t.database.db
      .update(propertyDrafts)
      .set({ videoKey: `properties/${draftId}/videos/00000000-0000-4000-8000-000000000001.mp4`, videoFormat: 'video/mp4' })
      .where(eq(propertyDrafts.id, draftId));
    const body = (await visit(slug)).body;
    expect(body).toContain('<h2>Lugares cercanos</h2>');
    expect(body).toContain(`<h3>${type!.name}</h3>`);
    expect(body).toMatch(/Panadería La Esquina<\/strong><span>Calle 1<\/span><span class="muted">0,4 km · 5 min a pie/);
    expect(body).toMatch(/Centro Comercial &lt;Sambil&gt;<\/strong><span class="muted">2,5 km · 8 min en carro/);
    expect(body).toMatch(/<video class="video" controls preload="none" playsinline><source src="http:\/\/vitrina\.test\/files\/properties\/[^"]+\.mp4" type="video\/mp4">/);
  });

  it('answers 410 with the agent’s other listings once sold, rented or unpublished, and 200 again when republished', async () => {
    const other = await published(ana.token, 1);
    const { slug, propertyId } = await published(ana.token, 1);
    const setStatus = (status: number) =>
      t.call({ method: 'PUT', url: `/rest/v1/properties/${propertyId}/status`, token: ana.token, payload: { status } });
    const titles: Record<number, string> = {
      3: 'Esta propiedad ya se vendió',
      4: 'Esta propiedad ya se alquiló',
      5: 'Esta propiedad ya no está disponible',
    };
    for (const status of [3, 4, 5]) {
      expect((await setStatus(status)).statusCode).toBe(200);
      const res = await visit(slug);
      expect(res.statusCode).toBe(410);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain(`<h1>${titles[status]}</h1>`);
      expect(res.body).toContain('Otras propiedades del agente');
      expect(res.body).toContain(`href="/p/${other.slug}"`);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).not.toContain('og:image');
      expect((await t.app.inject({ method: 'GET', url: `/p/${slug}/og.jpg` })).statusCode).toBe(404);
    }
    await setStatus(2);
    expect((await visit(slug)).statusCode).toBe(200);
  });

  it('answers 410 while an edit leaves a Published listing short of the publish check, and 200 once it is complete again', async () => {
    const other = await published(ana.token, 1);
    const { slug, draftId, imageIds, propertyId } = await published(ana.token, 2);
    const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) => t.call({ method, url: `/rest/v1${url}`, token: ana.token, payload });
    // Every photo deleted from the live listing: it no longer passes 'Debe cargar al menos una imagen'.
    for (const imageId of imageIds) expect((await call('DELETE', `/property-drafts/${draftId}/images/${imageId}`)).statusCode).toBe(200);
    const before = await views(propertyId);
    const res = await visit(slug, {}, '192.0.2.150');
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('<h1>Esta propiedad ya no está disponible</h1>');
    expect(res.body).toContain(`href="/p/${other.slug}"`);
    expect(res.body).not.toContain('id="lead-form"');
    expect(res.body).not.toContain('og:image');
    expect(await views(propertyId)).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: `/p/${slug}/og.jpg` })).statusCode).toBe(404);
    // The agent's page still calls it Published: only visitors stop seeing it.
    expect((await call('GET', `/properties/${propertyId}`)).json().data.status).toBe(2);
    // Nor is it offered among the agent's other listings.
    await t.database.db.update(properties).set({ status: 5 }).where(eq(properties.id, other.propertyId));
    const gone = await visit(other.slug);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).not.toContain(`href="/p/${slug}"`);
    await t.database.db.update(properties).set({ status: 2 }).where(eq(properties.id, other.propertyId));

    // A photo again: the page is back, as it was.
    const m = multipart(await sharp({ create: { width: 900, height: 600, channels: 3, background: '#88aacc' } }).jpeg().toBuffer(), 'foto.jpg', 'image/jpeg');
    expect((await t.call({ method: 'POST', url: `/rest/v1/property-drafts/${draftId}/images`, token: ana.token, payload: m.payload, headers: m.headers })).statusCode).toBeLessThan(300);
    const back = await visit(slug, {}, '192.0.2.151');
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('id="lead-form"');
    expect(await views(propertyId)).toBe(before + 1);
  });

  it('answers 404 with a friendly page for an unknown slug or a listing still being published', async () => {
    const res = await visit('casa-que-no-existe-000000');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<h1>No encontramos esta propiedad</h1>');
    expect(res.body).toContain('href="/"');
    const draftId = (await t.call({ method: 'POST', url: '/rest/v1/property-drafts', token: ana.token })).json().data.propertyDraftId;
    await t.database.db.insert(properties).values({ draftId, agentId: ana.agentId, slug: 'casa-publicandose-1', status: 1 });
    expect((await visit('casa-publicandose-1')).statusCode).toBe(404);
    expect((await visit(`${'x'.repeat(300)}`)).statusCode).toBe(404);
  });
});

describe('views of the public page', () => {
  it('counts one view per visitor a day, never bots, previews, prefetches or the agent, and stores nothing personal', async () => {
    const { slug, propertyId } = await published(ana.token, 1);
    const luis = await signUp(t, 'luis.visitante@example.com');
    expect(await views(propertyId)).toBe(0);

    await visit(slug);
    await visit(slug);
    expect(await views(propertyId)).toBe(1);
    // Another browser, and the same browser from another address, are other visitors.
    await visit(slug, { 'user-agent': `${BROWSER} Edg/131.0` });
    await visit(slug, {}, '198.51.100.20');
    expect(await views(propertyId)).toBe(3);

    for (const agent of ['facebookexternalhit/1.1', 'WhatsApp/2.23.20.0', 'Mozilla/5.0 (compatible; Googlebot/2.1)', 'TelegramBot (like TwitterBot)', 'Mozilla/5.0 HeadlessChrome/131.0', '']) {
      expect((await visit(slug, { 'user-agent': agent }, '192.0.2.99')).statusCode).toBe(200);
    }
    await visit(slug, { 'sec-purpose': 'prefetch' }, '192.0.2.100');
    await t.app.inject({ method: 'HEAD', url: `/p/${slug}`, headers: { 'user-agent': BROWSER }, remoteAddress: '192.0.2.101' });
    // The agent's own visits: the app's session cookie or a bearer token.
    await visit(slug, { cookie: `theme=dark; auth.accessToken=${ana.token}` }, '192.0.2.102');
    await visit(slug, { authorization: `Bearer ${ana.token}` }, '192.0.2.103');
    expect(await views(propertyId)).toBe(3);
    // Another agent browsing is a visitor like any other.
    await visit(slug, { cookie: `auth.accessToken=${luis.token}` }, '192.0.2.104');
    expect(await views(propertyId)).toBe(4);

    const rows = await t.database.db.select().from(propertyViews).where(eq(propertyViews.propertyId, propertyId));
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.visitor).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(JSON.stringify(row)).not.toMatch(/203\.0\.113|Mozilla|Android/);
    }
    const caracasDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(d);
    expect(rows[0]!.day).toBe(caracasDay(new Date()));

    // The next Caracas day the same visitor counts again, and the previous day's visitors are forgotten.
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    vi.useFakeTimers({ toFake: ['Date'], now: tomorrow });
    try {
      await visit(slug);
      await visit(slug);
    } finally {
      vi.useRealTimers();
    }
    expect(await views(propertyId)).toBe(5);
    const left = await t.database.db.select().from(propertyViews);
    expect(left.map((r) => r.day)).toEqual([caracasDay(tomorrow)]);
  });
});
