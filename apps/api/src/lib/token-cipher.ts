import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Social tokens at rest: AES-256-GCM under a key derived from TOKEN_ENCRYPTION_KEY.
 * Stored as `v1.{iv}.{tag}.{ciphertext}` (base64url), so a future key or algorithm can be told apart.
 */
export function tokenCipher(secret: string) {
  const key = createHash('sha256').update(`vitrina-social-tokens:${secret}`).digest();
  return {
    encrypt(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    /** Throws when the value was not made with this key (or was altered). */
    decrypt(stored: string): string {
      const [version, iv, tag, body] = stored.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unknown token format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
export type TokenCipher = ReturnType<typeof tokenCipher>;
