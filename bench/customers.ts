/**
 * The server under an office's load: the compiled server `npm start` runs (apps/api/dist/server.js)
 * on 100,000 customers and 300,000 tasks of 1,000 agents (about 100 customers each) plus two big
 * agents with 2,000 and 10,000 customers, on PostgreSQL and on PGlite, against a bare Fastify route
 * measured in the same run. Targets: the bare route; `GET /rest/v1/health` (the app's own overhead:
 * hooks, envelope, serialiser, no database); the authenticated floor `GET /rest/v1/tasks-types`
 * (API key, rate limit, session look-up, one small query); the customer search and the agent's task
 * list of the regular agents and of each big agent (searching 'perez', ~5% of a book); matching
 * (issue 12: every customer has a search profile, 20,000 listings) for one listing and for one
 * customer of the biggest agent. Prints
 * req/s, p50/p95/p99 and the ratios, then each budget of issue 15 as met or NOT met (ratios on
 * PostgreSQL), and the server's resident memory idle and after the load on both databases.
 * A measurement, not a test: it exits non-zero only when the run itself breaks (a server that
 * fails to start or answers non-2xx). Where the time goes: bench/NOTES.md.
 *
 * BENCH_DATABASE_URL  server to create the throwaway database on (default postgres://postgres:postgres@127.0.0.1:5432/postgres)
 * BENCH_SCALE         multiplies the row counts (default 1); BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_WARMUP_SECONDS (2),
 *                     BENCH_UNLOADED_SECONDS (5, the one-connection pass that shows latency without queueing; 0 skips it)
 * BENCH_ONLY          'pglite' or 'postgres'; BENCH_KEEP_DB=1 keeps the PostgreSQL database for EXPLAIN
 * BENCH_TARGETS       comma-separated target names to load (default all; e.g. 'bare route,customer search')
 * BENCH_LOG_LEVEL     the server's LOG_LEVEL (default warn); BENCH_CPU_PROF=<dir> writes the server's --cpu-prof there
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { agentToken, bigAgentNumber, FULL_COUNTS, type SeedCounts } from './lib/load-seed';
import { cpuTable, measure, table, type CpuUse, type LoadOptions, type Reading, type Variant } from './lib/load-run';
import { buildServer, cpuMicros, nodeFlags, postgresCpuMicros, postgresCpuSince, residentMb, residentParts, seedInto, startBareServer, startCompiledServer, type Running } from './lib/load-server';
import { BARE_PATH, BENCH_API_KEY } from './lib/load-shared';
import { listingsOf, matchingPaths } from './lib/load-seed-matching';
import { budgetLines, memoryLines, type MemoryReading } from './lib/load-budgets';

const SEARCH_TEXTS = ['maria', 'perez', '4125', 'gonzalez', 'jose', 'nunez', 'ramirez', 'sofia'];
const BIG_SEARCH = 'perez';
const TASK_WINDOWS: Array<[number, number]> = [[-7, 7], [0, 30], [-30, 30], [-60, 60]]; // days around now
/** Idle resident memory is read this long after the server answers, and again after the load. */
const SETTLE_MS = 3_000;

const env = process.env;
const scale = Number(env.BENCH_SCALE || 1);
const counts: SeedCounts = {
  agents: Math.max(1, Math.round(FULL_COUNTS.agents * scale)),
  tenants: Math.max(100, Math.round(FULL_COUNTS.tenants * scale)),
  tasks: Math.max(300, Math.round(FULL_COUNTS.tasks * scale)),
  bigAgents: FULL_COUNTS.bigAgents.map((n) => Math.max(20, Math.round(n * scale))),
};
counts.tenants = Math.max(counts.tenants, counts.agents + counts.bigAgents.reduce((a, b) => a + b, 0));
const load: LoadOptions = { connections: Number(env.BENCH_CONNECTIONS || 10), seconds: Number(env.BENCH_SECONDS || 10) };
const unloaded: LoadOptions = { connections: 1, seconds: Number(env.BENCH_UNLOADED_SECONDS ?? 5) };
const warmup: LoadOptions = { connections: load.connections, seconds: Number(env.BENCH_WARMUP_SECONDS || 2) };
const logLevel = env.BENCH_LOG_LEVEL || 'warn';
const onlyTargets = env.BENCH_TARGETS ? env.BENCH_TARGETS.split(',').map((s) => s.trim()) : null;

const headersOf = (agent: number) => ({
  'x-api-key': BENCH_API_KEY,
  authorization: `Bearer ${agentToken(agent)}`,
  'accept-encoding': 'gzip, deflate, br', // as a browser sends it: list answers over 1 KB leave compressed
});
const regularAgent = (v: number, step: number) => 1 + ((v * step) % counts.agents);

const searchPath = (text: string) => `/rest/v1/tenants?searchQuery=${text}&limit=18`;

/** 1,000 combinations of agent and query, walked in turn by every connection. */
function searchVariants(): Variant[] {
  return Array.from({ length: 1000 }, (_, v) => ({ path: searchPath(SEARCH_TEXTS[v % SEARCH_TEXTS.length]!), headers: headersOf(regularAgent(v, 37)) }));
}

function taskPath(now: number, v: number): string {
  const day = 24 * 60 * 60 * 1000;
  const [from, to] = TASK_WINDOWS[v % TASK_WINDOWS.length]!;
  const start = encodeURIComponent(new Date(now + from * day).toISOString());
  const end = encodeURIComponent(new Date(now + to * day).toISOString());
  return `/rest/v1/agents/tasks?status=1&startDate=${start}&endDate=${end}&orderBy=dueDate&orderType=asc&limit=20`;
}

function taskVariants(now: number, agentOf: (v: number) => number): Variant[] {
  return Array.from({ length: 1000 }, (_, v) => ({ path: taskPath(now, v), headers: headersOf(agentOf(v)) }));
}

const withEncoding = (variants: Variant[], encoding: string): Variant[] =>
  variants.map((v) => ({ ...v, headers: { ...v.headers, 'accept-encoding': encoding } }));

interface Target {
  name: string;
  port: number;
  variants: Variant[];
}

function targetsOf(app: number, bare: number): Target[] {
  const now = Date.now();
  const list: Target[] = [
    { name: 'bare route', port: bare, variants: [{ path: BARE_PATH, headers: headersOf(1) }] },
    { name: 'health', port: app, variants: [{ path: '/rest/v1/health', headers: { 'x-api-key': BENCH_API_KEY } }] },
    // The app's floor: API key, rate limit, session look-up and a small catalogue query.
    { name: 'app floor: tasks-types', port: app, variants: Array.from({ length: 100 }, (_, v) => ({ path: '/rest/v1/tasks-types', headers: headersOf(regularAgent(v, 37)) })) },
    { name: 'customer search', port: app, variants: searchVariants() },
    { name: 'agent task list', port: app, variants: taskVariants(now, (v) => regularAgent(v, 53)) },
    // The same list asked with gzip only and with no compression: what compression costs the server
    // (req/s) against what it saves the phone (bytes per answer). Not budgets, comparisons.
    { name: 'compare: task list, gzip', port: app, variants: withEncoding(taskVariants(now, (v) => regularAgent(v, 53)), 'gzip') },
    { name: 'compare: task list, identity', port: app, variants: withEncoding(taskVariants(now, (v) => regularAgent(v, 53)), 'identity') },
  ];
  counts.bigAgents.forEach((size, i) => {
    const g = bigAgentNumber(counts, i);
    list.push({ name: `search, agent of ${size}`, port: app, variants: [{ path: searchPath(BIG_SEARCH), headers: headersOf(g) }] });
    list.push({ name: `task list, agent of ${size}`, port: app, variants: taskVariants(now, () => g) });
  });
  // Issue 12: matching as the biggest agent (its customers' profiles against one listing; one
  // customer's profile against its own and shared listings), in one scored SQL statement each.
  const big = bigAgentNumber(counts, counts.bigAgents.length - 1);
  const matching = matchingPaths(counts);
  list.push({ name: `matches of a listing (agent of ${counts.bigAgents.at(-1)})`, port: app, variants: matching.listings.map((p) => ({ path: p, headers: headersOf(big) })) });
  list.push({ name: `matches of a customer (agent of ${counts.bigAgents.at(-1)})`, port: app, variants: matching.customers.map((p) => ({ path: p, headers: headersOf(big) })) });
  // A name with a comma ('search, agent of 2000') is picked when each of its comma-separated parts is listed.
  return onlyTargets ? list.filter((t) => t.name.split(',').every((part) => onlyTargets.includes(part.trim()))) : list;
}

/** One request, to show what the load will fetch (rows returned / total). */
async function sample(port: number, v: Variant): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}${v.path}`, { headers: { ...v.headers, 'accept-encoding': 'identity' } });
  const body = (await res.json()) as { data?: unknown[]; metadata?: { pagination?: { total?: number } } };
  const total = body.metadata?.pagination?.total;
  return `HTTP ${res.status}, ${Array.isArray(body.data) ? body.data.length : '?'} rows of ${total ?? '?'}`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function benchOne(label: string, where: { databaseUrl: string | null; dataDir: string }): Promise<{ ok: boolean; memory: MemoryReading }> {
  console.log(`\n== ${label} ==`);
  const t0 = performance.now();
  const seeded = await seedInto(where, counts);
  const steps = seeded.timings.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ');
  console.log(`seed: ${listingsOf(counts)} published listings, a search profile per customer`);
  console.log(`seed: ${counts.agents} agents of ~${Math.round((counts.tenants - counts.bigAgents.reduce((a, b) => a + b, 0)) / counts.agents)} customers and ${counts.bigAgents.length} of ${counts.bigAgents.join(' and ')}; ${counts.tenants} customers, ${counts.tasks} tasks in ${((performance.now() - t0) / 1000).toFixed(1)} s (${steps})`);
  if (seeded.searchTextMismatches) console.log(`warning: ${seeded.searchTextMismatches} of 500 seeded search_text values differ from the app's searchText()`);

  const cpuProf = env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(env.BENCH_CPU_PROF)] : [];
  const server = await startCompiledServer(
    { LOG_LEVEL: logLevel, DATA_DIR: where.dataDir, WEB_DIST_DIR: path.join(where.dataDir, 'no-web'), ...(where.databaseUrl ? { DATABASE_URL: where.databaseUrl } : {}) },
    cpuProf,
  );
  let bare: Running | null = null;
  try {
    await sleep(SETTLE_MS);
    const idleMb = residentMb(server.child.pid);
    const idleParts = residentParts(server.child.pid);
    console.log(`server: node ${nodeFlags(server.child.pid)} apps/api/dist/server.js, as the kernel started it`);
    bare = await startBareServer(logLevel);
    const targets = targetsOf(server.port, bare.port);
    for (const t of targets.filter((x) => (x.name.includes('search') || x.name.includes('task list') || x.name.includes('matches')) && !x.name.startsWith('compare:'))) {
      console.log(`sample ${t.name}: ${t.variants[0]!.path.split('?')[1]?.split('&')[0]} as agent ${/Bearer bench-token-(\d+)/.exec(t.variants[0]!.headers.authorization ?? '')?.[1]}: ${await sample(t.port, t.variants[0]!)}`);
    }

    for (const t of targets) await measure(t.name, t.port, t.variants, warmup);
    const readings: Reading[] = [];
    const cpu: Array<{ reading: Reading; cpu: CpuUse }> = [];
    for (const t of targets) {
      const pid = t.port === bare!.port ? bare!.child.pid : server.child.pid;
      const [server0, pg0, client0] = [cpuMicros(pid), postgresCpuMicros(), process.cpuUsage()];
      const reading = await measure(t.name, t.port, t.variants, load);
      const [server1, pg, client1] = [cpuMicros(pid), seeded.kind === 'postgres' ? postgresCpuSince(pg0) : 0, process.cpuUsage(client0)];
      readings.push(reading);
      cpu.push({ reading, cpu: { serverUser: server1.user - server0.user, serverSystem: server1.system - server0.system, postgres: pg, client: client1.user + client1.system } });
    }
    await sleep(SETTLE_MS);
    const loadedMb = residentMb(server.child.pid);
    const loadedParts = residentParts(server.child.pid);
    const single: Reading[] = [];
    if (unloaded.seconds > 0) for (const t of targets) single.push(await measure(t.name, t.port, t.variants, unloaded));

    console.log(`\n${seeded.kind}: ${load.connections} connections, ${load.seconds} s per target after a ${warmup.seconds} s warm-up, LOG_LEVEL=${logLevel}\n`);
    console.log(table(readings, readings[0]!));
    console.log(`\n${seeded.kind}: CPU per answer under that load (/proc; on PGlite the database runs inside the server)\n`);
    console.log(cpuTable(cpu));
    if (single.length) {
      console.log(`\n${seeded.kind}: 1 connection (one request at a time), ${unloaded.seconds} s per target\n`);
      console.log(table(single, single[0]!));
    }
    if (seeded.kind === 'postgres') {
      console.log(`\nbudgets of issue 15 (PostgreSQL, ${load.connections} connections, ${counts.tenants} customers):`);
      for (const line of budgetLines(readings)) console.log(line);
    }
    const broken = [...readings, ...single].filter((r) => r.non2xx || r.errors || r.requests === 0);
    for (const r of broken) console.log(`broken run: ${r.name} answered ${JSON.stringify(r.statuses)} with ${r.errors} errors or timeouts`);
    return { ok: broken.length === 0, memory: { kind: seeded.kind, idleMb, loadedMb, idleParts, loadedParts } };
  } finally {
    await bare?.stop();
    await server.stop();
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
  const memory: MemoryReading[] = [];
  console.log(`Customer search and task list under load (autocannon on loopback, Node ${process.version}, load average ${(await import('node:os')).loadavg().map((n) => n.toFixed(1)).join(' ')})`);
  buildServer();

  if (!only || only === 'postgres') {
    const serverUrl = env.BENCH_DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
    const name = `vitrina_bench_${Date.now()}`;
    let reachable = true;
    try {
      await onServer(serverUrl, `create database ${name}`);
    } catch (err) {
      reachable = false;
      console.log(`\n== PostgreSQL ==\nnot reachable at ${serverUrl.replace(/:[^:@/]*@/, ':***@')} (${(err as Error).message}): PGlite only`);
    }
    if (reachable) {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-bench-'));
      try {
        const run = await benchOne(`PostgreSQL (database ${name})`, { databaseUrl: url.toString(), dataDir });
        ok = run.ok && ok;
        memory.push(run.memory);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
        if (env.BENCH_KEEP_DB === '1') console.log(`kept database ${name}`);
        else await onServer(serverUrl, `drop database if exists ${name} with (force)`).catch((err) => console.log(`could not drop ${name}: ${err.message}`));
      }
    }
  }

  if (!only || only === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-bench-'));
    try {
      const run = await benchOne('PGlite', { databaseUrl: null, dataDir });
      ok = run.ok && ok;
      memory.push(run.memory);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  console.log(`\nresident memory of the compiled server (idle ${SETTLE_MS / 1000} s after start, and ${SETTLE_MS / 1000} s after the ${load.connections}-connection load):`);
  for (const line of memoryLines(memory)) console.log(line);
  return ok;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (err) => {
    console.error(`customers bench: ${(err as Error).stack ?? err}`);
    process.exit(1);
  },
);
