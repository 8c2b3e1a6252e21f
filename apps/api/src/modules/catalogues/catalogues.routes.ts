import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countryLocationSchema, countryLocationsQuery, countryStateSchema, countryStatesQuery } from '@vitrina/contract/schemas/catalogues';
import type { Db } from '../../db/client';
import { cataloguesService } from './catalogues.service';
import { routes } from '@vitrina/contract/paths';
import { errors, pagedEnvelope } from '@vitrina/contract/schemas/envelope';

/** Catalogues are public reference data: they need the API key but no session. */
export async function cataloguesRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = cataloguesService({ db: opts.db });
  const tags = ['catalogues'];
  const cache = { 'cache-control': 'public, max-age=3600' };

  r.get(routes.countryStates, { schema: { tags, operationId: 'listCountryStates', summary: "List Venezuela's states", response: { 200: pagedEnvelope(countryStateSchema), ...errors(400, 401, 429) }, querystring: countryStatesQuery } }, async (req, reply) => {
    return reply.headers(cache).send(await service.states(req.query));
  });

  r.get(routes.countryLocations, { schema: { tags, operationId: 'listCountryLocations', summary: 'List the locations of a state', response: { 200: pagedEnvelope(countryLocationSchema), ...errors(400, 401, 429) }, querystring: countryLocationsQuery } }, async (req, reply) => {
    return reply.headers(cache).send(await service.locations(req.query));
  });
}
