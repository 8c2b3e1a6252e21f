import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ON_PLAYWRIGHT } from './playwright.config';

/** Journeys drive a real server and Chromium: one file at a time, generous time limits. */
export default defineConfig({
  // Runs the same from the repository root (`vitest --config e2e/vitest.config.ts`) and from e2e/.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['journeys/**/*.test.ts'],
    exclude: ON_PLAYWRIGHT.map((name) => `journeys/${name}.test.ts`),
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
    reporters: ['default'],
  },
});
