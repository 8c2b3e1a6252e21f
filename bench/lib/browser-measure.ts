import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * What Chromium actually fetches for /login from the built app, served by a small static server
 * on loopback (index.html for page paths, a stub /runtime-config.js, 401 for the API). Answers
 * the dist-relative paths of the JS and CSS files requested, or null when no browser is at hand.
 */
export interface BrowserResult {
  files: string[];
  note?: string;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

function serve(dist: string): Promise<Server> {
  const index = readFileSync(path.join(dist, 'index.html'));
  const runtimeConfig = `window.__VITRINA_CONFIG__=${JSON.stringify({
    apiKey: 'bench',
    publicBaseUrl: 'http://127.0.0.1',
    googleClientId: 'bench.apps.googleusercontent.com',
    facebookAppId: '1234567890',
    recaptchaSiteKey: null,
    sentryDsn: null,
    sentryHostnames: [],
  })};`;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench');
    if (url.pathname === '/runtime-config.js') {
      res.writeHead(200, { 'content-type': TYPES['.js']! }).end(runtimeConfig);
      return;
    }
    if (url.pathname.startsWith('/rest/')) {
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"data":null,"metadata":{"error":{"type":"ACCESS_TOKEN_INVALID","message":"-"}}}');
      return;
    }
    const file = path.join(dist, path.normalize(url.pathname));
    if (file.startsWith(dist) && existsSync(file) && statSync(file).isFile()) {
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
      return;
    }
    res.writeHead(200, { 'content-type': TYPES['.html']! }).end(index);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export async function loginFilesInBrowser(dist: string): Promise<BrowserResult | null> {
  if (!existsSync(CHROMIUM)) return null;
  let chromium: typeof import('playwright-core').chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    return null;
  }
  const server = await serve(dist);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.route('**/*', (route) =>
      route.request().url().startsWith(origin) ? route.continue() : route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    const requested = new Set<string>();
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.origin === origin && /\.(js|css)$/.test(url.pathname) && url.pathname !== '/runtime-config.js') {
        requested.add(url.pathname.replace(/^\//, ''));
      }
    });
    await page.goto(`${origin}/login`, { waitUntil: 'networkidle', timeout: 60_000 });
    let note: string | undefined;
    try {
      await page.getByRole('heading', { name: 'Acceder a mi cuenta' }).waitFor({ timeout: 15_000 });
    } catch {
      note = "the heading 'Acceder a mi cuenta' did not appear: the page may not have finished loading";
    }
    await page.waitForLoadState('networkidle');
    return { files: [...requested], note };
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export interface PageRequest {
  url: string;
  type: string;
  start: number;
  end: number;
  /** Round trips before this one could start: 1 for the page itself. */
  depth: number;
  /** The request that finished last before this one started (its place in the waterfall). */
  after: PageRequest | null;
}

export interface PageLoad {
  requests: PageRequest[];
  /** With `untilLoad`: the requests that started after the page's load event (left out of `requests`). */
  afterLoad: PageRequest[];
  /** The deepest chain of requests, page first. */
  deepest: PageRequest[];
  finalPath: string;
}

/**
 * Every request Chromium makes for a cold load of `url` (fresh profile, no cache) until the network
 * is quiet, with the depth of each in the waterfall: a request is one deeper than the deepest one
 * that had finished before it started (what it could have been waiting for; the page counts as
 * finished once its answer starts, since the parser reads it as it comes). With `untilLoad`, only
 * the requests that started before the page's load event count (a signed-out /login fetches the
 * router once it has loaded, on purpose: index.html's boot script).
 */
export async function pageRequests(
  url: string,
  cookies: { name: string; value: string }[] = [],
  { untilLoad = false }: { untilLoad?: boolean } = {},
): Promise<PageLoad> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const origin = new URL(url).origin;
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url: origin })));
    const page = await context.newPage();
    const seen: { url: string; type: string; start: number; end: number }[] = [];
    const t0 = Date.now();
    let loadAt = Number.POSITIVE_INFINITY;
    page.on('load', () => (loadAt = Date.now() - t0));
    page.on('request', (req) => {
      const entry = { url: req.url(), type: req.resourceType(), start: Date.now() - t0, end: Number.POSITIVE_INFINITY };
      seen.push(entry);
      const done = () => (entry.end = Date.now() - t0);
      req.response().then(async (res) => {
        // The page is parsed as it arrives: what it names can start once its first bytes are in.
        if (req.resourceType() !== 'document') await res?.finished().catch(() => undefined);
        done();
      }, done);
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const requests: PageRequest[] = [];
    const afterLoad: PageRequest[] = [];
    for (const r of [...seen].sort((a, b) => a.start - b.start)) {
      if (untilLoad && r.start > loadAt) {
        afterLoad.push({ ...r, depth: 0, after: null });
        continue;
      }
      const before = requests.filter((q) => q.end <= r.start);
      const after = before.reduce<PageRequest | null>((best, q) => (!best || q.depth > best.depth || (q.depth === best.depth && q.end > best.end) ? q : best), null);
      requests.push({ ...r, depth: (after?.depth ?? 0) + 1, after });
    }
    const last = requests.reduce<PageRequest | null>((best, r) => (!best || r.depth > best.depth ? r : best), null);
    const deepest: PageRequest[] = [];
    for (let r = last; r; r = r.after) deepest.unshift(r);
    return { requests, afterLoad, deepest, finalPath: new URL(page.url()).pathname };
  } finally {
    await browser.close();
  }
}
