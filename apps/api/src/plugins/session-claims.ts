import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agentTokens } from '../db/schema/index';

export interface Session {
  agentId: string;
  tokenId: string;
  tokenHash: string;
}

const KEPT = 10_000;

/**
 * The sessions this process has seen pass authentication, by the hash of their token (at most
 * 10,000, the oldest forgotten first). Never believed on their own: the rate limiter keys a call on
 * its agent with them (else on its address), and a list route (`config.sessionInStatement`) scopes
 * its statement by the remembered agent while that statement checks the session is still live
 * (`liveSessionJoin`), so a token revoked by any process is refused on its very next call.
 */
export class KnownSessions {
  private readonly byHash = new Map<string, Session>();

  get(tokenHash: string): Session | undefined {
    return this.byHash.get(tokenHash);
  }

  remember(session: Session): void {
    if (this.byHash.get(session.tokenHash)?.tokenId === session.tokenId) return;
    if (this.byHash.size >= KEPT) this.byHash.delete(this.byHash.keys().next().value!);
    this.byHash.set(session.tokenHash, session);
  }
}

/**
 * One row (`live` = 1) when the claimed session is live: the token with these id, hash and agent,
 * unrevoked and unexpired at `sessionNow`; none otherwise.
 */
function liveSessionRow(db: Db) {
  const p = sql.placeholder;
  return db
    .select({ live: sql<number>`1`.as('live') })
    .from(agentTokens)
    .where(
      and(
        eq(agentTokens.id, p('sessionTokenId')),
        eq(agentTokens.tokenHash, p('sessionTokenHash')),
        eq(agentTokens.agentId, p('agentId')),
        eq(agentTokens.purpose, 'session'),
        isNull(agentTokens.revokedAt),
        gt(agentTokens.expiresAt, p('sessionNow')),
      ),
    );
}

/**
 * The claimed session as a subquery a page is RIGHT JOINed to (ON the page's own condition): no row
 * at all without a live session, and with one, the page's rows or a single row of nulls for an
 * empty page, which still carries the page's total. An empty answer needs no look-up of its own.
 */
export const liveSessionJoin = (db: Db) => liveSessionRow(db).as('live_session');

/** The session a list statement must find live itself (the claimed one), or null when it was already looked up. */
export type SessionCheck = Session | null;

/** The values `liveSessionJoin` reads (none when there is no check: its statement has no such placeholders). */
export function sessionCheckValues(check: SessionCheck) {
  return check ? { sessionTokenId: check.tokenId, sessionTokenHash: check.tokenHash, sessionNow: new Date().toISOString() } : {};
}
