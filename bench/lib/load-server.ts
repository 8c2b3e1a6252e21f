/**
 * The server side of the list benchmark, run as a child process so that autocannon does not share
 * its event loop: opens the database (PGlite under BENCH_DATA_DIR, or BENCH_SERVER_DATABASE_URL),
 * seeds it, then listens on 127.0.0.1 with the real app and with a bare Fastify route built with
 * the same server options. Talks to the parent over IPC: 'ready' with the ports, 'close' to stop.
 */
import type { Server } from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp, loggerOptions } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { seedDatabase } from '../../apps/api/src/seeds';
import { searchText } from '../../apps/api/src/lib/search-text';
import { seedLoad, type SeedCounts } from './load-seed';
import { BARE_PATH, BENCH_API_KEY, type ServerReady } from './load-shared';

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

async function main() {
  const dataDir = process.env.BENCH_DATA_DIR!;
  const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL || null;
  const counts = JSON.parse(process.env.BENCH_COUNTS!) as SeedCounts;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    API_KEY: BENCH_API_KEY,
    HOST: '127.0.0.1',
    PORT: '0',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // Load from one address: the per-address limit would measure itself, not the queries.
    RATE_LIMIT_MAX: '100000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });

  const timings: Array<[string, number]> = [];
  let t0 = performance.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  timings.push(['migrations', performance.now() - t0]);
  t0 = performance.now();
  await seedDatabase(database.db);
  timings.push(['catalogues', performance.now() - t0]);
  timings.push(...(await seedLoad(database.db, counts)));
  const searchTextMismatches = await checkSearchText(database.db);

  const app = await buildApp({ config, database });
  // The baseline: the same server options as buildApp (logger, body limit), one route.
  const bare = Fastify({ logger: loggerOptions(config.logLevel), bodyLimit: 1024 * 1024 });
  bare.get(BARE_PATH, async () => ({ data: [], metadata: {} }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const portOf = (s: { server: Server }) => {
    const address = s.server.address();
    return typeof address === 'object' && address ? address.port : 0;
  };

  process.on('message', async (message) => {
    if (message !== 'close') return;
    await bare.close();
    await app.close();
    await database.close();
    process.send!({ type: 'closed' }, () => process.exit(0));
  });
  const ready: ServerReady = { type: 'ready', kind: database.kind, appPort: portOf(app), barePort: portOf(bare), timings, searchTextMismatches };
  process.send!(ready);
}

main().catch((err) => {
  const cause = (err as Error).cause as Error | undefined;
  console.error(`load-server: ${(err as Error).stack ?? err}${cause ? `\ncause: ${cause.message}` : ''}`);
  process.exit(1);
});
