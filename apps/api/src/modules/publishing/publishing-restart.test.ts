import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { seedDatabase } from '../../seeds';
import { API_KEY, signUp, type TestApp } from '../../../test/app';
import { startFakeMeta, type FakeMeta } from '../../../test/fakes/meta';
import { connectBoth, fastPublishing, freePort, publishableDraft, settledDraft, waitFor } from '../../../test/publishing-fixtures';

/**
 * The server stops in the middle of a publication and starts again on the same data directory
 * (PGlite): the job resumes at start-up, whether it was left running or lost altogether.
 */
let meta: FakeMeta;
let dataDir: string;
let port: number;

beforeAll(async () => {
  meta = await startFakeMeta();
  dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-restart-'));
  port = await freePort();
});
afterAll(async () => {
  await meta.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The real app on the data directory, as `npm start` builds it, listening on the same port each time. */
async function start(): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    API_KEY,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    ...meta.env,
    ...fastPublishing,
    PUBLISH_CALL_TIMEOUT_MS: '10000',
  });
  const database: Database = await openDatabase({ databaseUrl: null, dataDir });
  await seedDatabase(database.db);
  const app: FastifyInstance = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port });
  return {
    app,
    config,
    database,
    mails: [],
    handled: new Map(),
    dataDir,
    call: ({ token, headers, ...opts }) => app.inject({ ...opts, headers: { 'x-api-key': API_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } }),
    reset: async () => undefined,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const jobStates = async (t: TestApp, draftId: string) =>
  ((await t.database.db.execute(sql`select state from pgboss.job where singleton_key = ${draftId}`)) as unknown as { rows: Array<{ state: string }> }).rows.map((r) => r.state);

describe('a restart in the middle of a publication', () => {
  it('resumes a job left running (held media_publish) and one that was lost, posting each network once', async () => {
    let t = await start();
    const ana = await signUp(t, 'ana@example.com');
    const accounts = await connectBoth(t, meta, ana.agentId);
    const drafts: string[] = [];
    for (const caption of ['Reinicio uno', 'Reinicio dos']) {
      const { id, imageIds } = await publishableDraft(t, ana.token, 2);
      await t.call({ method: 'PUT', url: `/rest/v1/property-drafts/${id}/instagram`, token: ana.token, payload: { imagesUrls: imageIds, caption } });
      await t.call({ method: 'PUT', url: `/rest/v1/property-drafts/${id}/facebook`, token: ana.token, payload: { imagesUrls: imageIds, caption, pagesIds: [accounts.pages[0]!.id] } });
      drafts.push(id);
    }
    // The first publication is stopped while Instagram holds the answer of a publish it carried out.
    meta.instagram.behaviour.holdPublishMs = 8000;
    await t.call({ method: 'PUT', url: `/rest/v1/property-drafts/${drafts[0]}/publish`, token: ana.token });
    await waitFor(async () => meta.instagram.published.length, (n) => n === 1);
    await t.close();
    meta.instagram.behaviour.holdPublishMs = undefined;

    // As if the process had been killed: the job still marked active. The second draft's job is lost.
    await (async () => {
      const database = await openDatabase({ databaseUrl: null, dataDir });
      await database.db.execute(sql`update pgboss.job set state = 'active', started_on = now() where singleton_key = ${drafts[0]!}`);
      await database.db.execute(sql`update property_drafts set status = 2, post_status = 4 where id = ${drafts[1]!}`);
      await database.close();
    })();

    t = await start();
    for (const id of drafts) {
      const done = await settledDraft(t, ana.token, id, 30_000);
      expect(done).toMatchObject({ status: 3, postStatus: 2, instagramPost: { status: 2 }, facebookPost: { status: 2 } });
      expect(await jobStates(t, id)).not.toContain('active');
    }
    for (const caption of ['Reinicio uno', 'Reinicio dos']) {
      expect(meta.instagram.published.filter((m) => m.caption === caption)).toHaveLength(1);
      expect(meta.facebook.feedPosts.filter((p) => p.message === caption)).toHaveLength(1);
    }
    await t.close();
  });
});
