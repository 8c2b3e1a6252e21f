/**
 * Publishing under load and under crashes: a real server process (PGlite on a fresh DATA_DIR)
 * against fake Instagram and Facebook servers on loopback. 50 drafts are published at once; then 20
 * runs each publish a few more drafts and kill the server with SIGKILL at a random moment of a job
 * (after a random pause, at a random call to the fakes, or while the fake holds the answer of a
 * media_publish or a feed post it already carried out), and start it again on the same DATA_DIR
 * until every draft settles. Prints drafts published, posts per network per draft (must be exactly
 * 1), drafts stuck (must be 0), and the time beyond the fakes' delays. Exits non-zero when a draft
 * was posted twice or is stuck.
 *
 * BENCH_SEED (random seed), BENCH_DRAFTS (50), BENCH_KILL_RUNS (20), BENCH_RUN_DRAFTS (4 per run),
 * BENCH_FAKE_DELAY_MS (40), BENCH_HOLD_MS (2500), BENCH_KEEP_DATA=1 keeps the data directory and the server log,
 * BENCH_SIGNAL=SIGTERM stops the server gracefully instead of killing it
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeMeta, type FakeMeta } from '../apps/api/test/fakes/meta';
import { freePort } from '../apps/api/test/support/server-process';
import { Api, BENCH_PUBLISH_API_KEY, buildDraft, catalogue, connectFacebook, connectInstagram, markerOf, signUpAgent, type Agent, type Catalogue } from './lib/publish-setup';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SERVER = path.join(HERE, '..', 'apps', 'api', 'src', 'server.ts');
const env = process.env;
const seed = Number(env.BENCH_SEED || Date.now() % 100000);
const DRAFTS = Number(env.BENCH_DRAFTS || 50);
const KILL_RUNS = Number(env.BENCH_KILL_RUNS || 20);
const RUN_DRAFTS = Number(env.BENCH_RUN_DRAFTS || 4);
const DELAY_MS = Number(env.BENCH_FAKE_DELAY_MS || 40);
const HOLD_MS = Number(env.BENCH_HOLD_MS || 2500);
const AGENTS = 5;
/** Publishing jobs one server runs at once (the queue's concurrency). */
const WORKERS = 8;
const SETTLE_TIMEOUT_MS = 180_000;
const TOTAL_TIMEOUT_MS = 25 * 60_000;

let rng = seed;
const random = () => ((rng = (rng * 1103515245 + 12345) % 2147483648) / 2147483648);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Server {
  child: ChildProcess;
  exited: Promise<void>;
}

function startServer(dataDir: string, port: number, meta: FakeMeta, logFile: string): Server {
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: path.join(HERE, '..'),
    env: {
      ...process.env,
      ...meta.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      API_KEY: BENCH_PUBLISH_API_KEY,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      RATE_LIMIT_MAX: '100000000',
      GEOCODER_URL: 'off',
      PUBLISH_POLL_INTERVAL_MS: '100',
      PUBLISH_CALL_TIMEOUT_MS: String(HOLD_MS * 3),
      JOBS_POLLING_SECONDS: '0.5',
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, exited };
}

async function ready(api: Api, server: Server) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error('the server exited while starting');
    const ok = await fetch(`${api.baseUrl}/rest/v1/health`, { headers: { 'x-api-key': BENCH_PUBLISH_API_KEY } }).then((r) => r.ok, () => false);
    if (ok) return;
    await sleep(100);
  }
  throw new Error('the server did not answer /health within 60 s');
}

/** BENCH_SIGNAL=SIGTERM checks the graceful shutdown instead (the server must still exit on its own). */
const SIGNAL = (env.BENCH_SIGNAL || 'SIGKILL') as NodeJS.Signals;
const exitCodes: Array<number | null> = [];

async function kill(server: Server, signal: NodeJS.Signals = SIGNAL) {
  server.child.kill(signal);
  await server.exited;
  exitCodes.push(server.child.exitCode);
}

/** Drafts still Publishing, over every agent. */
async function publishingCount(api: Api, agents: Agent[]): Promise<number> {
  let n = 0;
  for (const a of agents) {
    const res = await api.call('GET', '/property-drafts?statuses=2&limit=1', { token: a.token });
    n += Number((res.metadata.pagination as { total?: number } | undefined)?.total ?? 0);
  }
  return n;
}

async function settle(api: Api, agents: Agent[]): Promise<number> {
  const until = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const left = await publishingCount(api, agents);
    if (left === 0 || Date.now() > until) return left;
    await sleep(200);
  }
}

/** Σ of the delays the fakes put on their answers since `since` (every answer waits DELAY_MS; held ones HOLD_MS more). */
function fakeDelay(meta: FakeMeta, since: number): { requests: number; ms: number } {
  const reqs = [...meta.instagram.requests, ...meta.facebook.requests].filter((r) => r.receivedAt >= since);
  return { requests: reqs.length, ms: reqs.length * DELAY_MS };
}

async function main() {
  const deadline = setTimeout(() => {
    console.error(`bench:publish exceeded ${TOTAL_TIMEOUT_MS / 60000} minutes`);
    process.exit(2);
  }, TOTAL_TIMEOUT_MS);
  deadline.unref();
  const meta = await startFakeMeta();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-bench-publish-'));
  const logFile = path.join(dataDir, 'server.log');
  const port = await freePort();
  const api = new Api(`http://127.0.0.1:${port}`);
  let server = startServer(dataDir, port, meta, logFile);
  const cleanup = async () => {
    if (server.child.exitCode === null) await kill(server, 'SIGKILL');
    await meta.close();
  };
  try {
    await ready(api, server);
    console.log(`bench:publish  seed ${seed}  data ${dataDir}`);
    const agents: Agent[] = [];
    for (let n = 1; n <= AGENTS; n++) agents.push(await signUpAgent(api, n));
    for (const a of agents) {
      await connectInstagram(api, meta, a);
      await connectFacebook(api, meta, a);
    }
    const cat: Catalogue = await catalogue(api, agents[0]!.token);
    const drafts: Array<{ id: string; agent: Agent; i: number }> = [];
    const build = async (count: number) => {
      const made: typeof drafts = [];
      const start = drafts.length;
      await Promise.all(
        Array.from({ length: Math.min(count, 5) }, async (_, lane) => {
          for (let k = lane; k < count; k += 5) {
            const i = start + k + 1;
            const agent = agents[(i - 1) % agents.length]!;
            made.push({ id: await buildDraft(api, agent, cat, i), agent, i });
          }
        }),
      );
      drafts.push(...made);
      return made;
    };
    const publishAll = (list: typeof drafts) => Promise.all(list.map((d) => api.must('PUT', `/property-drafts/${d.id}/publish`, { token: d.agent.token })));

    // Phase 1: 50 at once, with the fakes answering after DELAY_MS.
    meta.instagram.behaviour.delayMs = DELAY_MS;
    meta.facebook.behaviour.delayMs = DELAY_MS;
    const first = await build(DRAFTS);
    const t0 = Date.now();
    await publishAll(first);
    const stuckFirst = await settle(api, agents);
    const wall = Date.now() - t0;
    const delay = fakeDelay(meta, t0);

    // Phase 2: kills at random moments, restarts on the same DATA_DIR.
    const modes = ['pause', 'nth-call', 'held-publish', 'held-feed'] as const;
    const kills: string[] = [];
    let killTime = 0;
    let stuck = stuckFirst;
    for (let run = 0; run < KILL_RUNS && stuck === 0; run++) {
      const list = await build(RUN_DRAFTS);
      const mode = modes[run % modes.length]!;
      const base = { published: meta.instagram.published.length, feed: meta.facebook.feedPosts.length, requests: meta.instagram.requests.length + meta.facebook.requests.length };
      if (mode === 'held-publish') meta.instagram.behaviour.holdPublishMs = HOLD_MS;
      if (mode === 'held-feed') meta.facebook.behaviour.holdFeedMs = HOLD_MS;
      const nth = 1 + Math.floor(random() * 40);
      const pause = Math.floor(random() * 1500);
      const started = Date.now();
      await publishAll(list);
      const until = Date.now() + 30_000;
      for (;;) {
        const requests = meta.instagram.requests.length + meta.facebook.requests.length - base.requests;
        const hit =
          (mode === 'pause' && Date.now() - started >= pause) ||
          (mode === 'nth-call' && requests >= nth) ||
          (mode === 'held-publish' && meta.instagram.published.length > base.published) ||
          (mode === 'held-feed' && meta.facebook.feedPosts.length > base.feed);
        if (hit || Date.now() > until) break;
        await sleep(5);
      }
      await kill(server);
      kills.push(`${mode}${mode === 'nth-call' ? `#${nth}` : mode === 'pause' ? `@${pause}ms` : ''}`);
      meta.instagram.behaviour.holdPublishMs = undefined;
      meta.facebook.behaviour.holdFeedMs = undefined;
      server = startServer(dataDir, port, meta, logFile);
      await ready(api, server);
      stuck = await settle(api, agents);
      killTime += Date.now() - started;
    }

    // What the fakes hold, draft by draft.
    const counts = { igOnce: 0, igTwice: 0, igNone: 0, fbOnce: 0, fbTwice: 0, fbNone: 0, published: 0, failedPosts: 0 };
    const twice: string[] = [];
    for (const d of drafts) {
      const view = await api.must('GET', `/property-drafts/${d.id}`, { token: d.agent.token });
      if (view.status === 3) counts.published++;
      if (view.instagramPost?.status === 3) counts.failedPosts++;
      if (view.facebookPost?.status === 3) counts.failedPosts++;
      const ig = meta.instagram.published.filter((m) => m.caption?.startsWith(`${markerOf(d.i)} `)).length;
      if (ig === 1) counts.igOnce++;
      else if (ig === 0) counts.igNone++;
      else {
        counts.igTwice++;
        twice.push(`${markerOf(d.i)} instagram ×${ig}`);
      }
      for (const pageId of d.agent.pageIds) {
        const fb = meta.facebook.feedPosts.filter((p) => p.pageId === pageId && p.message.startsWith(`${markerOf(d.i)} `)).length;
        if (fb === 1) counts.fbOnce++;
        else if (fb === 0) counts.fbNone++;
        else {
          counts.fbTwice++;
          twice.push(`${markerOf(d.i)} facebook page ${pageId} ×${fb}`);
        }
      }
    }
    const pages = drafts.length * 2;
    const floor = delay.ms / WORKERS;
    console.log('');
    console.log(`drafts published          ${counts.published} / ${drafts.length}  (${DRAFTS} at once, then ${kills.length} kill runs of ${RUN_DRAFTS})`);
    console.log(`instagram posts per draft exactly 1: ${counts.igOnce}   none: ${counts.igNone}   more than 1: ${counts.igTwice}`);
    console.log(`facebook posts per page   exactly 1: ${counts.fbOnce} / ${pages}   none: ${counts.fbNone}   more than 1: ${counts.fbTwice}`);
    console.log(`posts marked Failed       ${counts.failedPosts}`);
    console.log(`drafts left stuck         ${stuck}`);
    console.log(`kills (${SIGNAL})${' '.repeat(Math.max(1, 19 - SIGNAL.length))}${kills.join(', ')}`);
    if (SIGNAL !== 'SIGKILL') console.log(`exit codes                ${exitCodes.join(', ')}`);
    console.log('');
    console.log(`${DRAFTS} at once: ${wall} ms wall; fakes answered ${delay.requests} calls at ${DELAY_MS} ms = ${delay.ms} ms of delay,`);
    console.log(`  ${WORKERS} jobs at a time → a floor of ${Math.round(floor)} ms; time beyond the fakes' delays ${Math.max(0, wall - Math.round(floor))} ms, ratio ${(wall / floor).toFixed(2)}×`);
    console.log(`kill runs: ${killTime} ms in all, ${Math.round(killTime / Math.max(1, kills.length))} ms a run (kill, restart, settle); ${api.requests} API calls`);
    if (twice.length) console.log(`POSTED TWICE: ${twice.join('; ')}`);
    const failed = twice.length > 0 || stuck > 0;
    if (failed) console.log(`server log: ${logFile}`);
    await cleanup();
    if (!failed && !env.BENCH_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
    process.exit(failed ? 1 : 0);
  } catch (err) {
    console.error(`bench:publish failed: ${(err as Error).stack ?? err}`);
    try {
      console.error(readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n'));
    } catch {
      /* no log */
    }
    await cleanup();
    process.exit(1);
  }
}

void main();
