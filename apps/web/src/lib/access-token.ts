import { ACCESS_TOKEN_COOKIE } from '@vitrina/contract/web-boot';
import { getCookie, removeCookie, setCookie } from './cookies';

// index.html's boot script reads the same cookie to know a signed-out visitor at once.
export { ACCESS_TOKEN_COOKIE };
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
