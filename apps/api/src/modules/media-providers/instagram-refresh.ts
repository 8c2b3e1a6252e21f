import { MediaProviderType } from '@vitrina/contract/schemas/media-provider';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { refreshInstagramToken } from '../../integrations/instagram-oauth';
import { isTokenRejected } from '../../integrations/meta-http';
import { tokenCipher } from '../../lib/token-cipher';
import { markReconnect } from './connection-status';
import { mediaProvidersRepository } from './media-providers.repository';

const DAY_MS = 24 * 3600 * 1000;
/** Tokens expiring within this window are refreshed. */
export const REFRESH_WINDOW_MS = 7 * DAY_MS;
/** Instagram refuses to refresh a token younger than a day. */
export const MIN_TOKEN_AGE_MS = DAY_MS;
const BATCH = 500;

export interface RefreshDeps {
  db: Db;
  config: Pick<Config, 'instagram' | 'tokenEncryptionKey'>;
  /** Told of an account that could not be refreshed (no token or URL is ever passed). */
  log?: { warn: (obj: Record<string, unknown>, msg: string) => void };
}

export interface RefreshOutcome {
  refreshed: number;
  reconnect: number;
  failed: number;
}

/**
 * Refreshes every Instagram long-lived token that expires within 7 days and is at least a day old.
 * A refused token (190) turns the connection to 'reconnect'; one bad account never stops the rest,
 * and this never throws for one. The job queue calls it on a schedule.
 */
export async function refreshInstagramTokens(deps: RefreshDeps, now: Date = new Date()): Promise<RefreshOutcome> {
  const outcome: RefreshOutcome = { refreshed: 0, reconnect: 0, failed: 0 };
  const { graphUrl } = deps.config.instagram;
  const repo = mediaProvidersRepository(deps.db);
  const cipher = tokenCipher(deps.config.tokenEncryptionKey);
  const due = await repo.instagramDueForRefresh(new Date(now.getTime() + REFRESH_WINDOW_MS), new Date(now.getTime() - MIN_TOKEN_AGE_MS), BATCH);
  for (const row of due) {
    const stored = row.accessTokenEncrypted!;
    try {
      let token: string;
      try {
        token = cipher.decrypt(stored);
      } catch {
        await markReconnect(deps.db, row.agentId, MediaProviderType.Instagram, now); // sealed under another key
        outcome.reconnect += 1;
        continue;
      }
      const fresh = await refreshInstagramToken({ graphUrl }, token, now);
      await repo.storeRefreshedToken(row.id, stored, { accessTokenEncrypted: cipher.encrypt(fresh.accessToken), tokenExpiresAt: fresh.expiresAt }, now);
      outcome.refreshed += 1;
    } catch (err) {
      if (isTokenRejected(err)) {
        await markReconnect(deps.db, row.agentId, MediaProviderType.Instagram, now).catch(() => undefined);
        outcome.reconnect += 1;
      } else {
        outcome.failed += 1;
        deps.log?.warn({ mediaProviderAgentId: row.id, type: (err as { type?: string }).type ?? 'unknown' }, 'instagram token refresh failed');
      }
    }
  }
  return outcome;
}
