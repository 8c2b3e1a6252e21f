import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { startFakeMeta, type FakeMeta } from './fakes/meta';

/**
 * One test app for the file, pointed at fake Instagram and Facebook servers on loopback; both are
 * closed after the file. `receive` hands them to the file's own variables; hooks the file registers
 * after this call run once they exist (and its `afterAll` hooks before they close).
 */
export function metaAppForFile(receive: (s: { t: TestApp; meta: FakeMeta }) => void): void {
  let t: TestApp | undefined;
  let meta: FakeMeta | undefined;
  beforeAll(async () => {
    meta = await startFakeMeta();
    t = await createTestApp(meta.env);
    receive({ t, meta });
  });
  afterAll(async () => {
    await t?.close();
    await meta?.close();
  });
}
