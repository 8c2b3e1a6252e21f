import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { jobsPlugin } from './jobs';

let app: FastifyInstance;
let database: Database;
const ran: string[] = [];
let flakyCalls = 0;

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: null, dataDir: ':memory:' });
  app = Fastify({ logger: false });
  await app.register(jobsPlugin, { database, pollingSeconds: 0.5 });
  app.jobs.define<{ n: string }>({
    name: 'test-work',
    policy: 'stately',
    expireInSeconds: 30,
    retryLimit: 3,
    retryDelaySeconds: 0,
    concurrency: 2,
    async handler(job) {
      if (job.data.n === 'flaky' && flakyCalls++ === 0) throw new Error('first try fails');
      ran.push(job.data.n);
    },
  });
  await app.jobs.schedule('test-work', '0 4 * * *', { n: 'daily' });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const rows = async (query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
};

describe('durable jobs on PGlite', () => {
  it('runs a job enqueued in a committed transaction, never one whose transaction rolled back', async () => {
    await database.db
      .transaction(async (tx) => {
        await app.jobs.send('test-work', { n: 'rolled-back' }, { singletonKey: 'a', tx });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await app.jobs.send('test-work', { n: 'committed' }, { singletonKey: 'b', tx });
    });
    app.jobs.notify('test-work');
    await until(() => ran.includes('committed'));
    expect(ran).toEqual(['committed']);
    expect(await rows(sql`select count(*)::int as n from pgboss.job where singleton_key = 'a'`)).toEqual([{ n: 0 }]);
  });

  it('keeps one queued job per key, and retries a job that failed', async () => {
    const first = await app.jobs.send('test-work', { n: 'flaky' }, { singletonKey: 'c' });
    const second = await app.jobs.send('test-work', { n: 'flaky' }, { singletonKey: 'c' });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    app.jobs.notify('test-work');
    await until(() => ran.includes('flaky'));
    expect(ran.filter((n) => n === 'flaky')).toHaveLength(1);
    expect(flakyCalls).toBe(2); // the first try failed, the retry ran
  });

  it('stores recurring work on its cron', async () => {
    expect(await rows(sql`select name, cron from pgboss.schedule`)).toEqual([{ name: 'test-work', cron: '0 4 * * *' }]);
  });
});
