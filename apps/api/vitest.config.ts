import { configDefaults, defineConfig } from 'vitest/config';

/** Stops and starts the whole PostgreSQL server: it runs alone, after every other file. */
const RESTART = 'test/database-restart.test.ts';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A run where nothing finishes for 8 minutes fails, saying what was running (a hang would hold CI).
    reporters: ['default', './test/support/stall-watchdog.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, RESTART],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'database-restart',
          include: [RESTART],
          testTimeout: 120_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
