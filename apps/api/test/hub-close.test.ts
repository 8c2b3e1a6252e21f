import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, type TestApp } from './app';
import { serverUrl } from './pg-server';

/**
 * On PostgreSQL the hub's adapter opens its LISTEN connection in the background as the server
 * starts. A server stopped at once (a deploy's quick restart, a twin in a test) closed while that
 * connection was still opening, and then waited for it for ever: the process never exited.
 */
describe.skipIf(!serverUrl)('the hub on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets a server stop right after it has started', async () => {
    for (let i = 1; i <= 12; i += 1) {
      const app = await buildApp({ config: t.config, database: t.database, mailer: { send: async () => undefined, close: () => undefined } });
      await app.ready();
      const stopped = await Promise.race([
        app.close().then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 8000).unref()),
      ]);
      expect(stopped, `stop ${i} of 12 finished`).toBe(true);
    }
  }, 120_000);
});
