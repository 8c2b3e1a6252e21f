import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataDeletionRequests, mediaProviderAgents } from '../../db/schema/index';

/** Meta's deletion requests: they reach every agent's connection to that network's user. */
export function dataDeletionRepository(db: Db) {
  return {
    /** Deletes every connection of that user on that network (their pages go with them) and records the request. */
    deleteUserData: (type: number, externalUserId: string, confirmationCode: string) =>
      db.transaction(async (tx) => {
        const deleted = await tx
          .delete(mediaProviderAgents)
          .where(and(eq(mediaProviderAgents.type, type), eq(mediaProviderAgents.externalUserId, externalUserId)))
          .returning({ id: mediaProviderAgents.id });
        await tx.insert(dataDeletionRequests).values({ confirmationCode, providerType: type, externalUserId, connectionsDeleted: deleted.length });
        return deleted.length;
      }),

    findRequest: async (confirmationCode: string) =>
      (await db.select().from(dataDeletionRequests).where(eq(dataDeletionRequests.confirmationCode, confirmationCode)).limit(1))[0] ?? null,
  };
}
