/**
 * One autocannon run against one target, with the request rotated on every call (path and
 * headers from a list of variants) and our own latency list, since autocannon's histogram has
 * no p95. The server runs with RATE_LIMIT_MAX raised, so one client address is enough.
 */
import autocannon from 'autocannon';

export interface Variant {
  path: string;
  headers: Record<string, string>;
}

export interface Reading {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Mean bytes per answer as received (headers and body, compressed when the request allowed it). */
  bytes: number;
  non2xx: number;
  errors: number;
  statuses: Record<string, number>;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export async function measure(name: string, port: number, variants: Variant[], opts: LoadOptions): Promise<Reading> {
  let next = 0;
  const latencies: number[] = [];
  let bytes = 0;
  const statuses: Record<string, number> = {};
  const started = performance.now();
  const run = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: opts.connections,
    duration: opts.seconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          const v = variants[next++ % variants.length]!;
          return {
            ...request,
            method: 'GET',
            path: v.path,
            headers: { ...request.headers, ...v.headers },
          };
        },
      },
    ],
  });
  const instance = run as unknown as autocannon.Instance;
  instance.on('response', (_client, statusCode, resBytes, responseTime) => {
    latencies.push(responseTime);
    bytes += resBytes;
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await run;
  const elapsed = (result.duration || (performance.now() - started) / 1000) as number;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    bytes: latencies.length ? bytes / latencies.length : NaN,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses,
  };
}

const pad = (s: string, n: number, left = false) => (left ? s.padStart(n) : s.padEnd(n));

/** target | req/s | p50 ms | p95 ms | p99 ms | p95 ratio (target / bare) | throughput ratio (bare / target) | bytes per answer. */
export function table(readings: Reading[], bare: Reading): string {
  const head = ['target', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'p95 / bare p95', 'bare req/s / req/s', 'bytes/answer', 'non-2xx'];
  const rows = readings.map((r) => [
    r.name,
    String(r.requests),
    r.rps.toFixed(0),
    r.p50.toFixed(2),
    r.p95.toFixed(2),
    r.p99.toFixed(2),
    (r.p95 / bare.p95).toFixed(2),
    (bare.rps / r.rps).toFixed(2),
    r.bytes.toFixed(0),
    r.non2xx || r.errors ? `${r.non2xx} (+${r.errors} errors)` : '0',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i]!, i > 0)).join(' | ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}

/** CPU used during one target's load, in microseconds: the server under test, PostgreSQL's processes and this process (autocannon). */
export interface CpuUse {
  serverUser: number;
  serverSystem: number;
  postgres: number;
  client: number;
}

/**
 * Where each answer's CPU went (microseconds per answer): the server's own user and system time,
 * PostgreSQL's (every backend on this machine; nothing else runs there during the bench) and the load
 * client's. Read from /proc around each target, so it says what a request costs beside how many a
 * second the two cores gave.
 */
export function cpuTable(rows: Array<{ reading: Reading; cpu: CpuUse }>): string {
  const head = ['target', 'server user µs', 'server system µs', 'PostgreSQL µs', 'client µs', 'all µs'];
  const per = (n: number, r: Reading) => (r.requests ? (n / r.requests).toFixed(0) : '?');
  const body = rows.map(({ reading: r, cpu: c }) => [r.name, per(c.serverUser, r), per(c.serverSystem, r), per(c.postgres, r), per(c.client, r), per(c.serverUser + c.serverSystem + c.postgres + c.client, r)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i]!, i > 0)).join(' | ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('-|-'), ...body.map(line)].join('\n');
}
