import type { Locator } from '@playwright/test';

/** The first match that is shown (a text may also sit in an element hidden at this width). */
export function shown(locator: Locator): Locator {
  return locator.filter({ visible: true }).first();
}

/** Every match that is shown: `expect(onScreen(x)).toHaveCount(0)` waits until none is. */
export function onScreen(locator: Locator): Locator {
  return locator.filter({ visible: true });
}

/** A URL test for `expect(page).toHaveURL(...)`: this path and, when given, these query values. */
export function at(pathname: string, query: Record<string, string> = {}): (url: URL) => boolean {
  return (u) => u.pathname === pathname && Object.entries(query).every(([k, v]) => u.searchParams.get(k) === v);
}
