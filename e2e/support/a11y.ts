import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let axeSource: string | null = null;

/** WCAG 2.0 and 2.1, levels A and AA: what issue 13 item 17 holds every page to. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{ target: string[]; summary: string }>;
}

/** Runs axe-core in the page as it is now and answers the WCAG 2.1 AA violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy refuses inline scripts.
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown[]; failureSummary?: string }> }> }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String), summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300) })),
    }));
  }, TAGS);
}

/** Fails with every violation listed when the page breaks a WCAG 2.1 AA rule. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  if (violations.length === 0) return;
  const lines = violations.flatMap((v) => [`${v.id}: ${v.help}`, ...v.nodes.slice(0, 8).map((n) => `  ${n.target.join(' ')} — ${n.summary}`)]);
  throw new Error(`accessibility (axe-core, WCAG 2.1 AA) on ${where} (${page.url()}):\n${lines.join('\n')}`);
}
