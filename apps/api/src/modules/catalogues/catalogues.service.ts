import type { Db } from '../../db/client';
import { page } from '../../lib/http';
import { cataloguesRepository } from './catalogues.repository';

/** Venezuela's states and their locations, paged as the API answers them. */
export function cataloguesService(deps: { db: Db }) {
  const repo = cataloguesRepository(deps.db);
  return {
    async states(q: { limit: number; offset: number }) {
      const { rows, total } = await repo.listStates(q.limit, q.offset);
      return page(rows, { limit: q.limit, offset: q.offset, total });
    },

    async locations(q: { countryState: number; limit: number; offset: number }) {
      const { rows, total } = await repo.listLocations(q.countryState, q.limit, q.offset);
      return page(rows, { limit: q.limit, offset: q.offset, total });
    },
  };
}
export type CataloguesService = ReturnType<typeof cataloguesService>;
