/**
 * The pages an agent opens first, in Debian's Chromium, against the built web app served by this
 * repository's server (in this process, embedded database; one agent with a page of customers):
 *   - requests of a cold load of /login and of every signed-in page, with the deepest request
 *     waterfall, against issue 15's budget (at most 30 requests, no chain deeper than 3). A request's
 *     depth follows what started it (bench/lib/request-depth.ts): one deeper than the document or
 *     stylesheet that names it, the script that asks for it (for a module script, the chunk of the
 *     build that imports it), and, for what a script asks for, the API answers it may have waited
 *     for (those that came after its code and before it started);
 *   - Lighthouse mobile performance (default throttling: a mid-range phone on slow 4G) on /login,
 *     /dashboard and /customers, the median of 3 runs per page, against 95 and a largest
 *     contentful paint under 2.5 s.
 * The machine's load average is printed with the figures. A measurement: it fails only when the
 * app cannot start. BENCH_LIGHTHOUSE_RUNS sets the runs per page (0 skips Lighthouse);
 * BENCH_PAGES=/customers,/property-editor/:draft/create measures only those pages (as PAGES names them);
 * BENCH_REQUESTS=1 lists each page's requests with their depth;
 * BENCH_LIGHTHOUSE_JSON=<dir> saves each run's whole report there (<page>-<run>.json: the trace's
 * main-thread tasks, the network requests with their times, the audits' details).
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageRequests, type PageRequest } from './lib/browser-measure';
import { lighthouseMobile, type LighthouseScore } from './lib/lighthouse-run';
import { SESSION_COOKIE, startSignedInApp } from './lib/signed-in-app';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The built web app (BENCH_WEB_DIST: another build, e.g. a worktree's). */
const DIST = process.env.BENCH_WEB_DIST ?? path.join(ROOT, 'apps', 'web', 'dist');
const MAX_REQUESTS = 30;
const MAX_DEPTH = 3;
const MIN_SCORE = 95;
const MAX_LCP_MS = 2500;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const REPORTS = process.env.BENCH_LIGHTHOUSE_JSON;

/**
 * Lighthouse runs on the first three; the seeded customer and draft fill in the others' paths.
 * `untilLoad`: signed out, /login opens without the router and fetches it once loaded (counted apart).
 */
const ALL_PAGES = [
  { path: '/login', signedIn: false, lighthouse: true, untilLoad: true },
  { path: '/dashboard', signedIn: true, lighthouse: true, untilLoad: false },
  { path: '/customers', signedIn: true, lighthouse: true, untilLoad: false },
  ...['/tasks', '/calendar', '/account', '/properties', '/customers/view/:slug', '/customers/create', '/customers/edit/:slug', '/property-editor/:draft/create', '/onboarding'].map(
    (path) => ({ path, signedIn: true, lighthouse: false, untilLoad: false }),
  ),
];
/** BENCH_REQUESTS=1 lists every request of each page with its depth and start (where a page's count and depth come from). */
const LIST_REQUESTS = process.env.BENCH_REQUESTS === '1';
const ONLY = process.env.BENCH_PAGES?.split(',').map((p) => p.trim());
const PAGES = ONLY ? ALL_PAGES.filter((p) => ONLY.includes(p.path)) : ALL_PAGES;

const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const short = (r: PageRequest, origin: string) => (r.url.startsWith(origin) ? r.url.slice(origin.length) : r.url).slice(0, 70);

async function main() {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    console.error('web-pages: the web app is not built (npm run build -w @vitrina/web)');
    process.exit(1);
  }
  // `npm start` serves the .br/.gz files `npm run build -w @vitrina/web` writes beside each asset;
  // a bare `vite build` has none, so its pages go out uncompressed and every figure reads worse.
  if (!readdirSync(path.join(DIST, 'assets')).some((f) => f.endsWith('.br'))) {
    console.log(`\nNOTE: ${DIST} has no precompressed assets: served uncompressed, unlike npm start (build with npm run build -w @vitrina/web)`);
  }
  const app = await startSignedInApp(DIST);
  try {
    const cookies = [{ name: SESSION_COOKIE, value: app.token }];
    console.log(`\nRequests of a cold load (Chromium, no cache), load average ${load()}\n`);
    for (const p of PAGES) {
      const url = p.path.replace(':slug', app.customerSlug).replace(':draft', app.draftId);
      const result = await pageRequests(app.origin + url, p.signedIn ? cookies : [], { untilLoad: p.untilLoad, dist: DIST });
      const depth = result.deepest.length;
      const byType = new Map<string, number>();
      result.requests.forEach((r) => byType.set(r.type, (byType.get(r.type) ?? 0) + 1));
      const types = [...byType].map(([t, n]) => `${n} ${t}`).join(', ');
      const landed = result.finalPath === url ? '' : ` (landed on ${result.finalPath})`;
      console.log(
        `${p.path} requests: ${result.requests.length} / budget ${MAX_REQUESTS} = ${(result.requests.length / MAX_REQUESTS).toFixed(3)}; deepest waterfall ${depth} / budget ${MAX_DEPTH}${landed}`,
      );
      console.log(`  ${types}`);
      console.log(`  deepest: ${result.deepest.map((r) => short(r, app.origin)).join(' -> ')}`);
      if (LIST_REQUESTS) {
        result.requests.forEach((r) => console.log(`    ${r.depth} ${String(Math.round(r.start)).padStart(5)} ms ${r.type.padEnd(10)} ${short(r, app.origin)}`));
      }
      if (result.afterLoad.length) {
        console.log(`  then, once loaded (not counted): ${result.afterLoad.map((r) => short(r, app.origin)).join(', ')}`);
      }
    }

    if (RUNS <= 0) return;
    console.log(`\nLighthouse mobile (default throttling), median of ${RUNS} runs; load average before: ${load()}\n`);
    for (const p of PAGES.filter((x) => x.lighthouse)) {
      const runs: LighthouseScore[] = [];
      try {
        for (let i = 0; i < RUNS; i += 1) {
          let run = await lighthouseMobile(app.origin + p.path, p.signedIn ? cookies : []);
          // A run Lighthouse itself failed (its trace had no navigation start, seen about one run in
          // six here) scores 0: it is run again once rather than counted in the median.
          if (run.runtimeError) {
            console.log(`${p.path} Lighthouse run ${i + 1} failed (${run.runtimeError}): run again`);
            run = await lighthouseMobile(app.origin + p.path, p.signedIn ? cookies : []);
          }
          runs.push(run);
        }
      } catch (err) {
        console.log(`${p.path} Lighthouse: not run (${(err as Error).message.split('\n')[0]})`);
        continue;
      }
      if (REPORTS) {
        mkdirSync(REPORTS, { recursive: true });
        runs.forEach((r, i) => writeFileSync(path.join(REPORTS, `${p.path.slice(1)}-${i + 1}.json`), r.report));
      }
      const score = median(runs.map((r) => r.performance));
      const lcp = median(runs.map((r) => r.lcpMs));
      console.log(
        `${p.path} Lighthouse performance: ${score} / aim ${MIN_SCORE} (runs ${runs.map((r) => r.performance).join(', ')}); ` +
          `LCP ${lcp} ms / budget ${MAX_LCP_MS} = ${(lcp / MAX_LCP_MS).toFixed(3)} (runs ${runs.map((r) => r.lcpMs).join(', ')}); ` +
          `TBT ${median(runs.map((r) => r.tbtMs))} ms, CLS ${median(runs.map((r) => r.cls))}; load average ${load()}`,
      );
      // A failed run reads NaN: then the first run that has a figure.
      const shown = runs.find((r) => r.lcpMs === lcp) ?? runs.find((r) => Number.isFinite(r.lcpMs));
      if (shown) console.log(`  largest paint (median run): ${shown.beforeLcp}`);
      // What the audits name (each finding with the number of runs that named it).
      const named = new Map<string, number>();
      runs.forEach((r) => r.findings.forEach((f) => named.set(f.split(':')[0]!, (named.get(f.split(':')[0]!) ?? 0) + 1)));
      const last = runs[runs.length - 1]!.findings;
      if (named.size) console.log(`  audits: ${[...named].map(([id, n]) => `${last.find((f) => f.startsWith(`${id}:`)) ?? id} (${n}/${runs.length})`).join('; ')}`);
    }
  } finally {
    await app.close();
  }
}

main().catch((err) => {
  console.error(`web-pages: ${(err as Error).stack ?? err}`);
  process.exitCode = 1;
});
