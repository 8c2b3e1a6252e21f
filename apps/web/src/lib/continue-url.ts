/** Reads continue_url and answers a same-origin path that is safe to follow, or null. */
export function safeContinueUrl(raw: string | null): string | null {
  if (!raw) return null;
  let value = raw;
  // Tolerate a value that was encoded twice.
  for (let i = 0; i < 2 && /%2F/i.test(value) && !value.includes('/'); i++) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** `/signup?continue_url=…` keeping the parameter when it is present. */
export function withContinueUrl(path: string, continueUrl: string | null): string {
  if (!continueUrl) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}continue_url=${encodeURIComponent(continueUrl)}`;
}
