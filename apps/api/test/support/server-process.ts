/**
 * Starting the real server as a child process and waiting until it answers: shared by the API
 * tests (pg-server.ts, publishing-fixtures.ts) and the load bench (bench/lib/load-server.ts).
 * Plain Node: no test runner, no TypeScript-only imports.
 */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The environment a spawned server starts with: only PATH and HOME of ours, on loopback at `port`. */
export function serverEnv(port: number, env: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', HOST: '127.0.0.1', PORT: String(port), ...env };
}

/**
 * Polls `${baseUrl}/rest/v1/health` until it answers 2xx. Throws when the child exits first, or
 * kills it and throws after `timeoutMs`; `output` adds what the server printed to the message.
 */
export async function waitForHealth(child: ChildProcess, baseUrl: string, timeoutMs: number, output: () => string = () => ''): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode}) before it was ready${suffix(output())}`);
    const ok = await fetch(`${baseUrl}/rest/v1/health`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.ok, () => false);
    if (ok) return;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /rest/v1/health within ${Math.round(timeoutMs / 1000)} s${suffix(output())}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

const suffix = (text: string) => (text ? `:\n${text}` : '');
