import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaProviderAgents } from '../../db/schema/index';
import { isTokenRejected } from '../../integrations/meta-http';

export { isTokenRejected };

/**
 * The provider refused the connection's stored token (error 190): the agent must connect again.
 * GET media-providers/agents then answers `status: 'reconnect'`. Publishing calls this too.
 */
export async function markReconnect(db: Pick<Db, 'update'>, agentId: string, type: number, now = new Date()): Promise<void> {
  await db
    .update(mediaProviderAgents)
    .set({ status: 'reconnect', updatedAt: now })
    .where(and(eq(mediaProviderAgents.agentId, agentId), eq(mediaProviderAgents.type, type)));
}

/** Runs a call made with a stored token; a 190 answer marks the connection before the error goes on. */
export async function withStoredToken<T>(db: Pick<Db, 'update'>, agentId: string, type: number, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (isTokenRejected(err)) await markReconnect(db, agentId, type);
    throw err;
  }
}
