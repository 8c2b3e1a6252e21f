/**
 * The two lists an agent opens most, under load: the customer search
 * (GET /rest/v1/tenants?searchQuery=…&limit=18) and the agent's task list
 * (GET /rest/v1/agents/tasks?status=1&startDate=…&endDate=…&orderBy=dueDate&orderType=asc&limit=20),
 * on 100,000 customers and 300,000 tasks of 1,000 agents, against a bare Fastify route measured in
 * the same run, on PGlite and on PostgreSQL. Prints req/s, p50/p95/p99 and the ratios to the bare
 * route, and whether p95 < 30 ms on PostgreSQL. A measurement, not a test: it exits non-zero only
 * when the run itself breaks (a server that fails to start or answers non-2xx).
 *
 * BENCH_DATABASE_URL  server to create the throwaway database on (default postgres://postgres:postgres@127.0.0.1:5432/postgres)
 * BENCH_SCALE         multiplies the row counts (default 1); BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_WARMUP_SECONDS (2),
 *                     BENCH_UNLOADED_SECONDS (5, the one-connection pass that shows latency without queueing)
 * BENCH_ONLY          'pglite' or 'postgres'; BENCH_KEEP_DB=1 keeps the PostgreSQL database for EXPLAIN
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { agentToken, FULL_COUNTS, type SeedCounts } from './lib/load-seed';
import { measure, table, type LoadOptions, type Reading, type Variant } from './lib/load-run';
import { BARE_PATH, BENCH_API_KEY, type ServerReady } from './lib/load-shared';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const AIM_P95_MS = 30;
const SEARCH_TEXTS = ['maria', 'perez', '4125', 'gonzalez', 'jose', 'nunez', 'ramirez', 'sofia'];
const TASK_WINDOWS: Array<[number, number]> = [[-7, 7], [0, 30], [-30, 30], [-60, 60]]; // days around now

const env = process.env;
const scale = Number(env.BENCH_SCALE || 1);
const counts: SeedCounts = {
  agents: Math.max(1, Math.round(FULL_COUNTS.agents * scale)),
  tenants: Math.max(100, Math.round(FULL_COUNTS.tenants * scale)),
  tasks: Math.max(300, Math.round(FULL_COUNTS.tasks * scale)),
};
const load: LoadOptions = { connections: Number(env.BENCH_CONNECTIONS || 10), seconds: Number(env.BENCH_SECONDS || 10) };
const unloaded: LoadOptions = { connections: 1, seconds: Number(env.BENCH_UNLOADED_SECONDS || 5) };
const warmup: LoadOptions = { connections: load.connections, seconds: Number(env.BENCH_WARMUP_SECONDS || 2) };

const headersOf = (agent: number) => ({
  'x-api-key': BENCH_API_KEY,
  authorization: `Bearer ${agentToken(agent)}`,
  'accept-encoding': 'gzip, deflate, br', // as a browser sends it: list answers over 1 KB leave compressed
});

/** 1,000 combinations of agent and query, walked in turn by every connection. */
function searchVariants(): Variant[] {
  return Array.from({ length: 1000 }, (_, v) => ({
    path: `/rest/v1/tenants?searchQuery=${SEARCH_TEXTS[v % SEARCH_TEXTS.length]}&limit=18`,
    headers: headersOf(1 + ((v * 37) % counts.agents)),
  }));
}

function taskVariants(now: number): Variant[] {
  const day = 24 * 60 * 60 * 1000;
  return Array.from({ length: 1000 }, (_, v) => {
    const [from, to] = TASK_WINDOWS[v % TASK_WINDOWS.length]!;
    const start = encodeURIComponent(new Date(now + from * day).toISOString());
    const end = encodeURIComponent(new Date(now + to * day).toISOString());
    return {
      path: `/rest/v1/agents/tasks?status=1&startDate=${start}&endDate=${end}&orderBy=dueDate&orderType=asc&limit=20`,
      headers: headersOf(1 + ((v * 53) % counts.agents)),
    };
  });
}

const bareVariants = (): Variant[] => [{ path: BARE_PATH, headers: headersOf(1) }];

/** Starts the server child and waits for its ports (or its death). */
function startServer(extraEnv: Record<string, string>): Promise<{ child: ChildProcess; ready: ServerReady }> {
  const child = fork(path.join(HERE, 'lib', 'load-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_COUNTS: JSON.stringify(counts), ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.on('message', (m: ServerReady) => m.type === 'ready' && resolve({ child, ready: m }));
    child.on('exit', (code) => reject(new Error(`the server process exited (code ${code}) before it was ready`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, 30_000);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.send('close');
  });
}

/** One request of each kind, to show what the load will fetch (rows returned / total). */
async function sample(port: number, v: Variant): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}${v.path}`, { headers: { ...v.headers, 'accept-encoding': 'identity' } });
  const body = (await res.json()) as { data?: unknown[]; metadata?: { pagination?: { total?: number } } };
  const total = body.metadata?.pagination?.total;
  return `HTTP ${res.status}, ${Array.isArray(body.data) ? body.data.length : '?'} rows of ${total ?? '?'}`;
}

async function benchOne(label: string, extraEnv: Record<string, string>): Promise<boolean> {
  console.log(`\n== ${label} ==`);
  const t0 = performance.now();
  const { child, ready } = await startServer(extraEnv);
  const seedMs = performance.now() - t0;
  try {
    const steps = ready.timings.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ');
    console.log(`seed: ${counts.agents} agents, ${counts.tenants} customers, ${counts.tasks} tasks in ${(seedMs / 1000).toFixed(1)} s (server start included; ${steps})`);
    if (ready.searchTextMismatches) console.log(`warning: ${ready.searchTextMismatches} of 500 seeded search_text values differ from the app's searchText()`);

    const targets: Array<[string, number, Variant[]]> = [
      ['bare route', ready.barePort, bareVariants()],
      // The app's own floor: API key, rate limit, session lookup and a small catalogue query.
      ['app floor: tasks-types', ready.appPort, Array.from({ length: 100 }, (_, v) => ({ path: '/rest/v1/tasks-types', headers: headersOf(1 + ((v * 37) % counts.agents)) }))],
      ['customer search', ready.appPort, searchVariants()],
      ['agent task list', ready.appPort, taskVariants(Date.now())],
    ];
    console.log(`sample search "${SEARCH_TEXTS[0]}" as agent 1: ${await sample(ready.appPort, targets[2]![2][0]!)}`);
    console.log(`sample task list, window ${TASK_WINDOWS[0]!.join('..')} days, agent 1: ${await sample(ready.appPort, targets[3]![2][0]!)}`);

    for (const [name, port, variants] of targets) await measure(name, port, variants, warmup);
    const readings: Reading[] = [];
    for (const [name, port, variants] of targets) readings.push(await measure(name, port, variants, load));
    const single: Reading[] = [];
    for (const [name, port, variants] of targets) single.push(await measure(name, port, variants, unloaded));

    console.log(`\n${ready.kind}: ${load.connections} connections, ${load.seconds} s per target after a ${warmup.seconds} s warm-up\n`);
    console.log(table(readings, readings[0]!));
    console.log(`\n${ready.kind}: 1 connection (one request at a time), ${unloaded.seconds} s per target\n`);
    console.log(table(single, single[0]!));
    if (ready.kind === 'postgres') {
      for (const r of readings.slice(2)) {
        console.log(`aim p95 < ${AIM_P95_MS} ms on PostgreSQL, ${r.name}: ${r.p95 < AIM_P95_MS ? 'met' : 'NOT met'} (${r.p95.toFixed(2)} ms)`);
      }
    }
    const broken = [...readings, ...single].filter((r) => r.non2xx || r.errors || r.requests === 0);
    for (const r of broken) console.log(`broken run: ${r.name} answered ${JSON.stringify(r.statuses)} with ${r.errors} errors or timeouts`);
    return broken.length === 0;
  } finally {
    await stopServer(child);
  }
}

async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function main() {
  let ok = true;
  const only = env.BENCH_ONLY;
  console.log(`Customer search and task list under load (autocannon on loopback, Node ${process.version})`);

  if (!only || only === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-bench-'));
    try {
      ok = (await benchOne('PGlite', { BENCH_DATA_DIR: dataDir })) && ok;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (!only || only === 'postgres') {
    const serverUrl = env.BENCH_DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
    const name = `vitrina_bench_${Date.now()}`;
    try {
      await onServer(serverUrl, `create database ${name}`);
    } catch (err) {
      console.log(`\n== PostgreSQL ==\nnot reachable at ${serverUrl.replace(/:[^:@/]*@/, ':***@')} (${(err as Error).message}): PGlite only`);
      return ok;
    }
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-bench-'));
    try {
      ok = (await benchOne(`PostgreSQL (database ${name})`, { BENCH_DATA_DIR: dataDir, BENCH_SERVER_DATABASE_URL: url.toString() })) && ok;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      if (env.BENCH_KEEP_DB === '1') console.log(`kept database ${name}`);
      else await onServer(serverUrl, `drop database if exists ${name}`).catch((err) => console.log(`could not drop ${name}: ${err.message}`));
    }
  }
  return ok;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (err) => {
    console.error(`customers bench: ${(err as Error).stack ?? err}`);
    process.exit(1);
  },
);
