import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface LighthouseScore {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/**
 * One Lighthouse run of `url` with its mobile defaults (a mid-range phone, throttled 4G) in
 * Debian's Chromium, headless. Throws when Lighthouse or Chromium is not installed.
 */
export async function lighthouseMobile(url: string): Promise<LighthouseScore> {
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
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse gave no report');
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      tbtMs: Math.round(audit('total-blocking-time')),
    };
  } finally {
    chrome.kill();
  }
}
