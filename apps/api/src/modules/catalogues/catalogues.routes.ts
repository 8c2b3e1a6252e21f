import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countryLocationsQuery, countryStatesQuery } from '@vitrina/contract/schemas/catalogues';
import type { Db } from '../../db/client';
import { page } from '../../lib/http';
import { cataloguesRepository } from './catalogues.repository';

/** Catalogues are public reference data: they need the API key but no session. */
export async function cataloguesRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = cataloguesRepository(opts.db);
  const tags = ['catalogues'];
  const cache = { 'cache-control': 'public, max-age=3600' };

  r.get('/country-states', { schema: { tags, querystring: countryStatesQuery } }, async (req, reply) => {
    const { limit, offset } = req.query;
    const { rows, total } = await repo.listStates(limit, offset);
    return reply.headers(cache).send(page(rows, { limit, offset, total }));
  });

  r.get('/country-locations', { schema: { tags, querystring: countryLocationsQuery } }, async (req, reply) => {
    const { limit, offset, countryState } = req.query;
    const { rows, total } = await repo.listLocations(countryState, limit, offset);
    return reply.headers(cache).send(page(rows, { limit, offset, total }));
  });
}
