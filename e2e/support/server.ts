import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeFacebook, type FakeFacebook } from '../../apps/api/test/fakes/facebook';
import { startFakeGoogle, type FakeGoogle } from '../../apps/api/test/fakes/google';
import { startFakeRecaptcha, type FakeRecaptcha } from '../../apps/api/test/fakes/recaptcha';
import { startSmtpSink, type SmtpSink } from '../../apps/api/test/fakes/smtp-sink';
import type { HttpFake } from '../../apps/api/test/fakes/http-fake';
import { startFakeNominatim } from '../../apps/api/test/fakes/nominatim';
import { startFakeInstagram, type FakeInstagram } from '../../apps/api/test/fakes/instagram';
import { INSTAGRAM_APP_ID, INSTAGRAM_APP_SECRET } from '../../apps/api/test/fakes/meta';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The built web app; E2E_WEB_DIST points elsewhere (a build of one's own, e.g. `vite build --outDir`). */
export const WEB_DIST = process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : path.join(REPO_ROOT, 'apps', 'web', 'dist');

export const GOOGLE_CLIENT_ID = 'fake-client.apps.googleusercontent.com';
export const FACEBOOK_APP_ID = '1234567890';
export const FACEBOOK_APP_SECRET = 'fake-facebook-secret';
export const RECAPTCHA_SITE_KEY = 'fake-recaptcha-site-key';
export const RECAPTCHA_SECRET = 'fake-recaptcha-secret';
/** The token the fake reCAPTCHA script hands out; registered with a human score. */
export const RECAPTCHA_TOKEN = 'e2e-recaptcha-token';

export interface Fakes {
  google: FakeGoogle;
  facebook: FakeFacebook;
  recaptcha: FakeRecaptcha;
  smtp: SmtpSink;
  nominatim: HttpFake;
  instagram: FakeInstagram;
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  fakes: Fakes;
  /** What the server printed, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export async function startFakes(): Promise<Fakes> {
  const [google, facebook, recaptcha, smtp, nominatim, instagram] = await Promise.all([
    startFakeGoogle(GOOGLE_CLIENT_ID),
    startFakeFacebook(FACEBOOK_APP_ID, FACEBOOK_APP_SECRET),
    startFakeRecaptcha(RECAPTCHA_SECRET),
    startSmtpSink(),
    startFakeNominatim(),
    startFakeInstagram({ appId: INSTAGRAM_APP_ID, appSecret: INSTAGRAM_APP_SECRET }),
  ]);
  recaptcha.scores.set(RECAPTCHA_TOKEN, { score: 0.9, action: 'submit_form' });
  return { google, facebook, recaptcha, smtp, nominatim, instagram };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string, ms = 60_000) {
  const deadline = Date.now() + ms;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with code ${child.exitCode} before it was ready:\n${output()}`);
    }
    try {
      const res = await fetch(`${baseUrl}/rest/v1/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
      lastError = `health answered ${res.status}`;
    } catch (err) {
      lastError = String(err);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server was not healthy within ${ms} ms (${lastError}):\n${output()}`);
}

/**
 * How the server starts: E2E_SERVER_ENTRY names a built bundle (`npm run test:e2e` passes
 * apps/api/dist/server.js, what `npm start` runs); without it, from the TypeScript sources.
 */
const SERVER_ARGS = process.env.E2E_SERVER_ENTRY ? [process.env.E2E_SERVER_ENTRY] : ['--import', 'tsx', 'apps/api/src/server.ts'];

/**
 * Starts the fakes of the outside services on loopback and the real server as a child process
 * (see SERVER_ARGS) on a free port with a fresh DATA_DIR. `without` leaves settings out, e.g. a server
 * without Meta's app credentials (INSTAGRAM_APP_ID, FACEBOOK_APP_ID), where no network can be connected.
 */
export async function startServer(options: { without?: string[] } = {}): Promise<RunningServer> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(`the web app is not built (${WEB_DIST}/index.html is missing): run \`npm run build\` first`);
  }
  const fakes = await startFakes();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-e2e-'));
  // A private copy of the built app: a rebuild of apps/web/dist while the journeys run (another
  // engineer's `vite build` empties it first) must not pull the pages from under the server.
  const webDir = path.join(dataDir, 'web');
  cpSync(WEB_DIST, webDir, { recursive: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: baseUrl,
    SMTP_URL: fakes.smtp.url,
    GOOGLE_CLIENT_ID,
    GOOGLE_TOKENINFO_URL: fakes.google.tokeninfoUrl,
    GOOGLE_USERINFO_URL: fakes.google.userinfoUrl,
    FACEBOOK_APP_ID,
    FACEBOOK_APP_SECRET,
    FACEBOOK_GRAPH_URL: fakes.facebook.graphUrl,
    RECAPTCHA_SITE_KEY,
    RECAPTCHA_SECRET,
    RECAPTCHA_VERIFY_URL: fakes.recaptcha.verifyUrl,
    INSTAGRAM_APP_ID,
    INSTAGRAM_APP_SECRET,
    INSTAGRAM_OAUTH_URL: fakes.instagram.oauthUrl,
    INSTAGRAM_GRAPH_URL: fakes.instagram.graphUrl,
    GEOCODER_URL: fakes.nominatim.url,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: webDir,
  };
  for (const name of options.without ?? []) delete env[name];
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const output = () => log;

  const closeFakes = async () => {
    await Promise.all([fakes.google.close(), fakes.facebook.close(), fakes.recaptcha.close(), fakes.smtp.close(), fakes.nominatim.close(), fakes.instagram.close()]);
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await closeFakes();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, output);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, dataDir, fakes, output, stop };
}
