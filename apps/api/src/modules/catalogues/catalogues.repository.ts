import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countryLocations, countryStates } from '../../db/schema/index';

export function cataloguesRepository(db: Db) {
  return {
    async listStates(limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            countryStateId: countryStates.id,
            name: countryStates.name,
            latitude: countryStates.latitude,
            longitude: countryStates.longitude,
          })
          .from(countryStates)
          .orderBy(asc(countryStates.name))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(countryStates),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async listLocations(countryStateId: number, limit: number, offset: number) {
      const where = eq(countryLocations.countryStateId, countryStateId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            countryLocationId: countryLocations.id,
            name: countryLocations.name,
            latitude: countryLocations.latitude,
            longitude: countryLocations.longitude,
            countryState: countryLocations.countryStateId,
          })
          .from(countryLocations)
          .where(where)
          .orderBy(asc(countryLocations.name))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(countryLocations).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}
