/**
 * The size budget of the built web app (issue 15), run by `npm test` after the build: each page's
 * first load (gzipped JS + CSS, zlib's default level) against its budget, from Vite's manifest.
 * Fails (exit 1) when a page is over its limit, when the route table lazy-loads a module no page
 * here names (a new page needs a budget), or when a Mantine class in the built JavaScript has no
 * rule in the built CSS (a component whose stylesheet app/signed-in-styles.ts no longer loads), or
 * when /login's first load holds the router (react-router: the signed-out sign-in screen opens without it).
 * `--report` prints the same and always exits 0 (npm run bench). `--dist <dir>` reads another build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ROUTE_BUDGETS, ROUTER as ROUTER_MODULE } from './lib/route-budgets';
import { chunkFile, firstLoadFiles } from './lib/static-graph';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const DIST = path.resolve(distArg >= 0 ? args[distArg + 1]! : path.join(ROOT, 'apps', 'web', 'dist'));
const REPORT_ONLY = args.includes('--report');
const ROUTER = path.join(ROOT, 'apps', 'web', 'src', 'app', 'router.tsx');

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gzipCache = new Map<string, number>();
function gzipped(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(DIST, file))).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** Modules router.tsx lazy-loads, as manifest keys (src/app/...). */
function lazyModulesOfRouter(): string[] {
  const code = readFileSync(ROUTER, 'utf8');
  const found = new Set<string>();
  for (const m of code.matchAll(/import\(\s*'\.\/([^']+)'\s*\)/g)) {
    const base = path.posix.join('src/app', m[1]!);
    found.add(existsSync(path.join(ROOT, 'apps', 'web', `${base}.tsx`)) ? `${base}.tsx` : `${base}.ts`);
  }
  return [...found];
}

/**
 * Mantine's generated class names (m_xxxxxxx) the JavaScript uses and the built CSS (stylesheets, or
 * their text inside a script) never defines,
 * among those Mantine's own stylesheets give a rule (some parts have none).
 */
function mantineClassesWithoutRules(): string[] {
  const assets = path.join(DIST, 'assets');
  const read = (ext: string) =>
    readdirSync(assets)
      .filter((f) => f.endsWith(ext))
      .map((f) => readFileSync(path.join(assets, f), 'utf8'))
      .join('\n');
  const classes = (text: string, pattern: RegExp) => new Set([...text.matchAll(pattern)].map((m) => m[1]!));
  const js = read('.js');
  const inJs = classes(js, /["'`\s](m_[0-9a-f]{5,8})["'`\s]/g);
  const rule = /\.(m_[0-9a-f]{5,8})\b/g;
  // A widget loaded on demand carries its stylesheet's text inside its script (web lib/inline-stylesheet.ts).
  const inCss = classes(`${read('.css')}\n${js}`, rule);
  const mantine = path.join(ROOT, 'node_modules', '@mantine');
  const styled = classes(
    readdirSync(mantine)
      .map((pkg) => path.join(mantine, pkg, 'styles.css'))
      .filter((file) => existsSync(file))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n'),
    rule,
  );
  return [...inJs].filter((c) => styled.has(c) && !inCss.has(c)).sort();
}

function main() {
  if (!existsSync(path.join(DIST, '.vite', 'manifest.json'))) {
    console.error(`web-budgets: no build at ${DIST} (run npm run build -w @vitrina/web first)`);
    process.exit(1);
  }
  const problems: string[] = [];
  console.log('\nFirst load of each page: gzipped JS + CSS (zlib default level) against its budget\n');
  console.log(`${'page'.padEnd(30)} ${'files'.padStart(5)} ${'gzip'.padStart(10)} ${'budget'.padStart(9)}  ratio`);
  for (const route of ROUTE_BUDGETS) {
    const { files, missing } = firstLoadFiles(DIST, route.chain);
    if (missing.length) problems.push(`${route.path}: the build has no module ${missing.join(', ')}`);
    const total = files.filter((f) => /\.(js|css)$/.test(f)).reduce((sum, f) => sum + gzipped(f), 0);
    const over = total > route.limit;
    const ceiling =
      route.limit > route.goal
        ? `  (goal ${kb(route.goal)} not met: held at ${kb(route.limit)})`
        : route.limit < route.goal
          ? `  (held at ${kb(route.limit)}, under its goal)`
          : '';
    console.log(
      `${route.path.padEnd(30)} ${String(files.length).padStart(5)} ${kb(total).padStart(10)} ${kb(route.goal).padStart(9)}  ${(total / route.goal).toFixed(3)}${over ? '  OVER' : ''}${ceiling}`,
    );
    if (over) problems.push(`${route.path} loads ${kb(total)}, over its limit of ${kb(route.limit)}`);
    if (!route.chain.includes(ROUTER_MODULE)) {
      // The standalone sign-in screen: the router is fetched after the page has loaded, not before.
      const withRouter = firstLoadFiles(DIST, [ROUTER_MODULE]).files;
      const router = withRouter.filter((f) => /\.(js|css)$/.test(f) && !files.includes(f));
      const routerChunk = chunkFile(DIST, ROUTER_MODULE);
      if (!routerChunk || files.includes(routerChunk)) problems.push(`${route.path}'s first load holds the router chunk (react-router): its screen must open without it`);
      console.log(`${''.padEnd(30)} then, after the page has loaded: the router, ${router.length} files, ${kb(router.reduce((sum, f) => sum + gzipped(f), 0))}`);
    }
  }

  const named = new Set(ROUTE_BUDGETS.flatMap((r) => r.chain));
  const unbudgeted = lazyModulesOfRouter().filter((m) => !named.has(m));
  if (unbudgeted.length) problems.push(`router.tsx lazy-loads modules no page of bench/lib/route-budgets.ts names: ${unbudgeted.join(', ')}`);
  const unstyled = mantineClassesWithoutRules();
  if (unstyled.length) problems.push(`Mantine classes used by the JavaScript with no CSS rule (a stylesheet import is missing): ${unstyled.join(', ')}`);

  console.log('');
  if (!problems.length) {
    console.log(`web budgets: all ${ROUTE_BUDGETS.length} pages within their limits`);
    return;
  }
  problems.forEach((p) => console.log(`web budgets: ${p}`));
  if (!REPORT_ONLY) process.exit(1);
}

main();
