import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bumpCounter } from './rate-counter';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('bumpCounter', () => {
  it('gives 100 concurrent bumps the counts 1..100, each key and kind apart', async () => {
    const bumps = await Promise.all(
      Array.from({ length: 100 }, () => bumpCounter(t.database.db, { kind: 'test', key: 'k1', windowSeconds: 3600 })),
    );
    expect(bumps.map((b) => b.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(Math.max(...bumps.map((b) => b.retryAfterSeconds))).toBeLessThanOrEqual(3600);
    expect(Math.min(...bumps.map((b) => b.retryAfterSeconds))).toBeGreaterThan(3000);
    expect((await bumpCounter(t.database.db, { kind: 'test', key: 'k2', windowSeconds: 3600 })).count).toBe(1);
    expect((await bumpCounter(t.database.db, { kind: 'other', key: 'k1', windowSeconds: 3600 })).count).toBe(1);
  });

  it('starts a new window at 1 once the window is over', async () => {
    await bumpCounter(t.database.db, { kind: 'test', key: 'old', windowSeconds: 60 });
    await bumpCounter(t.database.db, { kind: 'test', key: 'old', windowSeconds: 60 });
    await t.database.db.execute(sql`update rate_counters set window_started_at = now() - interval '61 seconds' where key = 'old'`);
    const fresh = await bumpCounter(t.database.db, { kind: 'test', key: 'old', windowSeconds: 60 });
    expect(fresh.count).toBe(1);
    expect(fresh.retryAfterSeconds).toBeGreaterThan(55);
  });
});
