import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents, properties } from '../../db/schema/index';

/** The listing a public page names, with the agent who owns it (whatever its status). */
export function leadsRepository(db: Db) {
  return {
    async findListing(slug: string) {
      const [row] = await db
        .select({
          propertyId: properties.id,
          draftId: properties.draftId,
          slug: properties.slug,
          status: properties.status,
          agentId: agents.id,
          agentEmail: agents.emailAddress,
          agentFirstName: agents.firstName,
        })
        .from(properties)
        .innerJoin(agents, eq(agents.id, properties.agentId))
        .where(eq(properties.slug, slug))
        .limit(1);
      return row ?? null;
    },

    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db)),
  };
}

export type Listing = NonNullable<Awaited<ReturnType<ReturnType<typeof leadsRepository>['findListing']>>>;
