import { createHmac, timingSafeEqual } from 'node:crypto';
import { rawId } from '../../integrations/meta-http';

/**
 * Meta's `signed_request`: `base64url(signature).base64url(payload)`, the signature being
 * HMAC-SHA256 of the encoded payload under the app secret. Answers the payload's user id, or null
 * for anything forged, altered or malformed. The comparison takes constant time.
 */
export function verifySignedRequest(signedRequest: string, appSecret: string): string | null {
  const parts = signedRequest.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  const [signature, payload] = parts as [string, string];
  const expected = createHmac('sha256', appSecret).update(payload).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const text = Buffer.from(payload, 'base64url').toString('utf8');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const fields = data as Record<string, unknown>;
  if (String(fields.algorithm).toUpperCase() !== 'HMAC-SHA256') return null;
  const userId = rawId(text, 'user_id', fields.user_id);
  return userId && userId.length <= 64 ? userId : null;
}

/** Builds a signed_request as Meta does (tests, and tools that replay a callback). */
export function signRequest(payload: Record<string, unknown>, appSecret: string): string {
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${createHmac('sha256', appSecret).update(encoded).digest('base64url')}.${encoded}`;
}
