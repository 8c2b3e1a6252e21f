import { setImmediate } from 'node:timers';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agentTokens } from '../db/schema/index';

type SessionRow = { id: string; agentId: string };

/**
 * The session look-up every signed-in call makes, built once per database as a named prepared
 * statement: drizzle does not rebuild its SQL per call, and PostgreSQL parses it once per connection.
 * It takes a list of hashes (a PostgreSQL array literal of hex digests), so the calls that arrive
 * together share one round trip.
 */
function prepareSessionLookup(db: Db) {
  return db
    .select({ id: agentTokens.id, agentId: agentTokens.agentId, tokenHash: agentTokens.tokenHash })
    .from(agentTokens)
    .where(
      and(
        sql`${agentTokens.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`,
        eq(agentTokens.purpose, 'session'),
        isNull(agentTokens.revokedAt),
        gt(agentTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('session_tokens_by_hashes');
}

interface Waiter {
  resolve: (row: SessionRow | null) => void;
  reject: (err: unknown) => void;
}

/**
 * Session look-ups asked during one turn of the event loop (the requests read from the sockets
 * together) leave as ONE query, sent once that turn's callbacks have run (`setImmediate`, taken
 * from node:timers so a test's fake clock cannot hold it). Every call still reads the table after
 * it arrived, so a token revoked by any process before a call is refused on that call; there is
 * no cache. A failed query fails every call of its batch, as each would have failed alone.
 */
function sessionBatcher(db: Db) {
  const lookup = prepareSessionLookup(db);
  let pending: Map<string, Waiter[]> | null = null;

  const run = async (batch: Map<string, Waiter[]>) => {
    try {
      const tokenHashes = `{${[...batch.keys()].join(',')}}`;
      const rows = await lookup.execute({ tokenHashes, now: new Date() });
      const byHash = new Map(rows.map((r) => [r.tokenHash, r]));
      for (const [hash, waiters] of batch) {
        const row = byHash.get(hash);
        for (const w of waiters) w.resolve(row ? { id: row.id, agentId: row.agentId } : null);
      }
    } catch (err) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
    }
  };

  return (tokenHash: string) =>
    new Promise<SessionRow | null>((resolve, reject) => {
      if (!pending) {
        const batch = (pending = new Map());
        setImmediate(() => {
          pending = null;
          void run(batch);
        });
      }
      const waiters = pending.get(tokenHash);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(tokenHash, [{ resolve, reject }]);
    });
}

const sessionLookups = new WeakMap<Db, ReturnType<typeof sessionBatcher>>();

/** A SHA-256 hex digest: the only text that may enter the look-up's array literal. */
const HEX_DIGEST = /^[0-9a-f]{64}$/;

/** The SQL behind sessions and reset tokens, looked up by the hash of the token. */
export function sessionsRepository(db: Db) {
  return {
    /** The live session token (unrevoked, unexpired) with this hash. */
    async findSessionToken(tokenHash: string): Promise<SessionRow | null> {
      if (!HEX_DIGEST.test(tokenHash)) return null;
      let lookup = sessionLookups.get(db);
      if (!lookup) sessionLookups.set(db, (lookup = sessionBatcher(db)));
      return lookup(tokenHash);
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
