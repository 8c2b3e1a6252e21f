import { test as base, expect, type Browser, type TestInfo } from '@playwright/test';
import { openVisit, screenshot, type Visit } from './browser';
import { startServer, type RunningServer } from './server';

/** The server of the running test file, kept by the worker (see `server` below). */
interface ServerSlot {
  file: string | null;
  server: RunningServer | null;
}

export interface JourneyFixtures {
  /** The real server and its fakes, fresh for each test file (fresh data, empty mailboxes). */
  server: RunningServer;
  /** An absolute address on the app. */
  url: (pathAndQuery: string) => string;
  /** A fresh browser context on the app, outside requests faked or refused (support/browser.ts). */
  visit: Visit;
}

export const test = base.extend<JourneyFixtures, { serverSlot: ServerSlot }>({
  serverSlot: [
    async ({}, use) => {
      const slot: ServerSlot = { file: null, server: null };
      await use(slot);
      await slot.server?.stop();
    },
    { scope: 'worker' },
  ],
  // A worker runs one file after another: the server is started again when the file changes, so
  // every file begins on fresh data as it did when each file had its own process.
  server: [
    async ({ serverSlot }, use, testInfo) => {
      if (serverSlot.file !== testInfo.file || !serverSlot.server) {
        await serverSlot.server?.stop();
        serverSlot.server = null;
        serverSlot.server = await startServer();
        serverSlot.file = testInfo.file;
      }
      await use(serverSlot.server);
    },
    // Starting the server is not counted in the test's 90 s: it has 120 s of its own.
    { timeout: 120_000 },
  ],
  url: async ({ server }, use) => {
    await use((pathAndQuery: string) => `${server.baseUrl}${pathAndQuery}`);
  },
  visit: async ({ browser, server, locale }, use, testInfo) => {
    const visit = await openVisit(browser, server.baseUrl, undefined, [new URL(server.fakes.instagram.url).origin], locale);
    await use(visit);
    if (testInfo.status !== testInfo.expectedStatus) await reportFailure(testInfo, visit, server);
    const unexpected = visit.unexpectedProblems();
    await visit.context.close();
    // A normal flow logs nothing in the browser's console: a failed request or an uncaught error
    // that a journey did not provoke on purpose (allowConsoleErrors) fails it.
    if (testInfo.status === testInfo.expectedStatus && unexpected.length > 0) {
      throw new Error(`the page logged errors:\n  ${unexpected.join('\n  ')}`);
    }
  },
  context: async ({ visit }, use) => {
    await use(visit.context);
  },
  page: async ({ visit }, use) => {
    await use(visit.page);
  },
});

export { expect };
export type { Browser };
export { at, onScreen, shown } from './locators';
export { allowConsoleErrors } from './browser';

async function reportFailure(testInfo: TestInfo, visit: Visit, server: RunningServer) {
  const name = testInfo.title.replace(/[^a-z0-9]+/gi, '-').toLowerCase().slice(0, 80);
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
