/**
 * The depth of each request of a page load in its waterfall, by what started it (the DevTools
 * protocol's initiator), as Lighthouse's critical request chains read it, plus the data a request
 * may have waited for:
 *   - the page itself is 1;
 *   - a request the parser or a preload started (a script, stylesheet, image or font named by the
 *     page or by a stylesheet) is one deeper than the document or stylesheet that names it;
 *   - a request a script started (a fetch, a script-inserted stylesheet or image) is one deeper than
 *     the deepest of the scripts on its stack (async frames included: all of them had to be there)
 *     and of the API answers (fetch/XHR) that finished after those scripts had and before it started
 *     (the code was there; what it may have waited for since is data: a customer's tasks after the
 *     customer);
 *   - a module script (Chromium names no initiator for those) is one deeper than the earliest of the
 *     requests that ask for it in the build's module graph (module-graph.ts): index.html, a chunk
 *     that imports it statically, or one that imports it dynamically, which counts as a script's
 *     request above (code asked for after the data came: the guard's chunk after /auth/agents),
 *     unless that import waits for the first paint and for no answer (module-graph.ts `afterPaint`:
 *     the hub's client), then one deeper than the chunk that imports it;
 *   - anything else (no initiator that names a request of the page) is one deeper than the deepest
 *     request that had finished before it started (a timing rule: pessimistic, never too shallow).
 * The browser's own requests (the tab's icon) are not the page's.
 */
import type { ModuleGraph } from './module-graph';

export interface RawRequest {
  url: string;
  type: string;
  /** Seconds, the protocol's monotonic clock. */
  start: number;
  end: number;
  initiator: {
    type: string;
    /** The document or stylesheet that names it (parser, preload). */
    url?: string;
    /** The URL of every frame on the initiating stack, async parents included. */
    scripts: string[];
  };
}

export interface PageRequest {
  url: string;
  type: string;
  /** Milliseconds since the page's request started. */
  start: number;
  end: number;
  /** Round trips before this one could start: 1 for the page itself. */
  depth: number;
  /** What it waited for (its initiator, or the API answer it may have needed): its place in the waterfall. */
  after: PageRequest | null;
}

const deeper = (best: PageRequest | null, q: PageRequest) =>
  !best || q.depth > best.depth || (q.depth === best.depth && q.end > best.end) ? q : best;

const isApi = (r: PageRequest) => r.type === 'fetch' || r.type === 'xhr';

/**
 * The deepest of `code` and of the API answers that finished after all of `code` had and before
 * `start` (the code was there: what it may have waited for since is data).
 */
function waited(code: PageRequest[], start: number, finished: PageRequest[]): PageRequest | null {
  const codeEnd = Math.max(...code.map((q) => q.end));
  return [...code, ...finished.filter((q) => isApi(q) && q.end > codeEnd && q.end <= start)].reduce<PageRequest | null>(deeper, null);
}

/** Each request with its depth and what it waited for, in the order they started. */
export function waterfall(raw: RawRequest[], graph: ModuleGraph = () => []): PageRequest[] {
  const sorted = [...raw].sort((a, b) => a.start - b.start);
  const t0 = sorted[0]?.start ?? 0;
  const ms = (s: number) => Math.round((s - t0) * 1000);
  const requests: PageRequest[] = [];
  const byUrl = new Map<string, PageRequest>();
  const byPath = (p: string) => (p === 'document' ? requests.find((q) => q.type === 'document') : [...byUrl.values()].find((q) => new URL(q.url).pathname === p));
  for (const r of sorted) {
    const start = ms(r.start);
    const started = { url: r.url, type: r.type, start, end: Number.isFinite(r.end) ? ms(r.end) : Number.POSITIVE_INFINITY };
    const finished = requests.filter((q) => q.end <= start);
    const named = r.initiator.url ? byUrl.get(r.initiator.url) : undefined;
    const scripts = r.initiator.scripts.map((u) => byUrl.get(u)).filter((q): q is PageRequest => !!q);
    // A module script: its earliest asker of the build's graph that had started.
    const askers = r.type === 'script' && r.initiator.type === 'script' && !scripts.length
      ? graph(new URL(r.url).pathname).flatMap((a) => {
          const q = byPath(a.path);
          return q ? [a.dynamic && !a.afterPaint ? waited([q], start, finished)! : q] : [];
        })
      : [];
    let after: PageRequest | null = null;
    if ((r.initiator.type === 'parser' || r.initiator.type === 'preload') && named) after = named;
    else if (r.initiator.type === 'script' && scripts.length) after = waited(scripts, start, finished);
    else if (askers.length) after = askers.reduce((best, q) => (q.depth < best.depth ? q : best));
    else if (requests.length) after = finished.reduce<PageRequest | null>(deeper, null);
    const request: PageRequest = { ...started, depth: (after?.depth ?? 0) + 1, after };
    requests.push(request);
    if (!byUrl.has(r.url)) byUrl.set(r.url, request);
  }
  return requests;
}

/** The deepest chain of requests, page first. */
export function deepestChain(requests: PageRequest[]): PageRequest[] {
  const last = requests.reduce<PageRequest | null>((best, r) => (!best || r.depth > best.depth ? r : best), null);
  const chain: PageRequest[] = [];
  for (let r = last; r; r = r.after) chain.unshift(r);
  return chain;
}
