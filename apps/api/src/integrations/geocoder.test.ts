import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../lib/errors';
import { geocoderClient } from './geocoder';

/** The geocoder's turns on a fake clock: no test waits on the wall clock for them. */
describe('geocoder turns', () => {
  let calledAt: number[];

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
    calledAt = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calledAt.push(Date.now());
        return new Response('[]', { headers: { 'content-type': 'application/json' } });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  async function askAtOnce(client: ReturnType<typeof geocoderClient>, count: number) {
    const start = Date.now();
    const settled = Promise.allSettled(Array.from({ length: count }, (_, i) => client.search(`calle ${i}`)));
    await vi.advanceTimersByTimeAsync(10_000);
    return { start, results: await settled };
  }

  it('by default calls the outside service once a second and refuses turns more than 3 s away', async () => {
    const client = geocoderClient({ baseUrl: 'http://geocoder.test', userAgent: 'test' });
    const { start, results } = await askAtOnce(client, 6);
    expect(calledAt.map((t) => t - start)).toEqual([0, 1000, 2000, 3000]);
    const busy = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason as ApiError & { retryAfterSeconds: number });
    expect(busy).toHaveLength(2);
    for (const err of busy) {
      expect(err.type).toBe('GEOCODER_BUSY');
      expect(err.status).toBe(503);
      expect(err.retryAfterSeconds).toBe(4);
    }
  });

  it('takes its spacing and longest wait as options', async () => {
    const client = geocoderClient({ baseUrl: 'http://geocoder.test', userAgent: 'test', minIntervalMs: 50, maxWaitMs: 100 });
    const { start, results } = await askAtOnce(client, 5);
    expect(calledAt.map((t) => t - start)).toEqual([0, 50, 100]);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(2);
  });
});
