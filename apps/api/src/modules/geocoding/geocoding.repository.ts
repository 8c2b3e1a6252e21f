import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { geocodeCache } from '../../db/schema/index';

/** The geocoder's answers kept by query key; the body is wrapped (`{ v }`) so "nothing" is kept too. */
export function geocodingRepository(db: Db) {
  return {
    async find(key: string): Promise<{ body: unknown; createdAt: Date } | null> {
      const [hit] = await db.select().from(geocodeCache).where(eq(geocodeCache.key, key)).limit(1);
      return hit ?? null;
    },

    async store(key: string, body: unknown): Promise<void> {
      await db
        .insert(geocodeCache)
        .values({ key, body })
        .onConflictDoUpdate({ target: geocodeCache.key, set: { body, createdAt: new Date() } });
    },
  };
}
