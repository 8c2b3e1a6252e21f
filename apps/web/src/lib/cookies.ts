export interface CookieOptions {
  /** Lifetime in days; a session cookie when omitted. */
  days?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

export function getCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) {
      try {
        return decodeURIComponent(item.slice(prefix.length));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const { days, path = '/', sameSite = 'Lax' } = options;
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=${path}; SameSite=${sameSite}`;
  if (days !== undefined) cookie += `; Max-Age=${Math.round(days * 86400)}`;
  if (window.location.protocol === 'https:') cookie += '; Secure';
  document.cookie = cookie;
}

export function removeCookie(name: string, path = '/'): void {
  document.cookie = `${encodeURIComponent(name)}=; Path=${path}; Max-Age=0; SameSite=Lax`;
}
