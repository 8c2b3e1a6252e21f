import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaProviderAgents, mediaProviders } from '../../db/schema/index';

export function mediaProvidersRepository(db: Db) {
  return {
    listProviders: () => db.select().from(mediaProviders).orderBy(asc(mediaProviders.type)),

    listConnected: (agentId: string) =>
      db
        .select({ link: mediaProviderAgents, provider: mediaProviders })
        .from(mediaProviderAgents)
        .innerJoin(mediaProviders, eq(mediaProviders.id, mediaProviderAgents.mediaProviderId))
        .where(eq(mediaProviderAgents.agentId, agentId))
        .orderBy(asc(mediaProviders.type)),
  };
}
