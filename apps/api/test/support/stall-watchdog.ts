import { execFileSync } from 'node:child_process';
import pg from 'pg';
import type { Reporter, TestCase, TestModule } from 'vitest/node';

/** Minutes without any test or file finishing before the run is called stalled (VITEST_STALL_MINUTES). */
function stallMinutes(): number {
  const minutes = Number(process.env.VITEST_STALL_MINUTES);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 8;
}

function run(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8', timeout: 10_000 });
  } catch (err) {
    return `(${command} failed: ${(err as Error).message})`;
  }
}

/** The sessions of the test database server that are doing something, and what they wait for. */
async function databaseActivity(): Promise<string> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return '(no TEST_DATABASE_URL)';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, query_timeout: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query(
      `select pid, datname, state, wait_event_type, wait_event, now() - query_start as running_for, left(query, 160) as query
         from pg_stat_activity where state is distinct from 'idle' and pid <> pg_backend_pid() order by query_start`,
    );
    return rows.map((r) => JSON.stringify(r)).join('\n') || '(no active session)';
  } catch (err) {
    return `(pg_stat_activity failed: ${(err as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The test workers: this process's children. */
function workerPids(): number[] {
  return run('ps', ['-o', 'pid=', '--ppid', String(process.pid)])
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);
}

/**
 * A reporter that turns a run that stopped moving into a failure that says where: when no test and no
 * file has finished for a while, it prints the files and tests still running, the processes (a
 * worker in state R is busy in JavaScript, S waits), and what the database server's sessions wait
 * for; then it stops the workers and ends the run with exit code 1. A hang would otherwise hold CI until its own limit,
 * with nothing to read.
 */
export default class StallWatchdog implements Reporter {
  private lastProgress = Date.now();
  private timer: NodeJS.Timeout | undefined;
  private readonly running = new Map<string, Set<string>>();

  onInit(): void {
    const limit = stallMinutes() * 60_000;
    this.timer = setInterval(() => {
      if (Date.now() - this.lastProgress > limit) void this.stalled(limit);
    }, 15_000);
    this.timer.unref();
  }

  onTestModuleStart(module: TestModule): void {
    this.lastProgress = Date.now();
    this.running.set(module.moduleId, new Set());
  }

  onTestCaseReady(test: TestCase): void {
    this.running.get(test.module.moduleId)?.add(test.fullName);
  }

  onTestCaseResult(test: TestCase): void {
    this.lastProgress = Date.now();
    this.running.get(test.module.moduleId)?.delete(test.fullName);
  }

  onTestModuleEnd(module: TestModule): void {
    this.lastProgress = Date.now();
    this.running.delete(module.moduleId);
  }

  onTestRunEnd(): void {
    clearInterval(this.timer);
  }

  private async stalled(limit: number): Promise<void> {
    clearInterval(this.timer);
    const lines = [`\n[stall-watchdog] nothing finished for ${limit / 60_000} minutes; still running:`];
    for (const [file, tests] of this.running) lines.push(`  ${file}${tests.size ? `: ${[...tests].join(' | ')}` : ' (no test started, or in a hook)'}`);
    console.error(lines.join('\n'));
    const workers = workerPids();
    const processes = run('ps', ['-eo', 'pid,ppid,etime,stat,args', '--forest'])
      .split('\n')
      .filter((line) => !/^\s*\d+\s+[02]\s/.test(line) && !/^\s*2\s/.test(line))
      .map((line) => line.slice(0, 240));
    console.error(`[stall-watchdog] processes:\n${processes.join('\n')}`);
    console.error(`[stall-watchdog] database sessions:\n${await databaseActivity()}`);
    for (const pid of workers) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
    process.exit(1);
  }
}
