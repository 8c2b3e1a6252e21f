import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Rolldown, type UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import { bootPreload } from './scripts/boot-preload';

const apiTarget = 'http://localhost:3000';
const MANTINE_STYLES = /[\\/]@mantine[\\/][a-z]+[\\/]styles(\.css|[\\/])/;
/** The stylesheets /login needs, in the entry chunk. */
const FIRST_SCREENS_STYLES = 'src/app/styles.ts';
/** The stylesheets of the signed-in pages, loaded with their guard (one file). */
const SIGNED_IN_STYLES = 'src/app/signed-in-styles.ts';

/**
 * Issue 15: a signed-in page made ~70 requests, one per small chunk rolldown makes for each set of
 * pages sharing some modules. Grouping modules by hand made /login far bigger before: a group is
 * one file, and a page that needs any module of it fetches all of it. So each group here is what
 * a set of route modules ALL load (an intersection of what they fetch): a page of the set fetches
 * nothing it did not fetch before, in fewer files; only pages outside the set may fetch a little
 * more (the size check, bench/web-budgets.ts, holds every page to its ceiling).
 *
 * What each route module loads is read from a first build without groups (after tree-shaking; the
 * import graph alone reaches all of Mantine through its index), then the real build groups:
 *   - 'app': what the entry loads (every page), in one file beside the entry's, with what the
 *     sign-in page shares with the shell or a page of it (Mantine's base components, a text input);
 *   - 'router': react-router, the route table and what it loads, and what the other public pages
 *     share with the shell. The entry loads it (index.html's boot script preloads it beside the
 *     entry), except on a signed-out /login, whose screen opens without it (app/standalone-login.tsx);
 *   - 'signed-in': what the guard of the signed-in pages loads, and what the shell shares with
 *     the signed-in pages outside it (onboarding, the editor);
 *   - 'shell': the rest of the shell;
 *   - 'shell-pages': the small chunks only pages inside the shell share (a badge, a grid), when
 *     they import nothing the shell does not load (one imports the phone library);
 *   - 'select': Mantine's Select and Combobox, for what shows one (selectModules below).
 * The route modules of the entry, the guard and the shell keep their own chunks (the router and
 * Vite's manifest name them); router.tsx is in its group (bench/lib/route-budgets.ts finds it by name).
 */
const WEB = path.dirname(fileURLToPath(import.meta.url));
const app = (file: string) => path.join(WEB, 'src', 'app', file);
const ENTRY = path.join(WEB, 'src', 'main.tsx');
/** The route table, loaded by the entry (a signed-out /login loads it after its first screen). */
const ROUTER = app('router.tsx');
/** Pages a visitor who is not signed in can open (router.tsx). */
const FIRST_PAGES = ['login', 'signup', 'password-reset', 'logout'].map((r) => app(`routes/${r}-route.tsx`));
const PUBLIC_PAGES = [...FIRST_PAGES, ...['data-delete', 'legal'].map((r) => app(`routes/${r}-route.tsx`))];
const AUTH = app('guards/require-auth.tsx');
const SHELL = app('shell/app-shell-layout.tsx');
/** Signed-in pages outside the shell (router.tsx). */
const OUTSIDE_SHELL = ['onboarding', 'oauth-callback', 'property-editor', 'invitation'].map((r) => app(`routes/${r}-route.tsx`));

type Chunk = Rolldown.OutputChunk;
/** Bytes (minified) under which a chunk only shell pages share joins their common group. */
const SMALL_CHUNK = 4000;

/**
 * The modules each chunk's page loads: its own chunk and every chunk that imports statically
 * (with `lazy`, also what it may load later: the editor's tools, loaded when first opened).
 */
function reachOf(chunks: Chunk[]) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  return (facade: string, byFileName = false, lazy = false): Set<string> => {
    const modules = new Set<string>();
    const start = chunks.find((c) => (byFileName ? c.fileName === facade : facade === ENTRY ? c.isEntry : c.facadeModuleId === facade));
    if (!start) throw new Error(`chunk groups: no chunk for ${path.relative(WEB, facade)} (renamed in router.tsx?)`);
    const seen = new Set<string>();
    const queue = [start];
    while (queue.length) {
      const chunk = queue.pop()!;
      if (seen.has(chunk.fileName)) continue;
      seen.add(chunk.fileName);
      chunk.moduleIds.forEach((id) => modules.add(id));
      (lazy ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports).forEach((file) => {
        const next = byFile.get(file);
        if (next) queue.push(next);
      });
    }
    return modules;
  };
}

/** Mantine's Select and its Combobox (the address search uses Combobox alone). */
const SELECT = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Combobox|Select)[\\/]\1\.mjs$/;

/**
 * Issue 15: the 'select' group, for the pages and lazy modules that show a select or a combobox.
 * Left to rolldown, Combobox went to a file of its own on every page with a select as soon as a
 * lazy module (the editor's address search) used Combobox without Select: one more request on each
 * (the editor kept Select in its first load only to prevent it). The group holds SELECT's modules
 * and what they import (recursively, after tree-shaking), less what `loaded` says every signed-in
 * page already has, and less any module that something loads without them (a checkbox's check
 * icon): those keep rolldown's chunking, so nothing fetches more than before.
 */
async function selectModules(loaded: (id: string) => boolean): Promise<Set<string>> {
  // A build with one chunk per module: after tree-shaking, each chunk imports exactly the modules
  // whose code it uses (the module graph itself goes through package indexes to everything).
  const ids = new Map<string, string>();
  const result = await build({
    configFile: false,
    root: WEB,
    logLevel: 'silent',
    plugins: [react()],
    build: {
      write: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [{ name: (id) => (ids.has(id) ? ids.get(id)! : ids.set(id, `m${ids.size}`).get(id)!), includeDependenciesRecursively: false }],
          },
        },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((o): o is Chunk => o.type === 'chunk');
  const reach = reachOf(chunks);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  // What a page or a lazy module loads: the entry's and each dynamically imported chunk's reach.
  const dynamic = new Set(chunks.flatMap((c) => c.dynamicImports));
  const roots = chunks.filter((c) => c.isEntry || dynamic.has(c.fileName)).map((c) => reach(c.fileName, true));
  /** Modules something loads without SELECT's. */
  const without = new Set(roots.filter((r) => ![...r].some((id) => SELECT.test(id))).flatMap((r) => [...r]));
  const group = new Set<string>();
  const queue = chunks.filter((c) => c.moduleIds.some((id) => SELECT.test(id)));
  const seen = new Set<string>();
  while (queue.length) {
    const chunk = queue.pop()!;
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    const ours = chunk.moduleIds.filter((id) => !loaded(id) && !without.has(id));
    if (!ours.length) continue;
    ours.forEach((id) => group.add(id));
    chunk.imports.forEach((file) => byFile.has(file) && queue.push(byFile.get(file)!));
  }
  return group;
}

/** The group of each module (null: rolldown's own chunking), from a build of the app without groups. */
async function signedInGroups(): Promise<(id: string) => string | null> {
  const result = await build({
    configFile: false,
    root: WEB,
    logLevel: 'silent',
    plugins: [react()],
    build: { write: false, rolldownOptions: { output: { codeSplitting: true } } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((o): o is Chunk => o.type === 'chunk');
  const reach = reachOf(chunks);
  const entry = reach(ENTRY);
  const router = reach(ROUTER);
  const publicModules = new Set(PUBLIC_PAGES.flatMap((p) => [...reach(p)]));
  /** What the sign-in, sign-up, reset and logout pages load (the data-deletion status's queries are not). */
  const firstPages = new Set(FIRST_PAGES.flatMap((p) => [...reach(p)]));
  const auth = reach(AUTH);
  const shell = reach(SHELL);
  const login = reach(app('routes/login-route.tsx'));
  /** What the pages inside the shell load. */
  const shellPages = new Set(
    chunks
      .map((c) => c.facadeModuleId)
      .filter((id): id is string => !!id && id.startsWith(app('routes/')) && !PUBLIC_PAGES.includes(id) && !OUTSIDE_SHELL.includes(id))
      .flatMap((page) => [...reach(page)]),
  );
  const outsideShell = new Set(OUTSIDE_SHELL.flatMap((p) => [...reach(p)]));
  const inShell = new Set([...shell, ...auth]);
  /** What the pages outside the shell load at once or later: a small chunk they share is not the shell pages' alone. */
  const outsideShellLater = new Set(OUTSIDE_SHELL.flatMap((p) => [...reach(p, false, true)]));
  const smallShared = new Set(
    chunks
      .filter((c) => !c.isEntry && !c.isDynamicEntry && c.code.length <= SMALL_CHUNK && c.moduleIds.every((id) => !outsideShellLater.has(id)))
      .filter((c) => [...reach(c.fileName, true)].every((id) => c.moduleIds.includes(id) || inShell.has(id)))
      .flatMap((c) => c.moduleIds),
  );
  const select = await selectModules((id) => entry.has(id) || firstPages.has(id) || inShell.has(id));
  return (id) => {
    if (id === ENTRY || id === AUTH || id === SHELL) return null;
    if (entry.has(id)) return 'app';
    // react-router and the route table's own modules, in one file with router.tsx. The sign-in screen
    // opens without it: what that screen shares with the router or the shell comes with the entry.
    if (router.has(id)) return login.has(id) ? 'app' : 'router';
    if (login.has(id) && (shell.has(id) || shellPages.has(id))) return 'app';
    // What the other public pages share with the shell: with the router, which they all load first.
    if (firstPages.has(id) && shell.has(id)) return 'router';
    if (select.has(id)) return 'select';
    if (publicModules.has(id) && !shell.has(id) && !auth.has(id)) return null;
    if (auth.has(id) || (shell.has(id) && outsideShell.has(id))) return 'signed-in';
    if (shell.has(id)) return 'shell';
    if (smallShared.has(id)) return 'shell-pages';
    return null;
  };
}

export default defineConfig(async ({ command, isSsrBuild }): Promise<UserConfig> => ({
  plugins: [react(), bootPreload()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Every browser an agent uses (Chrome on Android first) knows <link rel="modulepreload">; the
    // polyfill only weighed on /login's first chunk (issue 15).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Every component stylesheet of app/signed-in-styles.ts that the first screens do not
              // load goes in one file, fetched with the signed-in pages, not in one small file per
              // component. One it does not list (the date pickers') comes with the chunk that uses it.
              name: (id, ctx) => {
                const importers = ctx.getModuleInfo(id)?.importers ?? [];
                return MANTINE_STYLES.test(id) &&
                  importers.some((importer) => importer.endsWith(SIGNED_IN_STYLES)) &&
                  !importers.some((importer) => importer.endsWith(FIRST_SCREENS_STYLES))
                  ? 'mantine-styles'
                  : null;
              },
            },
            // Fewer, larger chunks for the signed-in pages (signedInGroups above says how).
            ...(command === 'build' && !isSsrBuild ? [{ name: await signedInGroups(), includeDependenciesRecursively: false }] : []),
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/rest': { target: apiTarget, changeOrigin: true },
      '/hub': { target: apiTarget, changeOrigin: true, ws: true },
      '/runtime-config.js': { target: apiTarget, changeOrigin: true },
      '/files': { target: apiTarget, changeOrigin: true },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    testTimeout: 20_000,
  },
}));
