import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents, properties, propertyDrafts, propertyViews } from '../../db/schema/index';

/**
 * Reads of the public listing page. These are the only queries not scoped by a signed-in agent:
 * a listing is found by its public slug, and only what its page shows is read.
 */
export function publicPageRepository(db: Db) {
  return {
    async bySlug(slug: string) {
      const [row] = await db
        .select({ property: properties, draft: propertyDrafts })
        .from(properties)
        .innerJoin(propertyDrafts, eq(propertyDrafts.id, properties.draftId))
        .where(eq(properties.slug, slug))
        .limit(1);
      return row ?? null;
    },

    async agent(agentId: string) {
      const [row] = await db
        .select({
          firstName: agents.firstName,
          lastName: agents.lastName,
          avatarKey: agents.avatarKey,
          phoneCode: agents.phoneCode,
          phoneNumber: agents.phoneNumber,
        })
        .from(agents)
        .where(eq(agents.id, agentId))
        .limit(1);
      return row ?? null;
    },

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
