import type { Db } from '../../db/client';
import { isTokenRejected } from '../../integrations/meta-http';
import { markReconnect } from '../../lib/social-connections';

export { isTokenRejected, markReconnect };

/** Runs a call made with a stored token; a 190 answer marks the connection before the error goes on. */
export async function withStoredToken<T>(db: Pick<Db, 'update'>, agentId: string, type: number, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (isTokenRejected(err)) await markReconnect(db, agentId, type);
    throw err;
  }
}
