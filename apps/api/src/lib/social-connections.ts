import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { facebookPages, mediaProviderAgents } from '../db/schema/index';
import type { TokenCipher } from './token-cipher';

/** Media provider types of spec 3 §3. */
export const ProviderType = { Instagram: 2, Facebook: 3 } as const;
export type SocialProviderType = (typeof ProviderType)[keyof typeof ProviderType];

export interface SocialConnection {
  id: string;
  externalUserId: string | null;
  status: 'connected' | 'reconnect';
  /** Null when it cannot be read (no token, or a key that changed). */
  token: string | null;
}

export interface PageWithToken {
  pageId: string;
  name: string;
  token: string | null;
}

function readToken(cipher: TokenCipher, stored: string | null): string | null {
  if (!stored) return null;
  try {
    return cipher.decrypt(stored);
  } catch {
    return null;
  }
}

/**
 * The agent's connections and Facebook pages as publishing needs them, tokens decrypted only here
 * and never logged. Connecting and disconnecting belong to the media-providers module.
 */
export function socialConnections(db: Db, cipher: TokenCipher) {
  return {
    async connection(agentId: string, type: SocialProviderType): Promise<SocialConnection | null> {
      const [row] = await db
        .select()
        .from(mediaProviderAgents)
        .where(and(eq(mediaProviderAgents.agentId, agentId), eq(mediaProviderAgents.type, type)))
        .limit(1);
      if (!row) return null;
      return { id: row.id, externalUserId: row.externalUserId, status: row.status, token: readToken(cipher, row.accessTokenEncrypted) };
    },

    async isConnected(agentId: string, type: SocialProviderType): Promise<boolean> {
      const [row] = await db
        .select({ id: mediaProviderAgents.id })
        .from(mediaProviderAgents)
        .where(and(eq(mediaProviderAgents.agentId, agentId), eq(mediaProviderAgents.type, type)))
        .limit(1);
      return Boolean(row);
    },

    /** The agent's stored pages among `pageIds` (Facebook's ids), with their page tokens. */
    async pages(agentId: string, pageIds: string[]): Promise<PageWithToken[]> {
      if (pageIds.length === 0) return [];
      const rows = await db
        .select()
        .from(facebookPages)
        .where(and(eq(facebookPages.agentId, agentId), inArray(facebookPages.pageId, pageIds)));
      return rows.map((r) => ({ pageId: r.pageId, name: r.name, token: readToken(cipher, r.accessTokenEncrypted) }));
    },

    /** The provider refused the token (error 190): the account page and the editor ask to reconnect. */
    markReconnect: (agentId: string, type: SocialProviderType) => markReconnect(db, agentId, type),
  };
}

export type SocialConnections = ReturnType<typeof socialConnections>;

/**
 * The provider refused the connection's stored token (error 190): the agent must connect again.
 * GET media-providers/agents then answers `status: 'reconnect'`; the editor and the account page show it.
 */
export async function markReconnect(db: Pick<Db, 'update'>, agentId: string, type: number, now = new Date()): Promise<void> {
  await db
    .update(mediaProviderAgents)
    .set({ status: 'reconnect', updatedAt: now })
    .where(and(eq(mediaProviderAgents.agentId, agentId), eq(mediaProviderAgents.type, type)));
}
