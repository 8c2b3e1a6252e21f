import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, loggerOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { seedDatabase } from '../src/seeds';
import type { MailMessage, Mailer } from '../src/plugins/mail';

export const API_KEY = 'test-api-key';

/** When set (CI does), API tests run on a fresh database of this PostgreSQL server instead of PGlite. */
const serverUrl = process.env.TEST_DATABASE_URL;

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function freshPostgres(): Promise<{ url: string; name: string }> {
  const name = `vitrina_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  mails: MailMessage[];
  dataDir: string;
  /**
   * How many times each route's handler ran, keyed as the OpenAPI document names the route
   * ('PUT /rest/v1/tenants/{tenantId}'): a call refused before its handler (API key, session,
   * validation) does not count.
   */
  handled: Map<string, number>;
  /** `inject` with the API key (and a bearer token when given). */
  call(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** Empties every agent-owned table and the captured mail; catalogues stay. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** A route's path as the OpenAPI document writes it: `:id` → `{id}`, a trailing `*` → `{key}`. */
export function documentedPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{key}');
}

/** Wraps each route's handler so that `handled` counts the calls that reach it. */
function handlerCounter(handled: Map<string, number>) {
  return (route: RouteOptions) => {
    const handler = route.handler;
    const path = documentedPath(route.url);
    route.handler = function counted(this: FastifyInstance, request, reply) {
      const key = `${request.method} ${path}`;
      handled.set(key, (handled.get(key) ?? 0) + 1);
      return handler.call(this, request, reply);
    };
  };
}

/** Builds the app on a fresh, seeded database; mail is captured in memory unless SMTP_URL is given. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-test-'));
  const server = serverUrl ? await freshPostgres() : undefined;
  const databaseUrl = server?.url;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    API_KEY: `${API_KEY},second-key`,
    LOG_LEVEL: 'silent',
    PUBLIC_BASE_URL: 'http://vitrina.test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: databaseUrl ? dataDir : ':memory:' });
  await seedDatabase(database.db);
  const mails: MailMessage[] = [];
  const mailer: Mailer | undefined = env.SMTP_URL
    ? undefined
    : { send: async (m) => void mails.push(m), close: () => undefined };
  const handled = new Map<string, number>();
  const app = await buildApp({ config, database, mailer, strictResponses: true, onRoute: handlerCounter(handled) });
  await app.ready();
  return {
    app,
    config,
    database,
    mails,
    dataDir,
    handled,
    call({ token, headers, ...opts }) {
      return app.inject({
        ...opts,
        headers: { 'x-api-key': API_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      });
    },
    async reset() {
      await database.db.execute(sql`truncate table agents, agent_tokens, auth_attempts, rate_counters, tenants, property_drafts cascade`);
      mails.length = 0;
    },
    async close() {
      await app.close();
      await database.close().catch(() => undefined); // a test may have closed it on purpose
      // `with (force)`: an app a test built on the same database and left open (its hub keeps a
      // LISTEN connection of its own) must not keep the database from being dropped.
      if (server) await onServer(`drop database if exists ${server.name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs up a password agent and answers its token. */
export async function signUp(t: TestApp, emailAddress = 'ana@example.com', password = 'Secreto1') {
  const res = await t.call({
    method: 'POST',
    url: '/rest/v1/agents',
    payload: { firstName: 'Ana', emailAddress, password, acceptEmails: false },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  const body = res.json();
  return { agentId: body.data.agentId as string, token: body.metadata.authorization.accessToken as string };
}

/** A second app on the test app's database that logs at debug level into `lines`, to read what the logs hold. */
export async function loggingTwin(t: TestApp, lines: string[]): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(chunk.toString());
      cb();
    },
  });
  const app = await buildApp({
    config: t.config,
    database: t.database,
    mailer: { send: async (m) => void t.mails.push(m), close: () => undefined },
    logger: { ...loggerOptions('debug'), stream },
  });
  await app.ready();
  return app;
}
