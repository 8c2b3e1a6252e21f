import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { executorOf, type SqlExecutor } from '../db/sql-executor';
import { isDatabaseUnavailable } from '../lib/db-errors';

export type Job<T> = PgBoss.JobWithMetadata<T>;

export interface QueueDefinition<T extends object> {
  name: string;
  /** 'stately' keeps at most one queued and one running job per singletonKey. */
  policy?: 'standard' | 'stately';
  /** A running job past this is given up by pg-boss and retried: handlers end well before it. */
  expireInSeconds: number;
  retryLimit: number;
  retryDelaySeconds: number;
  /** Jobs of this queue run at once in one process. */
  concurrency: number;
  /** `signal` aborts when the app closes. */
  handler(job: Job<T>, signal: AbortSignal): Promise<void>;
  /** Runs after start, once stale jobs are released, and then every `sweepEveryMs`. */
  sweep?: () => Promise<void>;
  sweepEveryMs?: number;
}

export interface SendOptions {
  singletonKey?: string;
  /** A drizzle transaction: the job exists only if it commits. */
  tx?: unknown;
}

export interface Jobs {
  /** Declares a queue and its worker; before the app is ready. */
  define<T extends object>(queue: QueueDefinition<T>): void;
  /** Enqueues one job; null when a singleton job of that key is already queued. */
  send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Wakes the queue's idle workers (after the transaction that enqueued has committed). */
  notify(queue: string): void;
  /**
   * Recurring work: `cron` in UTC (e.g. '0 4 * * *'). The queue must be defined; pg-boss
   * enqueues one job per tick across all processes.
   */
  schedule(queue: string, cron: string, data?: object): Promise<void>;
  /** Aborts when the app starts closing. */
  readonly closing: AbortSignal;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** Counts statements in flight, so closing waits for pg-boss's last unawaited write. */
function counting(executor: SqlExecutor) {
  let pending = 0;
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      pending++;
      try {
        return await executor.executeSql(text, values);
      } finally {
        pending--;
      }
    },
    async drained(ms: number) {
      const until = Date.now() + ms;
      while (pending > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    },
  };
}

export interface JobsOptions {
  database: Database;
  /** How often idle workers look for jobs. */
  pollingSeconds?: number;
}

/**
 * Durable jobs on the project's own database with pg-boss 10 (PGlite or PostgreSQL). On PGlite
 * one process owns the data, so at start every job still marked active belongs to a process that
 * died: it is released at once instead of waiting for its expiry.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, opts: JobsOptions) => {
  const { database } = opts;
  const db = counting(executorOf(database.db, database.kind));
  const boss = new PgBoss({
    db: { executeSql: (text, values) => db.executeSql(text, values) },
    supervise: true,
    schedule: true,
    migrate: true,
    maintenanceIntervalSeconds: 30,
    archiveCompletedAfterSeconds: 60 * 60 * 24,
    pollingIntervalSeconds: opts.pollingSeconds ?? 2,
  });
  // Never unhandled: pg-boss keeps polling while PostgreSQL restarts and works again once it is back.
  boss.on('error', (err) => {
    if (isDatabaseUnavailable(err)) app.log.warn({ err }, 'job queue: database unavailable');
    else app.log.error({ err }, 'job queue error');
  });
  const queues = new Map<string, QueueDefinition<object>>();
  const workerIds = new Map<string, string[]>();
  const schedules: Array<{ queue: string; cron: string; data?: object }> = [];
  const closing = new AbortController();
  const timers: NodeJS.Timeout[] = [];
  let started = false;

  async function releaseStale(queue: string) {
    if (database.kind !== 'pglite') return; // on PostgreSQL other processes may own them: expiry decides
    // A running job that already has a queued twin (same key) is dropped; the rest run again now,
    // without counting as a retry (started_on cleared).
    await db.executeSql(
      `DELETE FROM pgboss.job a WHERE a.name = $1 AND a.state = 'active' AND a.singleton_key IS NOT NULL
         AND EXISTS (SELECT 1 FROM pgboss.job b WHERE b.name = a.name AND b.singleton_key = a.singleton_key AND b.state IN ('created', 'retry'))`,
      [queue],
    );
    await db.executeSql(
      `UPDATE pgboss.job SET state = 'retry', started_on = NULL, start_after = now() WHERE name = $1 AND state = 'active'`,
      [queue],
    );
  }

  async function runSweep(q: QueueDefinition<object>) {
    try {
      await q.sweep?.();
    } catch (err) {
      app.log.error({ err, queue: q.name }, 'job sweep failed');
    }
  }

  const jobs: Jobs = {
    define(queue) {
      if (started) throw new Error(`queue ${queue.name} defined after start`);
      queues.set(queue.name, queue as unknown as QueueDefinition<object>);
    },
    async send(queue, data, options = {}) {
      const connection = options.tx ? executorOf(options.tx, database.kind) : undefined;
      return boss.send(queue, data, {
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(connection ? { db: { executeSql: (text: string, values: unknown[]) => connection.executeSql(text, values) } } : {}),
      });
    },
    notify(queue) {
      for (const id of workerIds.get(queue) ?? []) boss.notifyWorker(id);
    },
    async schedule(queue, cron, data) {
      if (!queues.has(queue)) throw new Error(`queue ${queue} is not defined`);
      if (started) await boss.schedule(queue, cron, data ?? {}, { tz: 'UTC' });
      else schedules.push({ queue, cron, data });
    },
    closing: closing.signal,
  };
  app.decorate('jobs', jobs);

  app.addHook('onReady', async () => {
    await boss.start();
    for (const q of queues.values()) {
      await boss.createQueue(q.name, {
        name: q.name,
        policy: q.policy ?? 'standard',
        expireInSeconds: q.expireInSeconds,
        retryLimit: q.retryLimit,
        retryDelay: q.retryDelaySeconds,
        retryBackoff: false,
      });
      await releaseStale(q.name);
    }
    started = true;
    for (const s of schedules) await boss.schedule(s.queue, s.cron, s.data ?? {}, { tz: 'UTC' });
    for (const q of queues.values()) {
      await runSweep(q);
      const ids: string[] = [];
      for (let i = 0; i < q.concurrency; i++) {
        ids.push(
          await boss.work<object>(q.name, { includeMetadata: true, batchSize: 1 }, async ([job]) => {
            if (job) await q.handler(job, closing.signal);
          }),
        );
      }
      workerIds.set(q.name, ids);
      if (q.sweep && q.sweepEveryMs) {
        const timer = setInterval(() => void runSweep(q), q.sweepEveryMs);
        timer.unref();
        timers.push(timer);
      }
    }
  });

  app.addHook('onClose', async () => {
    closing.abort();
    for (const t of timers) clearInterval(t);
    // Handlers stop between two outside calls when `closing` aborts; what is still running after
    // the timeout is failed back to the queue by pg-boss and resumed by the next start.
    await boss.stop({ graceful: true, wait: true, timeout: 5000, close: false }).catch((err) => app.log.warn({ err }, 'job queue stop failed'));
    await db.drained(2000);
  });
});
