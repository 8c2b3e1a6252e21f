import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig, type Rolldown } from 'vite';
import { themeVariables } from './theme-variables';

/**
 * Issue 15: a signed-in page made ~70 requests, one per small chunk rolldown makes for each set of
 * pages sharing some modules. Grouping modules by hand made /login far bigger before: a group is
 * one file, and a page that needs any module of it fetches all of it. So each group here is what
 * a set of route modules ALL load (an intersection of what they fetch): a page of the set fetches
 * nothing it did not fetch before, in fewer files; only pages outside the set may fetch a little
 * more (the size check, bench/web-budgets.ts, holds every page to its ceiling). The 'pages-N'
 * groups bend that rule by a bounded amount: a page may fetch up to 4 KB it does not need at once
 * (16 KB later), so that a page that fetched ~20 small files fetches a few.
 *
 * What each route module loads is read from a first build without groups (after tree-shaking; the
 * import graph alone reaches all of Mantine through its index), then the real build groups:
 *   - 'app': what the entry loads (every page), in one file beside the entry's, with what the
 *     sign-in page shares with the shell or a page of it (Mantine's base components, a text input);
 *   - 'router': react-router, the route table and what it loads, and what the other public pages
 *     share with the shell. The entry loads it (index.html's boot script preloads it beside the
 *     entry), except on a signed-out /login, whose screen opens without it (app/standalone-login.tsx);
 *   - 'signed-in': what the guard of the signed-in pages loads, and what the shell shares with
 *     the signed-in pages outside it (onboarding, the editor), at once or later (an icon the
 *     editor's date field shares with the menu made the editor fetch the whole shell);
 *   - 'shell': the rest of the shell;
 *   - 'select': Mantine's Select and Combobox, for what shows one (selectModules below);
 *   - 'pages-N': the small chunks pages share (a badge, a grid, an icon, a hook), joined as long as
 *     no page fetches more than a few KB it does not need (pageGroups below; /login nothing).
 * The guard's module is in 'signed-in' and the shell's in 'shell' (each was a file of its own, one
 * more request on every signed-in page), as router.tsx is in 'router': Vite's manifest then keys
 * those chunks by the group's name (bench/lib/static-graph.ts `GROUPED` finds them so). The
 * entry keeps its own chunk.
 */
/** The web app's folder (this file is in its scripts/). */
const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const app = (file: string) => path.join(WEB, 'src', 'app', file);
const ENTRY = path.join(WEB, 'src', 'main.tsx');
/** The route table, loaded by the entry (a signed-out /login loads it after its first screen). */
const ROUTER = app('router.tsx');
/** Pages a visitor who is not signed in can open (router.tsx). */
const FIRST_PAGES = ['login', 'signup', 'password-reset', 'logout'].map((r) => app(`routes/${r}-route.tsx`));
const PUBLIC_PAGES = [...FIRST_PAGES, ...['data-delete', 'legal'].map((r) => app(`routes/${r}-route.tsx`))];
const AUTH = app('guards/require-auth.tsx');
/** The sign-in page: the groups below add nothing to what it loads first. */
const LOGIN = app('routes/login-route.tsx');
const SHELL = app('shell/app-shell-layout.tsx');
/** The shell's menus, loaded when first pointed at (lib/use-menu-on-demand.ts). */
const SHELL_MENUS = app('shell/shell-menus.tsx');
const MENU = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Menu[\\/]/;
/** Signed-in pages outside the shell (router.tsx). */
const OUTSIDE_SHELL = ['onboarding', 'oauth-callback', 'property-editor', 'invitation'].map((r) => app(`routes/${r}-route.tsx`));

/** The builds this file makes to read the module graph: the app's own plugins, nothing written to disk. */
const PROBE_BUILD = { configFile: false, root: WEB, logLevel: 'silent', plugins: [react(), themeVariables()] } satisfies InlineConfig;

type Chunk = Rolldown.OutputChunk;
/** Bytes (minified) under which a chunk may join a 'pages-N' group. */
const SMALL_CHUNK = 16_000;

/**
 * The chunks each chunk's page loads: its own chunk and every chunk that imports statically (with
 * `lazy`, also what it may load later: the editor's tools, loaded when first opened; `stop` names
 * chunks not to enter, such as other pages).
 */
function chunkReachOf(chunks: Chunk[]) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  return (start: Chunk, lazy = false, stop: (c: Chunk) => boolean = () => false): Chunk[] => {
    const seen = new Map<string, Chunk>();
    const queue = [start];
    while (queue.length) {
      const chunk = queue.pop()!;
      if (seen.has(chunk.fileName)) continue;
      seen.set(chunk.fileName, chunk);
      (lazy ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports).forEach((file) => {
        const next = byFile.get(file);
        if (next && !stop(next)) queue.push(next);
      });
    }
    return [...seen.values()];
  };
}

/** The modules each chunk's page loads (chunkReachOf, by module). */
function reachOf(chunks: Chunk[]) {
  const chunkReach = chunkReachOf(chunks);
  return (facade: string, byFileName = false, lazy = false): Set<string> => {
    const start = chunks.find((c) => (byFileName ? c.fileName === facade : facade === ENTRY ? c.isEntry : c.facadeModuleId === facade));
    if (!start) throw new Error(`chunk groups: no chunk for ${path.relative(WEB, facade)} (renamed in router.tsx?)`);
    return new Set(chunkReach(start, lazy).flatMap((c) => c.moduleIds));
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
    ...PROBE_BUILD,
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
export async function signedInGroups(): Promise<(id: string) => string | null> {
  const result = await build({
    ...PROBE_BUILD,
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
  // The shell's menus load on demand (lib/use-menu-on-demand.ts), but what they draw with besides
  // Menu itself (Popover, floating-ui, a check icon) stays where it was when the shell drew them:
  // most pages show one (a select, a date field), and left to rolldown it came in several small
  // files. Menu goes to a chunk of its own, which the customer view's 'Más' (also on demand) shares.
  const shell = new Set([...reach(SHELL), ...[...reach(SHELL_MENUS)].filter((id) => id !== SHELL_MENUS && !MENU.test(id))]);
  const login = reach(LOGIN);
  /** What the pages inside the shell load. */
  const shellPages = new Set(
    chunks
      .map((c) => c.facadeModuleId)
      .filter((id): id is string => !!id && id.startsWith(app('routes/')) && !PUBLIC_PAGES.includes(id) && !OUTSIDE_SHELL.includes(id))
      .flatMap((page) => [...reach(page)]),
  );
  const outsideShell = new Set(OUTSIDE_SHELL.flatMap((p) => [...reach(p)]));
  /** What they load later (the editor's tools, onboarding's steps), not entering the entry, the guard, the shell or another page. */
  const chunkReach = chunkReachOf(chunks);
  const notTheirs = (c: Chunk) =>
    c.isEntry || [AUTH, SHELL].includes(c.facadeModuleId ?? '') || (!!c.facadeModuleId?.startsWith(app('routes/')) && !OUTSIDE_SHELL.includes(c.facadeModuleId));
  const outsideShellLater = new Set(
    OUTSIDE_SHELL.flatMap((p) => chunkReach(chunks.find((c) => c.facadeModuleId === p)!, true, notTheirs).flatMap((c) => c.moduleIds)),
  );
  const inShell = new Set([...shell, ...auth]);
  const select = await selectModules((id) => entry.has(id) || firstPages.has(id) || inShell.has(id));
  const groupOf = (id: string) => {
    if (id === ENTRY) return null;
    if (entry.has(id)) return 'app';
    if (id === AUTH) return 'signed-in';
    if (id === SHELL) return 'shell';
    // react-router and the route table's own modules, in one file with router.tsx. The sign-in screen
    // opens without it: what that screen shares with the router or the shell comes with the entry.
    if (router.has(id)) return login.has(id) ? 'app' : 'router';
    if (login.has(id) && (shell.has(id) || shellPages.has(id))) return 'app';
    // What the other public pages share with the shell: with the router, which they all load first.
    if (firstPages.has(id) && shell.has(id)) return 'router';
    if (select.has(id)) return 'select';
    if (publicModules.has(id) && !shell.has(id) && !auth.has(id)) return null;
    if (auth.has(id) || (shell.has(id) && (outsideShell.has(id) || outsideShellLater.has(id)))) return 'signed-in';
    if (shell.has(id)) return 'shell';
    return null;
  };
  /** Every page, as the route table loads it (guard, layout, page). */
  const pages = chunks
    .map((c) => c.facadeModuleId)
    .filter((id): id is string => !!id && id.startsWith(app('routes/')))
    .map((page) => (PUBLIC_PAGES.includes(page) ? [page] : OUTSIDE_SHELL.includes(page) ? [AUTH, page] : [AUTH, SHELL, page]));
  const pageGroup = pageGroups(chunks, groupOf, pages);
  return (id) => groupOf(id) ?? pageGroup.get(id) ?? null;
}

/** Gzipped bytes a page may gain from the 'pages-N' groups at its first load, and in what it loads later. */
const PAGE_GROUP_FIRST_BYTES = 4096;
const PAGE_GROUP_LATER_BYTES = 16_384;

/**
 * Issue 15: the 'pages-N' groups join the small chunks (a badge, an icon, a hook, a catalogue) the
 * pages load, at once or later (the form rules, a dialog), that the groups above leave alone:
 * rolldown makes one chunk per set of pages that share modules, so a signed-in page fetched ~20 of
 * them. Starting from one group per chunk, two groups are joined when some page loads both (one
 * request fewer for each such page), best first (most pages saved per byte added), as long as no
 * page gains more than PAGE_GROUP_FIRST_BYTES at its first load (what it fetches with the group
 * and the group's imports but did not need; 0 for /login) nor PAGE_GROUP_LATER_BYTES in what it
 * loads later. Sizes (gzipped) come from the build without groups; `groupOf` is where the rules
 * above put a module (null: its own chunk); `pages` are the route modules of each page, outermost
 * first.
 */
function pageGroups(chunks: Chunk[], groupOf: (id: string) => string | null, pages: string[][]) {
  const chunkReach = chunkReachOf(chunks);
  /** What a chunk brings: the groups above its modules go to, or the chunk itself, with their gzipped size. */
  const unitsOf = (c: Chunk) => new Set(c.moduleIds.map((id) => groupOf(id) ?? c.fileName));
  const size = new Map<string, number>();
  chunks.forEach((c) => {
    const units = unitsOf(c);
    units.forEach((u) => size.set(u, (size.get(u) ?? 0) + gzipSync(c.code).length / units.size));
  });
  const unitsOfAll = (cs: Chunk[]) => new Set(cs.flatMap((c) => [...unitsOf(c)]));
  const bytes = (units: Iterable<string>) => [...units].reduce((sum, u) => sum + (size.get(u) ?? 0), 0);
  const byFacade = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
  const isPage = (c: Chunk) => !!c.facadeModuleId?.startsWith(app('routes/'));
  const loads = pages.map((chain) => {
    const starts = chain.map((id) => byFacade.get(id)!);
    const first = unitsOfAll(starts.flatMap((c) => chunkReach(c)));
    const stop = (c: Chunk) => c.isEntry || (isPage(c) && !chain.includes(c.facadeModuleId!));
    const later = unitsOfAll(starts.flatMap((c) => chunkReach(c, true, stop)));
    const allowed = chain.includes(LOGIN) ? 0 : PAGE_GROUP_FIRST_BYTES;
    return { first, later, allowed, extraFirst: new Set<string>(), extraLater: new Set<string>() };
  });
  let groups = chunks
    .filter((c) => !c.isEntry && !c.isDynamicEntry && c.code.length <= SMALL_CHUNK)
    .filter((c) => c.moduleIds.every((id) => groupOf(id) === null))
    .filter((c) => loads.some((l) => l.later.has(c.fileName)))
    .map((c) => ({ files: [c.fileName], units: unitsOfAll(chunkReach(c)) }));
  type Group = (typeof groups)[number];
  const touches = (l: (typeof loads)[number], g: Group, at: 'first' | 'later') => g.files.some((f) => l[at].has(f));
  /** What joining a and b adds to each page that loads either, or null when a page would gain too much. */
  const costOf = (a: Group, b: Group) => {
    const units = new Set([...a.units, ...b.units]);
    let saved = 0;
    let added = 0;
    for (const l of loads) {
      const later = (touches(l, a, 'later') ? 1 : 0) + (touches(l, b, 'later') ? 1 : 0);
      if (!later) continue;
      if (later === 2) saved += 1;
      const at = touches(l, a, 'first') || touches(l, b, 'first') ? 'first' : 'later';
      const had = at === 'first' ? l.extraFirst : l.extraLater;
      const gained = bytes([...units].filter((u) => !l.first.has(u) && !(at === 'later' && l.later.has(u)) && !had.has(u)));
      if (bytes(had) + gained > (at === 'first' ? l.allowed : PAGE_GROUP_LATER_BYTES)) return null;
      added += gained;
    }
    return saved ? { saved, added, units } : null;
  };
  for (;;) {
    let best: { a: Group; b: Group; score: number; units: Set<string> } | null = null;
    for (let i = 0; i < groups.length; i += 1) {
      for (let j = i + 1; j < groups.length; j += 1) {
        const cost = costOf(groups[i]!, groups[j]!);
        const score = cost ? cost.saved / (1 + cost.added / 256) : 0;
        if (cost && (!best || score > best.score)) best = { a: groups[i]!, b: groups[j]!, score, units: cost.units };
      }
    }
    if (!best) break;
    const joined = { files: [...best.a.files, ...best.b.files], units: best.units };
    for (const l of loads) {
      if (!touches(l, joined, 'later')) continue;
      const at = touches(l, joined, 'first') ? l.extraFirst : l.extraLater;
      best.units.forEach((u) => !l.first.has(u) && !(at === l.extraLater && l.later.has(u)) && at.add(u));
    }
    groups = [...groups.filter((g) => g !== best.a && g !== best.b), joined];
  }
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const group = new Map<string, string>();
  groups
    .filter((g) => g.files.length > 1)
    .forEach((g, i) => g.files.forEach((f) => byFile.get(f)!.moduleIds.forEach((id) => group.set(id, `pages-${i + 1}`))));
  return group;
}
