/**
 * The size of what /login loads: builds the web app, then counts the gzipped bytes of the JS and
 * CSS of the sign-in page against issue 15's 130 KB budget. Two readings: from the build output (entry,
 * static imports, the login route's chunk and CSS) and, where Chromium is installed, what the
 * browser actually fetched. A measurement, not a test: it fails only when the build fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loginFilesInBrowser, type BrowserResult } from './lib/browser-measure';
import { loginFilesFromBuild } from './lib/static-graph';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'apps', 'web', 'dist');
const BUDGET = 130 * 1024;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function build() {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(path.join(DIST, 'index.html'))) return;
  console.log('Building the web app (npm run build -w @vitrina/web)...');
  const run = spawnSync('npm', ['run', 'build', '-w', '@vitrina/web'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
    console.error(`The build failed (exit ${run.status}).`);
    process.exit(run.status || 1);
  }
}

function sizes(files: string[]) {
  return files
    .filter((f) => /\.(js|css)$/.test(f) && existsSync(path.join(DIST, f)))
    .map((f) => {
      const bytes = readFileSync(path.join(DIST, f));
      return { file: f, raw: bytes.length, gzip: gzipSync(bytes).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

async function main() {
  build();
  const fromBuild = loginFilesFromBuild(DIST);
  let inBrowser: BrowserResult | null = null;
  try {
    inBrowser = await loginFilesInBrowser(DIST);
  } catch (err) {
    console.log(`(the browser reading failed: ${(err as Error).message.split('\n')[0]})`);
  }

  const staticSet = new Set(fromBuild.files);
  const browserSet = new Set(inBrowser?.files ?? []);
  const laterSet = new Set(inBrowser?.later ?? []);
  const all = sizes([...new Set([...staticSet, ...browserSet, ...laterSet])]);
  const sum = (set: Set<string>) => all.filter((r) => set.has(r.file)).reduce((s, r) => s + r.gzip, 0);
  const sumRaw = (set: Set<string>) => all.filter((r) => set.has(r.file)).reduce((s, r) => s + r.raw, 0);

  console.log('\nJS and CSS of /login (gzip, zlib default level)\n');
  const width = Math.max(...all.map((r) => r.file.length), 10);
  console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}  build  browser`);
  for (const r of all) {
    const browser = browserSet.has(r.file) ? 'x' : laterSet.has(r.file) ? 'later' : '';
    console.log(
      `${r.file.padEnd(width)}  ${kb(r.raw).padStart(10)}  ${kb(r.gzip).padStart(10)}  ${(staticSet.has(r.file) ? 'x' : '').padStart(5)}  ${browser.padStart(7)}`,
    );
  }
  const staticGzip = sum(staticSet);
  console.log('');
  console.log(`From the build (${fromBuild.method}): ${staticSet.size} files, ${kb(sumRaw(staticSet))} raw, ${kb(staticGzip)} gzip`);
  fromBuild.notes.forEach((n) => console.log(`  note: ${n}`));
  let headline = staticGzip;
  if (inBrowser) {
    const browserGzip = sum(browserSet);
    headline = browserGzip;
    console.log(`Fetched by Chromium:  ${browserSet.size} files, ${kb(sumRaw(browserSet))} raw, ${kb(browserGzip)} gzip`);
    if (laterSet.size) console.log(`  then, after the load event: ${laterSet.size} files, ${kb(sum(laterSet))} gzip (not on the critical path)`);
    if (inBrowser.note) console.log(`  note: ${inBrowser.note}`);
  } else {
    console.log('Fetched by Chromium:  not measured (no /usr/bin/chromium or playwright-core)');
  }
  console.log('');
  console.log(`login bundle: ${headline} bytes gzip (${kb(headline)}) / budget ${BUDGET} bytes (130 KB) = ${(headline / BUDGET).toFixed(3)}`);
}

main().catch((err) => {
  // A measurement: report the problem, but only a failed build makes the exit code non-zero.
  console.error(`login-bundle: ${(err as Error).stack ?? err}`);
});
