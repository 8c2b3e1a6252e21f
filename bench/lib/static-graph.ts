import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What /login loads, read from the build output without a browser: the entry of index.html with
 * its static imports and stylesheets, plus the login route's lazy chunk with its static imports
 * and CSS. Uses Vite's manifest (`build.manifest`) when present, else parses the files.
 */
export interface StaticResult {
  method: 'manifest' | 'parsed';
  files: string[];
  notes: string[];
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const LOGIN_ROUTE = /(^|\/)login-route\.[jt]sx?$/;

function fromIndexHtml(dist: string): { scripts: string[]; preloads: string[]; styles: string[] } {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const attr = (tag: string, name: string) => new RegExp(`${name}=["']([^"']+)["']`).exec(tag)?.[1];
  const local = (href: string | undefined) => (href && !/^[a-z]+:\/\//i.test(href) ? href.replace(/^\//, '') : null);
  const scripts: string[] = [];
  const preloads: string[] = [];
  const styles: string[] = [];
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    if (/type=["']module["']/.test(tag)) {
      const src = local(attr(tag, 'src'));
      if (src) scripts.push(src);
    }
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const rel = attr(tag, 'rel');
    const href = local(attr(tag, 'href'));
    if (!href) continue;
    if (rel === 'modulepreload') preloads.push(href);
    if (rel === 'stylesheet') styles.push(href);
  }
  return { scripts, preloads, styles };
}

type Manifest = Record<string, ManifestChunk & { name?: string }>;

/**
 * Modules vite.config.ts puts in a group with others (apps/web/scripts/chunk-groups.ts): the
 * manifest keys that chunk by the group's name, not by the module's path.
 */
const GROUPED: Record<string, string> = {
  'src/app/router.tsx': 'router',
  'src/app/guards/require-auth.tsx': 'signed-in',
  'src/app/shell/app-shell-layout.tsx': 'shell',
};

/** The manifest key of a module of a chain (its own, or its group's); undefined when the build has none. */
function keyOf(manifest: Manifest, module: string): string | undefined {
  if (manifest[module]) return module;
  const group = GROUPED[module];
  return group ? Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key]!.name === group) : undefined;
}

function readManifest(file: string): Manifest {
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/**
 * The files of the manifest's entries and of each module of `chain` (keys of the manifest), each
 * with its static imports and stylesheets, plus the stylesheets linked by index.html that the
 * manifest may not tie to a chunk. Keys the manifest does not know add nothing.
 */
function manifestClosure(dist: string, manifest: Manifest, chain: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    chunk.css?.forEach((c) => files.add(c));
    chunk.imports?.forEach(visit);
  };
  Object.entries(manifest)
    .filter(([, c]) => c.isEntry)
    .forEach(([key]) => visit(key));
  chain.forEach((module) => {
    const key = keyOf(manifest, module);
    if (key) visit(key);
  });
  fromIndexHtml(dist).styles.forEach((s) => files.add(s));
  return [...files];
}

function viaManifest(dist: string, manifestFile: string): StaticResult {
  const manifest = readManifest(manifestFile);
  const notes: string[] = [];
  const login = Object.entries(manifest).find(([key, c]) => LOGIN_ROUTE.test(c.src ?? key));
  if (!login) notes.push('no login-route chunk in the manifest: counted the entry only');
  return { method: 'manifest', files: manifestClosure(dist, manifest, login ? [login[0]] : []), notes };
}

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g;

function staticClosure(dist: string, start: string[], into: Set<string>) {
  const queue = [...start];
  while (queue.length) {
    const file = queue.shift()!;
    if (into.has(file)) continue;
    into.add(file);
    const full = path.join(dist, file);
    if (!file.endsWith('.js') || !existsSync(full)) continue;
    const code = readFileSync(full, 'utf8');
    const dir = path.posix.dirname(file);
    for (const m of code.matchAll(STATIC_IMPORT)) queue.push(path.posix.join(dir, m[1]!));
  }
}

function viaParsing(dist: string): StaticResult {
  const notes: string[] = [];
  const { scripts, preloads, styles } = fromIndexHtml(dist);
  const files = new Set<string>();
  staticClosure(dist, [...scripts, ...preloads], files);
  styles.forEach((s) => files.add(s));

  // The router's `import('./login-route-HASH.js')` and the deps list Vite preloads with it.
  let found = false;
  for (const file of [...files].filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(path.join(dist, file), 'utf8');
    const call = /import\(\s*["'`]\.\/(login-route-[\w-]+\.js)["'`]\s*\)[\s\S]{0,200}?__vite__mapDeps\(\[([\d,\s]+)\]\)/.exec(code);
    const plain = /import\(\s*["'`]\.\/(login-route-[\w-]+\.js)["'`]\s*\)/.exec(code);
    if (!plain) continue;
    found = true;
    const dir = path.posix.dirname(file);
    staticClosure(dist, [path.posix.join(dir, plain[1]!)], files);
    const table = /__vite__mapDeps=[\s\S]*?m\.f=(\[[^\]]*\])/.exec(code);
    if (call && table) {
      const deps = JSON.parse(table[1]!) as string[];
      for (const i of call[2]!.split(',').map(Number)) {
        const dep = deps[i];
        if (dep?.endsWith('.css')) files.add(dep);
        else if (dep) staticClosure(dist, [dep], files);
      }
    } else {
      notes.push('no __vite__mapDeps list next to the login import: the login CSS may be missing');
    }
    break;
  }
  if (!found) notes.push('no import of a login-route chunk found from the entry: counted the entry only');
  return { method: 'parsed', files: [...files], notes };
}

export function loginFilesFromBuild(dist: string): StaticResult {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  return existsSync(manifestFile) ? viaManifest(dist, manifestFile) : viaParsing(dist);
}

/**
 * The JS and CSS a page loads first, from the manifest: the entry with its static imports and
 * stylesheets, then each lazy module of `chain` the same way. `missing` names modules of the chain
 * the manifest does not know (renamed or removed from the route table).
 */
export function firstLoadFiles(dist: string, chain: string[]): { files: string[]; missing: string[] } {
  const manifest = readManifest(path.join(dist, '.vite', 'manifest.json'));
  const missing = chain.filter((module) => !keyOf(manifest, module));
  return { files: manifestClosure(dist, manifest, chain), missing };
}

/** The file of the chunk that holds a module of a chain (its own chunk or its group's), if the build has one. */
export function chunkFile(dist: string, module: string): string | undefined {
  const manifest = readManifest(path.join(dist, '.vite', 'manifest.json'));
  const key = keyOf(manifest, module);
  return key ? manifest[key]!.file : undefined;
}
