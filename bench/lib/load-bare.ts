/**
 * The baseline of the list benchmark, run as a child process: one Fastify route built with the
 * app's server options (logger, body limit), answering an empty envelope. Tells the parent its port
 * over IPC ('ready'); 'close' stops it.
 */
import type { Server } from 'node:http';
import Fastify from 'fastify';
import { loggerOptions } from '../../apps/api/src/app';
import { BARE_PATH } from './load-shared';

async function main() {
  const bare = Fastify({ logger: loggerOptions(process.env.BENCH_LOG_LEVEL || 'warn'), bodyLimit: 1024 * 1024 });
  bare.get(BARE_PATH, async () => ({ data: [], metadata: {} }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const address = (bare.server as Server).address();
  process.on('message', async (message) => {
    if (message !== 'close') return;
    await bare.close();
    process.exit(0);
  });
  process.send!({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
}

main().catch((err) => {
  console.error(`load-bare: ${(err as Error).stack ?? err}`);
  process.exit(1);
});
