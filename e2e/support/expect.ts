import type { Locator, Page } from 'playwright-core';

/**
 * Waiting assertions on what the page shows (playwright-core has no `expect`): each waits up to
 * the context's default timeout and fails with what the page showed instead.
 */

/** Waits for the first *visible* match (a text may also sit in an element hidden at this width). */
export async function visible(locator: Locator, what?: string): Promise<Locator> {
  const shown = locator.filter({ visible: true }).first();
  try {
    await shown.waitFor({ state: 'visible' });
  } catch (err) {
    throw new Error(`expected to see ${what ?? String(locator)}: ${(err as Error).message.split('\n')[0]}`);
  }
  return shown;
}

/** Waits until no match is visible. */
export async function hidden(locator: Locator, what?: string, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while ((await locator.filter({ visible: true }).count()) > 0) {
    if (Date.now() > deadline) throw new Error(`expected not to see ${what ?? String(locator)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Text on the page, exactly as written (whitespace-normalised substring match). */
export function seeText(page: Page | Locator, text: string): Promise<Locator> {
  return visible(page.getByText(text, { exact: false }), `the text '${text}'`);
}

/** Waits until the address is `pathname` (and, when given, has these query values). */
export async function atPath(page: Page, pathname: string, query: Record<string, string> = {}, timeout = 15_000) {
  const matches = (u: URL) =>
    u.pathname === pathname && Object.entries(query).every(([k, v]) => u.searchParams.get(k) === v);
  try {
    await page.waitForURL(matches, { timeout, waitUntil: 'commit' });
  } catch {
    const q = new URLSearchParams(query).toString();
    throw new Error(`expected to be at ${pathname}${q ? `?${q}` : ''} but the page is at ${page.url()}`);
  }
}

/** Waits until the button is enabled (or, with `enabled: false`, disabled). */
export async function buttonEnabled(locator: Locator, enabled = true, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const now = await locator.isEnabled().catch(() => null);
    if (now === enabled) return;
    if (Date.now() > deadline) throw new Error(`expected ${String(locator)} to be ${enabled ? 'enabled' : 'disabled'}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export { SESSION_COOKIE, sessionToken } from './accounts';
