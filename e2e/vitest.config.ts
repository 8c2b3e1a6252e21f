import { defineConfig } from 'vitest/config';

/** Journeys drive a real server and Chromium: one file at a time, generous time limits. */
export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
    reporters: ['default'],
  },
});
