import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP } from './support/browser';

/**
 * The journeys: a real server (one per test file, see support/fixtures.ts) and Debian's Chromium,
 * never a downloaded browser. Screenshots and failure pictures go to e2e/.artifacts/.
 * E2E_WORKERS sets how many files run at once (each with its own server and Chromium).
 */
/** The journeys moved from vitest so far (the rest still run under vitest.config.ts). */
export const ON_PLAYWRIGHT = ['sign-in', 'customers', 'publishing'];

export default defineConfig({
  testDir: 'journeys',
  testMatch: ON_PLAYWRIGHT.map((name) => `${name}.test.ts`),
  outputDir: '.artifacts/test-results',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    viewport: DESKTOP,
    locale: 'es-VE',
    timezoneId: 'America/Caracas',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
});
