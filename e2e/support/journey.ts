import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchBrowser, openVisit, screenshot, type Visit } from './browser';
import { startServer, type RunningServer } from './server';

export interface Journey {
  server: RunningServer;
  browser: Browser;
  /** The browser context and page of the running test (a fresh one per test). */
  visit: Visit;
  /** An absolute address on the app. */
  url(pathAndQuery: string): string;
}

/**
 * One server (fresh data, fresh fakes) and one Chromium per test file; a fresh browser context
 * per test. On a failure the page is saved to e2e/.artifacts/failed-<test>.png and what the
 * page logged and the refused outside requests are printed.
 */
export function useJourney(): Journey {
  const state = {} as Journey;
  beforeAll(async () => {
    state.server = await startServer();
    state.browser = await launchBrowser();
    state.url = (p: string) => `${state.server.baseUrl}${p}`;
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.server?.stop();
  });
  beforeEach(async () => {
    state.visit = await openVisit(state.browser, state.server.baseUrl, undefined, [new URL(state.server.fakes.instagram.url).origin]);
  });
  afterEach(async (ctx) => {
    const visit = state.visit;
    if (!visit) return;
    if (ctx.task.result?.state === 'fail') await reportFailure(ctx.task.name, visit, state.server);
    await visit.context.close();
  });
  return state;
}

async function reportFailure(testName: string, visit: Visit, server: RunningServer) {
  const name = testName.replace(/[^a-z0-9]+/gi, '-').toLowerCase().slice(0, 80);
  try {
    const file = await screenshot(visit.page, `failed-${name}`, { checkAccessibility: false });
    console.error(`[e2e] screenshot of the failure: ${file}`);
  } catch {
    /* the page may be gone */
  }
  console.error(`[e2e] page at failure: ${visit.page.url()}`);
  if (visit.problems.length) console.error(`[e2e] page problems:\n  ${visit.problems.join('\n  ')}`);
  if (visit.blocked.length) console.error(`[e2e] refused outside requests:\n  ${visit.blocked.join('\n  ')}`);
  const serverLog = server.output().trim();
  if (serverLog) console.error(`[e2e] server output (tail):\n${serverLog.slice(-4_000)}`);
}
