import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface LighthouseScore {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** What the audits name: each opportunity or diagnostic that did not pass, with its estimate. */
  findings: string[];
  /**
   * What the largest paint waited for, as the unthrottled load showed it: the requests that had
   * finished and the main-thread work done before it. Lighthouse's simulated LCP replays what came
   * before the observed paint, throttled, so this is what a faster LCP must take out of its way.
   */
  beforeLcp: string;
  /** Lighthouse's whole report (JSON), for a closer look (BENCH_LIGHTHOUSE_JSON in web-pages.ts). */
  report: string;
  /** The code of the error that kept Lighthouse from measuring the page (e.g. NO_NAVSTART), if any. */
  runtimeError?: string;
}

/** Audits that say what to fix first (render-blocking files, unused code, start-up work, the LCP element). */
const FINDINGS = [
  'render-blocking-resources',
  'render-blocking-insight',
  'unused-javascript',
  'unused-css-rules',
  'bootup-time',
  'mainthread-work-breakdown',
  'long-tasks',
  'font-display',
  'font-display-insight',
  'largest-contentful-paint-element',
  'lcp-breakdown-insight',
  'network-dependency-tree-insight',
];

/**
 * One Lighthouse run of `url` with its mobile defaults (a mid-range phone, throttled 4G) in
 * Debian's Chromium, headless, with `cookies` set for the page's origin first (a signed-in page).
 * Throws when Lighthouse or Chromium is not installed.
 */
export async function lighthouseMobile(url: string, cookies: { name: string; value: string }[] = []): Promise<LighthouseScore> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}`);
  let lighthouse: typeof import('lighthouse').default;
  let launch: typeof import('chrome-launcher').launch;
  try {
    lighthouse = (await import('lighthouse')).default;
    launch = (await import('chrome-launcher')).launch;
  } catch {
    throw new Error('the lighthouse package is not installed');
  }
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    if (cookies.length) {
      // A signed-in page: the session cookie set in the fresh profile first, and kept (no storage
      // reset); the profile is new for each run, so the cache is still cold.
      const { chromium } = await import('playwright-core');
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await browser.contexts()[0]!.addCookies(cookies.map((c) => ({ ...c, url: new URL(url).origin })));
      await browser.close();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
      disableStorageReset: cookies.length > 0,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse gave no report');
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    type Items<T> = { details?: { items?: T[] } } | undefined;
    const lcpAt = (lhr.audits.metrics as Items<{ observedLargestContentfulPaint?: number }>)?.details?.items?.[0]?.observedLargestContentfulPaint ?? NaN;
    const requests = ((lhr.audits['network-requests'] as Items<{ networkEndTime?: number; transferSize?: number }>)?.details?.items ?? []).filter((r) => (r.networkEndTime ?? Infinity) <= lcpAt);
    const tasks = ((lhr.audits['main-thread-tasks'] as Items<{ startTime: number; duration: number }>)?.details?.items ?? []).filter((t) => t.startTime + t.duration <= lcpAt);
    const kb = requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
    const cpu = tasks.reduce((sum, t) => sum + t.duration, 0);
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      tbtMs: Math.round(audit('total-blocking-time')),
      beforeLcp: `${requests.length} requests (${kb.toFixed(0)} KB) and ${Math.round(cpu)} ms of main-thread work before the largest paint (unthrottled, at ${Math.round(lcpAt)} ms)`,
      report: JSON.stringify(lhr),
      runtimeError: lhr.runtimeError?.code,
      findings: FINDINGS.flatMap((id) => {
        const a = lhr.audits[id];
        if (!a || a.score === null || a.score >= 0.9) return [];
        return [`${id}: ${a.displayValue ?? ''}${a.numericValue !== undefined && !a.displayValue ? ` ${Math.round(a.numericValue)}` : ''}`.trim()];
      }),
    };
  } finally {
    chrome.kill();
  }
}
