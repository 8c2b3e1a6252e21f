import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agentTokens } from '../db/schema/index';

/**
 * The session look-up every signed-in call makes, built once per database as a named prepared
 * statement: drizzle does not rebuild its SQL per call, and PostgreSQL parses it once per connection.
 * It still reads the table on every call, so a token revoked by any process is refused at once.
 */
function prepareSessionLookup(db: Db) {
  return db
    .select({ id: agentTokens.id, agentId: agentTokens.agentId })
    .from(agentTokens)
    .where(
      and(
        eq(agentTokens.tokenHash, sql.placeholder('tokenHash')),
        eq(agentTokens.purpose, 'session'),
        isNull(agentTokens.revokedAt),
        gt(agentTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_token_by_hash');
}

const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

/** The SQL behind sessions and reset tokens, looked up by the hash of the token. */
export function sessionsRepository(db: Db) {
  return {
    /** The live session token (unrevoked, unexpired) with this hash. */
    async findSessionToken(tokenHash: string): Promise<{ id: string; agentId: string } | null> {
      let lookup = sessionLookups.get(db);
      if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
      const [row] = await lookup.execute({ tokenHash, now: new Date() });
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
