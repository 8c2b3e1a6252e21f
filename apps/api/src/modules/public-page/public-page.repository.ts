import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, propertyDrafts, propertyViews } from '../../db/schema/index';

/**
 * Reads and writes of the public listing page not scoped by a signed-in agent: the agent's other
 * listings and the daily visit count. The listing itself is found by the drafts service's
 * look-up by slug, shared with the leads module.
 */
export function publicPageRepository(db: Db) {
  return {
    /** The agent's other Published listings, newest first. */
    otherListings: (agentId: string, exceptPropertyId: string, limit: number) =>
      db
        .select({ property: properties, draft: propertyDrafts })
        .from(properties)
        .innerJoin(propertyDrafts, eq(propertyDrafts.id, properties.draftId))
        .where(and(eq(properties.agentId, agentId), eq(properties.status, 2), ne(properties.id, exceptPropertyId)))
        .orderBy(desc(properties.publishedAt), desc(properties.id))
        .limit(limit),

    /**
     * Counts one visit of `visitor` on `day` (YYYY-MM-DD): the first one of the day adds one to the
     * listing's views; later ones change nothing. Answers whether it was counted.
     */
    async countView(propertyId: string, day: string, visitor: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(propertyViews)
          .values({ propertyId, day, visitor })
          .onConflictDoNothing()
          .returning({ propertyId: propertyViews.propertyId });
        if (inserted.length === 0) return false;
        await tx
          .update(properties)
          .set({ views: sql`${properties.views} + 1` })
          .where(eq(properties.id, propertyId));
        return true;
      });
    },

    /** Forgets who visited before `day`: only today's visitors are needed to count once a day. */
    purgeViewsBefore: (day: string) => db.delete(propertyViews).where(lt(propertyViews.day, day)),
  };
}
export type PublicPageRepository = ReturnType<typeof publicPageRepository>;
