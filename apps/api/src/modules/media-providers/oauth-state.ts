import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long an authorization started at Instagram may take to come back. */
export const STATE_TTL_MS = 10 * 60 * 1000;

interface StatePayload {
  /** Agent id. */
  a: string;
  /** Expiry, milliseconds since the epoch. */
  e: number;
  /** Nonce. */
  n: string;
}

/**
 * The OAuth `state` that binds Instagram's callback to the agent who started it:
 * `base64url(JSON { a, e, n }).base64url(HMAC-SHA256)` under a key derived from TOKEN_ENCRYPTION_KEY.
 */
export function oauthStates(secret: string) {
  const key = createHash('sha256').update(`vitrina-oauth-state:${secret}`).digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    create(agentId: string, now = Date.now()): string {
      const payload: StatePayload = { a: agentId, e: now + STATE_TTL_MS, n: randomBytes(12).toString('base64url') };
      const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${encoded}.${sign(encoded).toString('base64url')}`;
    },

    /** True only for a state this server signed, for this agent, not yet expired. */
    verify(state: string, agentId: string, now = Date.now()): boolean {
      if (state.length > 1024) return false;
      const [encoded, signature, extra] = state.split('.');
      if (!encoded || !signature || extra !== undefined) return false;
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(encoded);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      let payload: Partial<StatePayload>;
      try {
        payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<StatePayload>;
      } catch {
        return false;
      }
      return payload.a === agentId && typeof payload.e === 'number' && payload.e > now;
    },
  };
}
export type OauthStates = ReturnType<typeof oauthStates>;
