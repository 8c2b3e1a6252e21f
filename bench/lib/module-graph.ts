import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Who may ask for each script of a build, read from Vite's manifest and index.html: Chromium names
 * no initiator for a module script ('about:client'), so request-depth.ts asks this. A script's
 * askers are index.html (the entry's tags and the boot script's preload list), every chunk that
 * imports it statically, and every chunk that imports it (or a chunk that imports it statically,
 * which Vite preloads alongside) with a dynamic import: `dynamic` then, since such a call may wait
 * for data first. One dynamic import waits for the first paint instead, never for data: the hub's
 * client (apps/web lib/socket-client.ts, after lib/first-paint.ts); its chunks are `afterPaint`.
 */
export interface Asker {
  /** A dist-relative URL path ('/assets/x.js'), or 'document' for index.html. */
  path: string;
  dynamic: boolean;
  /** Asked for once the page has painted (by code that waits for no answer): one deeper than its asker. */
  afterPaint?: boolean;
}

/** The module the web app imports only after its first paint (lib/socket-client.ts). */
const AFTER_PAINT = /[\\/]socket\.io-client[\\/]/;

export type ModuleGraph = (urlPath: string) => Asker[];

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}

export function moduleGraph(dist: string): ModuleGraph {
  const askers = new Map<string, Asker[]>();
  const add = (file: string, asker: Asker) => {
    const list = askers.get(file) ?? [];
    if (!list.some((a) => a.path === asker.path && a.dynamic === asker.dynamic)) list.push(asker);
    askers.set(file, list);
  };
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  for (const m of html.matchAll(/\/assets\/[^"'\s>]+\.js/g)) add(m[0], { path: 'document', dynamic: false });
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return (p) => askers.get(p) ?? [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const file = (key: string) => `/${manifest[key]!.file}`;
  const closure = (key: string, into = new Set<string>()) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    manifest[key]!.imports?.forEach((k) => closure(k, into));
    return into;
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    chunk.imports?.forEach((k) => manifest[k] && add(file(k), { path: file(key), dynamic: false }));
    for (const d of chunk.dynamicImports ?? []) {
      const afterPaint = AFTER_PAINT.test(manifest[d]?.src ?? '');
      closure(d).forEach((k) => add(file(k), { path: file(key), dynamic: true, ...(afterPaint ? { afterPaint } : {}) }));
    }
  }
  return (p) => askers.get(p) ?? [];
}
