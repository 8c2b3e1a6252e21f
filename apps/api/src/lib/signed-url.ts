import { createHmac, timingSafeEqual } from 'node:crypto';

/** Capability links for files that need no headers to open (a new tab, a download). */
export function signedUrls(secret: string, baseUrl: string) {
  const key = createHmac('sha256', secret).update('vitrina-download-links').digest();
  const sign = (id: string, expires: number) => createHmac('sha256', key).update(`${id}.${expires}`).digest('base64url');
  return {
    /** `/downloads/{id}/{name}?expires=…&signature=…`, valid for `ttlMs`. */
    make(id: string, fileName: string, ttlMs: number, download = false): string {
      const expires = Math.floor((Date.now() + ttlMs) / 1000);
      const q = new URLSearchParams({ expires: String(expires), signature: sign(id, expires) });
      if (download) q.set('download', '1');
      return `${baseUrl}/downloads/${id}/${encodeURIComponent(fileName)}?${q}`;
    },
    /** `{baseUrl}{path}?expires=…&signature=…` for another route that checks `verify(id, …)`. */
    link(path: string, id: string, ttlMs: number): string {
      return this.linkUntil(path, id, Date.now() + ttlMs);
    },
    /** As `link`, valid until `expiresAtMs` (whole seconds). */
    linkUntil(path: string, id: string, expiresAtMs: number): string {
      const expires = Math.floor(expiresAtMs / 1000);
      return `${baseUrl}${path}?${new URLSearchParams({ expires: String(expires), signature: sign(id, expires) })}`;
    },
    verify(id: string, expires: string | undefined, signature: string | undefined): boolean {
      const exp = Number(expires);
      if (!signature || !Number.isInteger(exp) || exp * 1000 < Date.now()) return false;
      const expected = Buffer.from(sign(id, exp));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type SignedUrls = ReturnType<typeof signedUrls>;
