import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { moduleGraph } from './module-graph';
import { deepestChain, waterfall, type PageRequest, type RawRequest } from './request-depth';

export type { PageRequest } from './request-depth';

/**
 * What Chromium actually fetches for /login from the built app, served by a small static server
 * on loopback (index.html for page paths, a stub /runtime-config.js, 401 for the API). Answers
 * the dist-relative paths of the JS and CSS files requested, or null when no browser is at hand.
 */
export interface BrowserResult {
  /** JS and CSS the page asked for before its load event: its critical path. */
  files: string[];
  /** What it asked for after (the router, on a signed-out /login: app/standalone-login.tsx). */
  later: string[];
  note?: string;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** How long a load must stay without a new request to be over (after the network's first rest). */
const QUIET_MS = 1500;

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
    // Split at the load event by the page's own clock (a request event reaches this process late).
    const startedAfterLoad = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const load = navigation?.loadEventStart ?? Number.POSITIVE_INFINITY;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= load)
        .map((entry) => new URL(entry.name).pathname.replace(/^\//, ''));
    });
    const later = [...requested].filter((file) => startedAfterLoad.includes(file));
    return { files: [...requested].filter((file) => !later.includes(file)), later, note };
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export interface PageLoad {
  requests: PageRequest[];
  /** With `untilLoad`: the requests that started after the page's load event (left out of `requests`). */
  afterLoad: PageRequest[];
  /** The deepest chain of requests, page first. */
  deepest: PageRequest[];
  finalPath: string;
}

interface Stack {
  callFrames: { url: string }[];
  parent?: Stack;
}

/** The URL of every frame of a stack, async parents included. */
function stackUrls(stack: Stack | undefined): string[] {
  const urls: string[] = [];
  for (let s = stack; s; s = s.parent) s.callFrames.forEach((f) => f.url && urls.push(f.url));
  return urls;
}

/**
 * Every request Chromium makes for a cold load of `url` (fresh profile, no cache) until the network
 * is quiet, with the depth of each in the waterfall by what started it (the DevTools protocol's
 * initiator; the rule is in request-depth.ts). With `untilLoad`, only the requests that started
 * before the page's load event count (a signed-out /login fetches the router once it has loaded,
 * on purpose: index.html's boot script).
 */
export async function pageRequests(
  url: string,
  cookies: { name: string; value: string }[] = [],
  { untilLoad = false, dist }: { untilLoad?: boolean; dist?: string } = {},
): Promise<PageLoad> {
  const graph = dist ? moduleGraph(dist) : undefined;
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
    const cdp = await context.newCDPSession(page);
    const seen = new Map<string, RawRequest>();
    let loadAt = Number.POSITIVE_INFINITY;
    cdp.on('Page.loadEventFired', (e) => (loadAt = Math.min(loadAt, e.timestamp)));
    cdp.on('Network.requestWillBeSent', (e) => {
      // data: and blob: URLs are no requests; a redirect keeps its id and takes the new URL.
      // The browser's own request of the tab's icon is none of the page's either: /favicon.ico, or the
      // icon index.html names (/favicon.svg), which Chromium asks for itself (initiator 'other'), again
      // after a same-document navigation when the cache is off (/onboarding's step in the address).
      if (!/^https?:/.test(e.request.url) || (e.initiator.type === 'other' && /^\/favicon\.(ico|svg)$/.test(new URL(e.request.url).pathname))) return;
      const old = seen.get(e.requestId);
      if (old) {
        old.url = e.request.url;
        return;
      }
      seen.set(e.requestId, {
        url: e.request.url,
        type: (e.type ?? 'other').toLowerCase(),
        start: e.timestamp,
        end: Number.POSITIVE_INFINITY,
        initiator: { type: e.initiator.type, url: e.initiator.url, scripts: stackUrls(e.initiator.stack) },
      });
    });
    // The page is parsed as it arrives: what it names can start once its first bytes are in.
    cdp.on('Network.responseReceived', (e) => {
      const r = seen.get(e.requestId);
      if (r?.type === 'document') r.end = Math.min(r.end, e.timestamp);
    });
    const done = (e: { requestId: string; timestamp: number }) => {
      const r = seen.get(e.requestId);
      if (r) r.end = Math.min(r.end, e.timestamp);
    };
    cdp.on('Network.loadingFinished', done);
    cdp.on('Network.loadingFailed', done);
    await cdp.send('Page.enable');
    await cdp.send('Network.enable');
    // The initiator's stack (async frames included) needs the debugger.
    await cdp.send('Debugger.enable');
    await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 32 });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // 500 ms without requests is not the end of a load: with its first answers written into the
    // page, a page's network can rest while its code runs and then ask for its later chunks. Done
    // when no request has started for QUIET_MS more.
    for (let count = -1, rounds = 0; count !== seen.size && rounds < 10; rounds += 1) {
      count = seen.size;
      await page.waitForTimeout(QUIET_MS);
      await page.waitForLoadState('networkidle');
    }
    const all = [...seen.values()];
    const counted = all.filter((r) => !untilLoad || r.start <= loadAt);
    const requests = waterfall(counted, graph);
    // Sorted by start, the counted ones come first.
    const afterLoad = waterfall(all, graph).slice(requests.length);
    return { requests, afterLoad, deepest: deepestChain(requests), finalPath: new URL(page.url()).pathname };
  } finally {
    await browser.close();
  }
}
