import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core';
import { expectAccessible } from './a11y';
import { facebookSdkScript, googleIdentityScript, recaptchaScript, type SocialIdentity } from './outside-scripts';
import {
  FACEBOOK_APP_ID,
  GOOGLE_CLIENT_ID,
  RECAPTCHA_SITE_KEY,
  RECAPTCHA_TOKEN,
  REPO_ROOT,
} from './server';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS_DIR = path.join(REPO_ROOT, 'e2e', '.artifacts');

export const DESKTOP = { width: 1440, height: 900 } as const;
export const MOBILE = { width: 375, height: 812 } as const;

/** Debian's Chromium, headless, quiet: no updates, no sync, no first-run screens. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

export interface Visit {
  context: BrowserContext;
  page: Page;
  /** The tokens the fake Google and Facebook popups hand out in this context. */
  identity: SocialIdentity;
  /** Outside requests that were refused (anything but the app, the allowed fakes and the three faked scripts). */
  blocked: string[];
  /** Uncaught page errors and console errors, for failure messages. */
  problems: string[];
  /** The problems no test said it expects (see `allowConsoleErrors`): a journey fails on any of them. */
  unexpectedProblems(): string[];
}

/** What each page's journey said it expects to see logged (a refused sign-in's 401, a failed save it provokes). */
const allowedProblems = new WeakMap<Page, RegExp[]>();

/**
 * Lets this page log console errors matching `patterns` without failing the journey: only for
 * failures the journey provokes on purpose (a wrong password, a server made to fail).
 */
export function allowConsoleErrors(page: Page, ...patterns: RegExp[]): void {
  allowedProblems.set(page, [...(allowedProblems.get(page) ?? []), ...patterns]);
}

/**
 * Requests the harness itself refuses (outside hosts this closed machine cannot reach, such as map
 * tiles) are logged by Chromium as failed loads; a real phone would load them, so they are not the app's.
 */
const HARNESS_REFUSAL = /net::ERR_BLOCKED_BY_CLIENT/;

function js(route: Route, body: string) {
  return route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body });
}

/**
 * A fresh browser context on the app: same-origin requests pass; Google's GSI client, reCAPTCHA's
 * api.js and the Facebook SDK are answered by small fakes; every other outside request is aborted.
 */
export async function openVisit(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number } = DESKTOP,
  /** Other loopback origins the page may reach (Instagram's fake authorize page). */
  allowedOrigins: string[] = [],
  /** The browser's language (dates journeys use an English one). */
  locale = 'es-VE',
): Promise<Visit> {
  const context = await browser.newContext({ viewport, locale, timezoneId: 'America/Caracas' });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const identity: SocialIdentity = { googleToken: null, facebookToken: null };
  const blocked: string[] = [];
  const problems: string[] = [];
  const origin = new URL(baseUrl).origin;

  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin === origin || allowedOrigins.includes(url.origin)) return route.continue();
    if (url.origin === 'https://accounts.google.com' && url.pathname === '/gsi/client') {
      return js(route, googleIdentityScript(GOOGLE_CLIENT_ID, identity));
    }
    if (url.origin === 'https://www.google.com' && url.pathname === '/recaptcha/api.js') {
      // Like the real api.js, execute() works only with the key named in render=; a wrong key
      // gets a token that the fake siteverify does not know.
      const key = url.searchParams.get('render') ?? '';
      return js(route, recaptchaScript(key, key === RECAPTCHA_SITE_KEY ? RECAPTCHA_TOKEN : 'token-for-an-unknown-site-key'));
    }
    if (url.origin === 'https://connect.facebook.net' && /^\/[a-z]{2}_[A-Z]{2}\/sdk\.js$/.test(url.pathname)) {
      return js(route, facebookSdkScript(FACEBOOK_APP_ID, identity));
    }
    blocked.push(url.href);
    return route.abort('blockedbyclient');
  });

  const page = await context.newPage();
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}${msg.location().url ? ` at ${msg.location().url}` : ''}`);
  });
  const unexpectedProblems = () =>
    problems.filter((p) => !HARNESS_REFUSAL.test(p) && !(allowedProblems.get(page) ?? []).some((re) => re.test(p)));
  return { context, page, identity, blocked, problems, unexpectedProblems };
}

/** axe-core's WCAG 2.1 AA check at every screenshot (each page and state a journey looks at); E2E_AXE=0 turns it off. */
const CHECK_ACCESSIBILITY = process.env.E2E_AXE !== '0';

/**
 * Waits (at most 2 s) for the page's finite animations and transitions to end: a dialog or toast
 * still fading in blends its colours with the page, and axe would read those in-between colours.
 * Endless ones (loaders, skeletons) are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .evaluate(async () => {
      const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const until = Date.now() + 2000;
      // A transition can start a frame or two after the click that opened it: look again after each wait.
      while (Date.now() < until) {
        await frames();
        const finite = document.getAnimations().filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)));
        if (finite.length === 0) return;
        await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((done) => setTimeout(done, until - Date.now()))]);
      }
    })
    .catch(() => undefined);
}

/** Saves the whole page under e2e/.artifacts, after checking it against WCAG 2.1 AA. */
export async function screenshot(page: Page, name: string, options: { checkAccessibility?: boolean } = {}): Promise<string> {
  if (CHECK_ACCESSIBILITY && options.checkAccessibility !== false) {
    // Dialogs and toasts fading in are checked (and pictured) once they have finished.
    await settleAnimations(page);
    await expectAccessible(page, name);
  }
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
