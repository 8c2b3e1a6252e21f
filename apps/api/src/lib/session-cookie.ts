import { ACCESS_TOKEN_COOKIE } from '@vitrina/contract/web-boot';

const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${ACCESS_TOKEN_COOKIE.replace('.', '\\.')}=([^;]+)`);

/**
 * The session token in a request's Cookie header: the cookie the web app keeps it in (spec 1 §4);
 * null without one, or when its value is not decodable.
 */
export function sessionCookieToken(cookieHeader: string | undefined): string | null {
  const found = cookieHeader ? SESSION_COOKIE_PATTERN.exec(cookieHeader) : null;
  if (!found) return null;
  try {
    return decodeURIComponent(found[1]!) || null;
  } catch {
    return null;
  }
}
