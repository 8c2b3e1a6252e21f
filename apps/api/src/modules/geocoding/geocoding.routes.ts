import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { geocodeCache } from '../../db/schema/index';
import type { GeocoderClient } from '../../integrations/geocoder';
import { appError } from '../../lib/errors';
import { ok } from '../../lib/http';
import { normalizeText } from '../../lib/search-text';
import { routes } from '@vitrina/contract/paths';
import { geoPlaceSchema } from '@vitrina/contract/schemas/property-catalogues';
import { envelope, errors } from '@vitrina/contract/schemas/envelope';

const CACHE_DAYS = 30;

/** Geocoding through the server: the browser never sees the outside service; answers are cached. */
export async function geocodingRoutes(app: FastifyInstance, opts: { db: Db; client: GeocoderClient | null }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['geocoding'];
  const auth = { preHandler: app.authenticate, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

  // One outside call per key at a time: the same query asked at once shares the answer.
  const inFlight = new Map<string, Promise<unknown>>();

  async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!opts.client) throw appError('GEOCODER_NOT_CONFIGURED');
    const [hit] = await opts.db.select().from(geocodeCache).where(eq(geocodeCache.key, key)).limit(1);
    if (hit && hit.createdAt.getTime() > Date.now() - CACHE_DAYS * 86400000) return (hit.body as { v: T }).v;
    const running = inFlight.get(key);
    if (running) return running as Promise<T>;
    const work = loadAndStore(key, load).finally(() => inFlight.delete(key));
    inFlight.set(key, work);
    return work;
  }

  async function loadAndStore<T>(key: string, load: () => Promise<T>): Promise<T> {
    const body = await load();
    // Wrapped, so that "nothing there" is cached too.
    const stored = { v: body };
    await opts.db
      .insert(geocodeCache)
      .values({ key, body: stored })
      .onConflictDoUpdate({ target: geocodeCache.key, set: { body: stored, createdAt: new Date() } });
    return body;
  }

  const searchQuery = z.object({ q: z.string({ error: 'Debe escribir una dirección' }).trim().min(3, 'Debe escribir al menos 3 caracteres').max(200) });
  r.get(routes.geocodingSearch, { ...auth, schema: { tags, operationId: 'searchAddresses', summary: 'Find places matching an address', response: { 200: envelope(z.array(geoPlaceSchema)), ...errors(400, 401, 409, 429) }, querystring: searchQuery } }, async (req) =>
    ok(await cached(`search:${normalizeText(req.query.q)}`, () => opts.client!.search(req.query.q))),
  );

  const reverseQuery = z.object({
    lat: z.coerce.number({ error: 'La latitud no es válida' }).min(-90).max(90),
    lon: z.coerce.number({ error: 'La longitud no es válida' }).min(-180).max(180),
  });
  r.get(routes.geocodingReverse, { ...auth, schema: { tags, operationId: 'reverseGeocode', summary: 'Find the address at a point', response: { 200: envelope(geoPlaceSchema), ...errors(400, 401, 404, 409, 429) }, querystring: reverseQuery } }, async (req) => {
    // About 11 m of precision is plenty for an address and makes the cache useful.
    const lat = Math.round(req.query.lat * 10000) / 10000;
    const lon = Math.round(req.query.lon * 10000) / 10000;
    const place = await cached(`reverse:${lat},${lon}`, () => opts.client!.reverse(lat, lon));
    if (!place) throw appError('GEOCODER_NO_RESULT');
    return ok(place);
  });
}
