/**
 * The processes under load: the compiled server `npm start` runs (apps/api/dist/server.js, plain
 * Node, no TypeScript loader) and a bare Fastify route (load-bare.ts) as the baseline, each in a
 * child process of its own so that autocannon does not share their event loop. The database is
 * seeded here first (PGlite under a data folder, or a PostgreSQL database), then closed, and the
 * server opens it as an operator's would.
 */
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client';
import { searchText } from '../../apps/api/src/lib/search-text';
import { seedDatabase } from '../../apps/api/src/seeds';
import { freePort, serverEnv, waitForHealth } from '../../apps/api/test/support/server-process';
import { seedLoad, type SeedCounts } from './load-seed';
import { BENCH_API_KEY } from './load-shared';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const API_DIR = path.resolve(HERE, '..', '..', 'apps', 'api');
const BUNDLE = path.join(API_DIR, 'dist', 'server.js');
/** The Node flags of `npm start` (package.json), so the bench measures what operators run. */
const START_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=96', '--no-liftoff'];

export interface Seeded {
  kind: 'pglite' | 'postgres';
  timings: Array<[string, number]>;
  searchTextMismatches: number;
}

/** Compares the SQL-built search_text of a sample of customers with the app's own searchText(). */
async function checkSearchText(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<number> {
  const rows = (await db.execute(sql.raw(
    `select first_name, last_name, email_address, phone_code, phone_number, document_number, search_text from tenants order by id limit 500`,
  ))) as unknown as { rows?: Array<Record<string, string | null>> } | Array<Record<string, string | null>>;
  const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
  return list.filter(
    (r) => searchText([r.first_name, r.last_name, r.email_address, r.phone_number, `${r.phone_code}${r.phone_number}`, r.document_number]) !== r.search_text,
  ).length;
}

/** Migrates, seeds the catalogues and the load rows, then closes the database. */
export async function seedInto(where: { databaseUrl: string | null; dataDir: string }, counts: SeedCounts): Promise<Seeded> {
  const timings: Array<[string, number]> = [];
  let t0 = performance.now();
  const database = await openDatabase(where);
  try {
    timings.push(['migrations', performance.now() - t0]);
    t0 = performance.now();
    await seedDatabase(database.db);
    timings.push(['catalogues', performance.now() - t0]);
    timings.push(...(await seedLoad(database.db, counts)));
    return { kind: database.kind, timings, searchTextMismatches: await checkSearchText(database.db) };
  } finally {
    await database.close();
  }
}

/** Bundles the server as `npm start` does (scripts/build.mjs → dist/server.js). */
export function buildServer(): void {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: API_DIR, stdio: ['ignore', 'ignore', 'inherit'] });
}


export interface Running {
  port: number;
  child: ChildProcess;
  /** SIGTERM (or 'close' over IPC), then waits for the exit; SIGKILL after 30 s. */
  stop(): Promise<void>;
}

/** Resident memory of a process in MB, from /proc (Linux); NaN elsewhere. */
export function residentMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** CPU time a process has used, user and system, in microseconds, from /proc (Linux); NaN elsewhere. */
export function cpuMicros(pid: number | undefined): { user: number; system: number } {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (100 a second).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { user: Number(fields[11]) * 10_000, system: Number(fields[12]) * 10_000 };
  } catch {
    return { user: NaN, system: NaN };
  }
}

/** CPU time used so far, user and system, in microseconds, of each PostgreSQL process on this machine (a local server), from /proc. */
export function postgresCpuMicros(): Map<number, number> {
  const used = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/stat`, 'utf8').includes('(postgres)')) continue;
    } catch {
      continue;
    }
    const { user, system } = cpuMicros(Number(entry));
    if (Number.isFinite(user)) used.set(Number(entry), user + system);
  }
  return used;
}

/** PostgreSQL's CPU between two readings: the processes alive at the second, less what each had used at the first (a process that ended between them is not counted). */
export function postgresCpuSince(before: Map<number, number>): number {
  let total = 0;
  for (const [pid, micros] of postgresCpuMicros()) total += micros - (before.get(pid) ?? 0);
  return total;
}

/**
 * What the resident memory is made of, from /proc/<pid>/smaps_rollup (Linux): anonymous pages (V8's
 * heap, malloc: buffers, zlib, pg) against pages of mapped files (node's binary and libraries).
 */
export function residentParts(pid: number | undefined): string {
  try {
    const text = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const mb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? NaN) / 1024;
    return `anonymous ${mb('Anonymous').toFixed(0)} MB, mapped files ${(mb('Rss') - mb('Anonymous')).toFixed(0)} MB`;
  } catch {
    return 'no breakdown';
  }
}

/** The Node flags a running process was started with (between node and its script), from /proc (Linux). */
export function nodeFlags(pid: number | undefined): string {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(1, -1);
    return args.join(' ') || 'none';
  } catch {
    return 'unknown';
  }
}

function stopper(child: ChildProcess, ask: () => void): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve();
      }, 30_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      ask();
    });
}

/**
 * `node apps/api/dist/server.js` on a free port, the way an operator starts it, once
 * /rest/v1/health answers. `nodeOptions` go before the script (e.g. --cpu-prof).
 */
export async function startCompiledServer(env: Record<string, string>, nodeOptions: string[] = []): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [...START_FLAGS, ...nodeOptions, BUNDLE], {
    cwd: API_DIR,
    // Load from one address: the per-address limit would measure itself, not the queries.
    env: serverEnv(port, { NODE_ENV: 'production', API_KEY: BENCH_API_KEY, RATE_LIMIT_MAX: '100000000', ...env }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(child, `http://127.0.0.1:${port}`, 120_000);
  return { port, child, stop: stopper(child, () => child.kill('SIGTERM')) };
}

/** The baseline: one Fastify route with the app's server options, in its own process. */
export function startBareServer(logLevel: string): Promise<Running> {
  const child = fork(path.join(HERE, 'load-bare.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_LOG_LEVEL: logLevel },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.on('message', (m: { type: string; port: number }) => {
      if (m.type === 'ready') resolve({ port: m.port, child, stop: stopper(child, () => child.send('close')) });
    });
    child.on('exit', (code) => reject(new Error(`the bare server exited (code ${code}) before it was ready`)));
  });
}
