import { and, asc, eq, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { facebookPages, mediaProviderAgents, mediaProviders } from '../../db/schema/index';

export type ConnectionRow = typeof mediaProviderAgents.$inferSelect;
export type ProviderRow = typeof mediaProviders.$inferSelect;

export interface ConnectionValues {
  agentId: string;
  mediaProviderId: number;
  type: number;
  externalUserId: string;
  username: string | null;
  accessTokenEncrypted: string;
  tokenExpiresAt: Date | null;
}

export interface PageValues {
  pageId: string;
  name: string;
  pictureUrl: string | null;
  accessTokenEncrypted: string;
}

/** Connected accounts and their Facebook pages; every read of an agent's rows is scoped by that agent. */
export function mediaProvidersRepository(db: Db) {
  const connected = (where: ReturnType<typeof and>) =>
    db
      .select({ link: mediaProviderAgents, provider: mediaProviders })
      .from(mediaProviderAgents)
      .innerJoin(mediaProviders, eq(mediaProviders.id, mediaProviderAgents.mediaProviderId))
      .where(where)
      .orderBy(asc(mediaProviders.type));

  return {
    listProviders: () => db.select().from(mediaProviders).orderBy(asc(mediaProviders.type)),

    providerByType: async (type: number): Promise<ProviderRow | null> =>
      (await db.select().from(mediaProviders).where(eq(mediaProviders.type, type)).limit(1))[0] ?? null,

    listConnected: (agentId: string) => connected(eq(mediaProviderAgents.agentId, agentId)),

    connectedOfType: async (agentId: string, type: number) =>
      (await connected(and(eq(mediaProviderAgents.agentId, agentId), eq(mediaProviderAgents.type, type))))[0] ?? null,

    findConnection: async (agentId: string, type: number): Promise<ConnectionRow | null> =>
      (
        await db
          .select()
          .from(mediaProviderAgents)
          .where(and(eq(mediaProviderAgents.agentId, agentId), eq(mediaProviderAgents.type, type)))
          .limit(1)
      )[0] ?? null,

    /** Connecting again replaces the account and token and clears a 'reconnect' status. */
    upsertConnection: async (tx: Db, values: ConnectionValues, now: Date): Promise<ConnectionRow> => {
      const set = {
        externalUserId: values.externalUserId,
        username: values.username,
        accessTokenEncrypted: values.accessTokenEncrypted,
        tokenExpiresAt: values.tokenExpiresAt,
        status: 'connected' as const,
        refreshedAt: now,
        updatedAt: now,
      };
      const [row] = await tx
        .insert(mediaProviderAgents)
        .values({ ...values, ...set })
        .onConflictDoUpdate({ target: [mediaProviderAgents.agentId, mediaProviderAgents.type], set })
        .returning();
      return row!;
    },

    /** The agent's pages become exactly these (kept rows keep their ids). */
    replacePages: async (tx: Db, agentId: string, connectionId: string, pages: PageValues[], now: Date): Promise<void> => {
      const ids = pages.map((p) => p.pageId);
      await tx
        .delete(facebookPages)
        .where(ids.length ? and(eq(facebookPages.agentId, agentId), notInArray(facebookPages.pageId, ids)) : eq(facebookPages.agentId, agentId));
      for (const page of pages) {
        await tx
          .insert(facebookPages)
          .values({ ...page, agentId, mediaProviderAgentId: connectionId, updatedAt: now })
          .onConflictDoUpdate({
            target: [facebookPages.agentId, facebookPages.pageId],
            set: { ...page, mediaProviderAgentId: connectionId, updatedAt: now },
          });
      }
    },

    listPages: (agentId: string) =>
      db
        .select({ pageId: facebookPages.pageId, name: facebookPages.name, pictureUrl: facebookPages.pictureUrl })
        .from(facebookPages)
        .where(eq(facebookPages.agentId, agentId))
        .orderBy(asc(facebookPages.name), asc(facebookPages.pageId)),

    /** Deletes the agent's own connection (its pages go with it); false when it is not theirs. */
    deleteConnection: async (agentId: string, id: string): Promise<boolean> => {
      const rows = await db
        .delete(mediaProviderAgents)
        .where(and(eq(mediaProviderAgents.id, id), eq(mediaProviderAgents.agentId, agentId)))
        .returning({ id: mediaProviderAgents.id });
      return rows.length > 0;
    },

    /** Instagram tokens expiring before `expiringBefore` and obtained before `obtainedBefore`, soonest first. */
    instagramDueForRefresh: (expiringBefore: Date, obtainedBefore: Date, limit: number) =>
      db
        .select({
          id: mediaProviderAgents.id,
          agentId: mediaProviderAgents.agentId,
          accessTokenEncrypted: mediaProviderAgents.accessTokenEncrypted,
        })
        .from(mediaProviderAgents)
        .where(
          and(
            eq(mediaProviderAgents.type, 2),
            eq(mediaProviderAgents.status, 'connected'),
            isNotNull(mediaProviderAgents.accessTokenEncrypted),
            lte(mediaProviderAgents.tokenExpiresAt, expiringBefore),
            sql`coalesce(${mediaProviderAgents.refreshedAt}, ${mediaProviderAgents.createdAt}) <= ${obtainedBefore.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(mediaProviderAgents.tokenExpiresAt))
        .limit(limit),

    /** Stores a refreshed token, unless the agent connected again meanwhile (the token changed). */
    storeRefreshedToken: async (id: string, previous: string, next: { accessTokenEncrypted: string; tokenExpiresAt: Date }, now: Date) => {
      await db
        .update(mediaProviderAgents)
        .set({ ...next, refreshedAt: now, updatedAt: now })
        .where(and(eq(mediaProviderAgents.id, id), eq(mediaProviderAgents.accessTokenEncrypted, previous)));
    },

    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db)),
  };
}
export type MediaProvidersRepository = ReturnType<typeof mediaProvidersRepository>;
