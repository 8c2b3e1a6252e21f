import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { GeocoderClient } from '../../integrations/geocoder';
import { ok } from '../../lib/http';
import { GEOCODING_QUERY_MAX, GEOCODING_QUERY_MIN } from '@vitrina/contract/enums/geocoding';
import { GEOCODING_PER_MINUTE } from '@vitrina/contract/enums/rate-limits';
import { routes } from '@vitrina/contract/paths';
import { geoPlaceSchema } from '@vitrina/contract/schemas/property-catalogues';
import { envelope, errors } from '@vitrina/contract/schemas/envelope';
import { geocodingService } from './geocoding.service';

/** Geocoding through the server: the browser never sees the outside service; answers are cached. */
export async function geocodingRoutes(app: FastifyInstance, opts: { db: Db; client: GeocoderClient | null }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['geocoding'];
  const auth = { preHandler: app.authenticate, config: { rateLimit: { max: GEOCODING_PER_MINUTE, timeWindow: '1 minute' } } };

  const service = geocodingService({ db: opts.db, client: opts.client });

  const searchQuery = z.object({ q: z.string({ error: 'Debe escribir una dirección' }).trim().min(GEOCODING_QUERY_MIN, `Debe escribir al menos ${GEOCODING_QUERY_MIN} caracteres`).max(GEOCODING_QUERY_MAX) });
  r.get(routes.geocodingSearch, { ...auth, schema: { tags, operationId: 'searchAddresses', summary: 'Find places matching an address', response: { 200: envelope(z.array(geoPlaceSchema)), ...errors(400, 401, 409, 429) }, querystring: searchQuery } }, async (req) =>
    ok(await service.search(req.query.q)),
  );

  const reverseQuery = z.object({
    lat: z.coerce.number({ error: 'La latitud no es válida' }).min(-90).max(90),
    lon: z.coerce.number({ error: 'La longitud no es válida' }).min(-180).max(180),
  });
  r.get(routes.geocodingReverse, { ...auth, schema: { tags, operationId: 'reverseGeocode', summary: 'Find the address at a point', response: { 200: envelope(geoPlaceSchema), ...errors(400, 401, 404, 409, 429) }, querystring: reverseQuery } }, async (req) => {
    const place = await service.reverse(req.query.lat, req.query.lon);
    return ok(place);
  });
}
