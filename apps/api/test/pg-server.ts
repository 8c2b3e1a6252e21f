import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, serverEnv, waitForHealth } from './support/server-process';

/**
 * Helpers of the tests that need a real PostgreSQL server (TEST_DATABASE_URL): databases of their
 * own on it, the cluster behind it (to stop and start it), and the real server entry
 * (`src/server.ts`) as a child process.
 */
export const serverUrl = process.env.TEST_DATABASE_URL;

export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs one statement on the server's maintenance database. */
export async function onServer(statement: string, url = serverUrl): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The URL of `name` on the same server. */
export function databaseUrl(name: string): string {
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates an empty database on the server; answers its name and URL. */
export async function createServerDatabase(prefix: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(`create database ${name}`);
  return { name, url: databaseUrl(name) };
}

export async function dropServerDatabase(name: string): Promise<void> {
  await onServer(`drop database if exists ${name} with (force)`);
}

/** The Debian cluster (`pg_lsclusters`) that listens on TEST_DATABASE_URL's port. */
export function clusterOfServer(): { version: string; name: string } {
  const url = new URL(serverUrl!);
  const port = url.port || '5432';
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(url.hostname)) {
    throw new Error(`TEST_DATABASE_URL is not on this machine (${url.hostname}): its PostgreSQL cannot be restarted here`);
  }
  const lines = execFileSync('pg_lsclusters', ['-h'], { encoding: 'utf8' }).trim().split('\n');
  for (const line of lines) {
    const [version, name, clusterPort] = line.trim().split(/\s+/);
    if (clusterPort === port && version && name) return { version, name };
  }
  throw new Error(`no PostgreSQL cluster listens on port ${port} (pg_lsclusters: ${lines.join(' | ')})`);
}

/** `pg_ctlcluster <version> <name> <action> [-m fast]`; throws when it fails (not root, no cluster...). */
export function pgCtlCluster(action: 'restart' | 'stop' | 'start', cluster = clusterOfServer()): void {
  const args = [cluster.version, cluster.name, action, ...(action === 'start' ? [] : ['-m', 'fast'])];
  execFileSync('pg_ctlcluster', args, { stdio: 'pipe', timeout: 60_000 });
}

/** The same without blocking the event loop, so that requests go on while PostgreSQL restarts. */
export async function pgCtlClusterAsync(action: 'restart' | 'stop' | 'start', cluster = clusterOfServer()): Promise<void> {
  const args = [cluster.version, cluster.name, action, ...(action === 'start' ? [] : ['-m', 'fast'])];
  await promisify(execFile)('pg_ctlcluster', args, { timeout: 60_000 });
}

/** Starts the cluster when it is down (after a test that stopped it failed half-way). */
export function ensureClusterRunning(cluster = clusterOfServer()): void {
  try {
    execFileSync('pg_ctlcluster', [cluster.version, cluster.name, 'status'], { stdio: 'pipe' });
  } catch {
    pgCtlCluster('start', cluster);
  }
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** What the server printed, for failure messages. */
  output(): string;
  /** SIGTERM, then waits for the exit; answers the exit code. */
  stop(): Promise<number | null>;
}

/** How the server is started: from its TypeScript (the default) or from the bundle `npm start` runs. */
export const TYPESCRIPT_ENTRY = ['--import', 'tsx', 'src/server.ts'];
/**
 * As `npm start` runs it: a 4 MB young generation (V8's default grows to 16 MB twice, ~28 MB
 * resident that an idle server never gives back), and PGlite's WebAssembly compiled once by the
 * optimising compiler only (`--no-liftoff`: no baseline copy of its code, ~90 MB less resident).
 */
export const BUNDLED_ENTRY = ['--max-semi-space-size=4', '--max-old-space-size=96', '--no-liftoff', 'dist/server.js'];

/** The real server entry (`node --import tsx src/server.ts` by default) on a free port, once /health answers. */
export async function startServerProcess(env: Record<string, string>, entry = TYPESCRIPT_ENTRY): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, entry, {
    cwd: API_DIR,
    env: serverEnv(port, { NODE_ENV: 'test', PUBLIC_BASE_URL: baseUrl, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await waitForHealth(child, baseUrl, 60_000, () => out);
  return {
    baseUrl,
    child,
    output: () => out,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      return exited;
    },
  };
}
