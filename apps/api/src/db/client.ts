import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { apiDir } from '../lib/package-dir';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the server's URL, for another pool of the same kind (the hub's adapter). */
  connectionString: string | null;
  /** Answers when `select 1` does within `timeoutMs`; throws (a connection error) otherwise. */
  ping(timeoutMs: number): Promise<void>;
  /** Where pool errors are logged (warn, without SQL values); the app sets its own logger. */
  setLogger(log: PoolLogger): void;
  close(): Promise<void>;
}

export interface PoolLogger {
  warn(obj: object, msg: string): void;
}

/** Before the app gives its logger: one JSON line on stderr. */
const stderrLogger: PoolLogger = {
  warn: (obj, msg) => process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), ...obj, msg })}\n`),
};

/** What a pool error may say in a log: Node's or PostgreSQL's code and the message, never SQL or values. */
function poolErrorFields(err: unknown) {
  const e = err as { code?: unknown; message?: unknown };
  return { code: typeof e?.code === 'string' ? e.code : undefined, message: String(e?.message ?? err).split('\n')[0] };
}

export interface PoolOptions {
  max: number;
  /** Current logger, read at each error (the app may replace it after the pool exists). */
  log: () => PoolLogger;
}

/**
 * A pg pool that rides out a database restart: an idle or checked-out client whose connection
 * dies (PostgreSQL restarting answers 57P01 and closes the socket) emits `error`, which would
 * crash the process without a listener; it is logged and the broken client is dropped by the
 * pool, which opens new connections once the server is back. Connecting gives up after 2 s, so
 * requests during an outage fail fast (503) instead of queueing; TCP keep-alive notices a server
 * that vanished without closing its sockets.
 */
export function createPool(connectionString: string, opts: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: opts.max,
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 10_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  pool.on('error', (err) => opts.log().warn({ db: poolErrorFields(err) }, 'idle database connection lost'));
  pool.on('connect', (client) => {
    client.on('error', (err) => opts.log().warn({ db: poolErrorFields(err) }, 'database connection lost'));
  });
  return pool;
}

/** Rejects when `work` has not answered within `ms` (the work itself is left to end on its own). */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('database ping timed out'), { code: 'ETIMEDOUT' })), ms);
  });
  work.catch(() => undefined);
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const migrationsFolder = path.join(apiDir, 'drizzle');

/**
 * PGlite runs PostgreSQL inside the process's WebAssembly memory, which never shrinks: the default
 * 128 MB of shared buffers is allocated and written at start (measured: 350 MB resident once opened
 * on 100,000 customers, 230 MB with 16 MB). Pages beyond the buffers are re-read from the data
 * files, which the operating system caches outside the process.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/**
 * Opens the database: PostgreSQL when a URL is given, else PGlite under `dataDir/db`
 * (or in memory when dataDir is ':memory:'). Migrations are applied before it is returned.
 */
export async function openDatabase(opts: { databaseUrl: string | null; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) {
    let log = stderrLogger;
    const pool = createPool(opts.databaseUrl, { max: 10, log: () => log });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      connectionString: opts.databaseUrl,
      ping: async (ms) => void (await within(pool.query('select 1'), ms)),
      setLogger: (next) => void (log = next),
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  if (opts.dataDir !== ':memory:') {
    dir = path.join(opts.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
  }
  const client = new PGlite({ dataDir: dir, extensions: { pg_trgm, btree_gin }, startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    connectionString: null,
    ping: async (ms) => void (await within(client.query('select 1'), ms)),
    setLogger: () => undefined,
    close: () => client.close(),
  };
}
