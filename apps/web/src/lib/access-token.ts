import { getCookie, removeCookie, setCookie } from './cookies';

/** Cookie that keeps the agent's access token (spec 1 §4). */
export const ACCESS_TOKEN_COOKIE = 'auth.accessToken';
const ACCESS_TOKEN_DAYS = 30;

export function getAccessToken(): string | null {
  return getCookie(ACCESS_TOKEN_COOKIE) || null;
}

export function saveAccessToken(token: string): void {
  setCookie(ACCESS_TOKEN_COOKIE, token, { days: ACCESS_TOKEN_DAYS, path: '/', sameSite: 'Lax' });
}

export function removeAccessToken(): void {
  removeCookie(ACCESS_TOKEN_COOKIE, '/');
}
