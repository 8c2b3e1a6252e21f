import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP } from './support/browser';

/**
 * The journeys: a real server (one per test file, see support/fixtures.ts) and Debian's Chromium,
 * never a downloaded browser. Screenshots and failure pictures go to e2e/.artifacts/.
 * E2E_WORKERS sets how many files run at once (each with its own server and Chromium).
 */
export default defineConfig({
  testDir: 'journeys',
  testMatch: '**/*.test.ts',
  outputDir: '.artifacts/test-results',
  timeout: 90_000,
  // The whole suite takes 17-19 minutes here: one that runs away fails instead of holding CI to its limit.
  globalTimeout: 45 * 60_000,
  // Compared pictures: a few pixels may differ (anti-aliasing); animations and the caret are stopped.
  expect: { timeout: 15_000, toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' } },
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
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
