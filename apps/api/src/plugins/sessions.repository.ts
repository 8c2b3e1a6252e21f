import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agentTokens } from '../db/schema/index';

/** The SQL behind sessions and reset tokens, looked up by the hash of the token. */
export function sessionsRepository(db: Db) {
  return {
    /** The live session token (unrevoked, unexpired) with this hash. */
    async findSessionToken(tokenHash: string): Promise<{ id: string; agentId: string } | null> {
      const [row] = await db
        .select({ id: agentTokens.id, agentId: agentTokens.agentId })
        .from(agentTokens)
        .where(
          and(
            eq(agentTokens.tokenHash, tokenHash),
            eq(agentTokens.purpose, 'session'),
            isNull(agentTokens.revokedAt),
            gt(agentTokens.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** A password reset token with this hash, used or not. */
    async findResetToken(tokenHash: string): Promise<{ revokedAt: Date | null; expiresAt: Date } | null> {
      const [row] = await db
        .select({ revokedAt: agentTokens.revokedAt, expiresAt: agentTokens.expiresAt })
        .from(agentTokens)
        .where(and(eq(agentTokens.tokenHash, tokenHash), eq(agentTokens.purpose, 'password_reset')))
        .limit(1);
      return row ?? null;
    },
  };
}
