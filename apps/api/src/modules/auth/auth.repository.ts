import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents, agentTokens, authAttempts, rateCounters } from '../../db/schema/index';

export type AgentRow = typeof agents.$inferSelect;
export type NewAgent = typeof agents.$inferInsert;
type TokenPurpose = (typeof agentTokens.$inferInsert)['purpose'];

export function authRepository(db: Db) {
  return {
    async findByEmail(emailAddress: string): Promise<AgentRow | null> {
      const [row] = await db.select().from(agents).where(eq(agents.emailAddress, emailAddress)).limit(1);
      return row ?? null;
    },

    async findBySocialId(provider: 'google' | 'facebook', id: string): Promise<AgentRow | null> {
      const column = provider === 'google' ? agents.googleSub : agents.facebookId;
      const [row] = await db.select().from(agents).where(eq(column, id)).limit(1);
      return row ?? null;
    },

    async linkSocialId(agentId: string, provider: 'google' | 'facebook', id: string): Promise<void> {
      const set = provider === 'google' ? { googleSub: id } : { facebookId: id };
      await db.update(agents).set({ ...set, updatedAt: new Date() }).where(eq(agents.id, agentId));
    },

    /** Inserts the agent; answers null when the e-mail (or social id) is already taken. */
    async insertAgent(values: NewAgent): Promise<AgentRow | null> {
      const [row] = await db.insert(agents).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async insertToken(agentId: string, purpose: TokenPurpose, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(agentTokens).values({ agentId, purpose, tokenHash, expiresAt });
    },

    async touchLastSession(agentId: string): Promise<Date> {
      const now = new Date();
      await db.update(agents).set({ lastSessionAt: now }).where(eq(agents.id, agentId));
      return now;
    },

    async revokeToken(tokenId: string): Promise<void> {
      await db.update(agentTokens).set({ revokedAt: new Date() }).where(eq(agentTokens.id, tokenId));
    },

    async findResetToken(tokenHash: string) {
      const [row] = await db
        .select()
        .from(agentTokens)
        .where(and(eq(agentTokens.tokenHash, tokenHash), eq(agentTokens.purpose, 'password_reset')))
        .limit(1);
      return row ?? null;
    },

    /**
     * Sets the new password, spends the reset token and revokes every session, all or nothing.
     * Answers false when the token was spent by a concurrent request.
     */
    async resetPassword(tokenId: string, agentId: string, passwordHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const spent = await tx
          .update(agentTokens)
          .set({ revokedAt: now })
          .where(and(eq(agentTokens.id, tokenId), isNull(agentTokens.revokedAt)))
          .returning({ id: agentTokens.id });
        if (spent.length === 0) return false;
        await tx.update(agents).set({ passwordHash, updatedAt: now }).where(eq(agents.id, agentId));
        await tx
          .update(agentTokens)
          .set({ revokedAt: now })
          .where(and(eq(agentTokens.agentId, agentId), isNull(agentTokens.revokedAt)));
        return true;
      });
    },

    /** Housekeeping: old attempts, the sign-in and reset counters of past windows, and dead tokens. */
    async purgeExpired(before: Date, counterKinds: string[]): Promise<void> {
      await db.delete(authAttempts).where(lt(authAttempts.createdAt, before));
      await db.delete(rateCounters).where(and(inArray(rateCounters.kind, counterKinds), lt(rateCounters.windowStartedAt, before)));
      await db.delete(agentTokens).where(lt(agentTokens.expiresAt, before));
    },
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;
