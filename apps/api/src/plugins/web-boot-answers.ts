import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fillBootDays, WEB_BOOT_ANSWERS_ID, WEB_BOOT_SESSION_PATH, WEB_BOOT_TAG_START } from '@vitrina/contract/web-boot';
import { caracasToday } from '../modules/tasks/tasks.service';

/** The attribute only the boot script's tag has (WEB_BOOT_TAG_START). */
const WEB_BOOT_ROUTER_ATTRIBUTE = WEB_BOOT_TAG_START.replace('<script', '');

/**
 * The first answers of a signed-in page, written into the page the server sends (issue 15).
 * index.html's boot script sent the session look-up and the page's first GET requests (its
 * `data-fetch` map) as the page was parsed. Measured in Lighthouse's runs, that script took 38 to
 * 150 ms of the main thread before the first paint: reading the cookie and starting each request
 * wait on the browser's other processes. The server, which receives the session cookie with the
 * page's request, reads the same answers from its own API (same routes, same checks, the same
 * envelope) and writes them into the page; the boot script then sends nothing and reads no cookie.
 * The page's own requests take these answers as they took the boot script's.
 */
export interface BootAnswer {
  /** Status. */
  s: number;
  /** The answer's JSON text. */
  b: string;
}

/** Longer than this, the page leaves without answers and the boot script sends the requests itself. */
const ANSWERS_WITHIN_MS = 1500;

const unescapeAttribute = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The boot script's `data-fetch` map in the built index.html: page path -> its first GET URLs. */
export function bootRequestMap(html: string): Record<string, string[]> {
  const found = /\sdata-fetch="([^"]*)"/.exec(html);
  if (!found) return {};
  try {
    const map: unknown = JSON.parse(unescapeAttribute(found[1]!));
    if (!map || typeof map !== 'object') return {};
    return Object.fromEntries(
      Object.entries(map).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every((u) => typeof u === 'string')),
    );
  } catch {
    return {};
  }
}

/**
 * The URLs of `map` for `pathname`, its `:name` segments filled as the boot script fills them
 * (percent-encoded as the app's paths encode them) and its days (`{day+N}`, `{dayEnd+N}`) from
 * today in Caracas at `now`; null when no path matches.
 */
export function bootRequestsFor(map: Record<string, string[]>, pathname: string, now = new Date()): string[] | null {
  const parts = pathname.split('/');
  for (const [key, urls] of Object.entries(map)) {
    const pattern = key.split('/');
    if (pattern.length !== parts.length) continue;
    const names: Record<string, string> = {};
    const matches = pattern.every((segment, i) => {
      const part = parts[i]!;
      if (!segment.startsWith(':')) return segment === part;
      if (!part) return false;
      try {
        names[segment] = encodeURIComponent(decodeURIComponent(part));
        return true;
      } catch {
        return false;
      }
    });
    if (!matches) continue;
    const todayStart = caracasToday(now).dayStart.getTime();
    return urls.map((url) => fillBootDays(url.replace(/:\w+/g, (name) => names[name] ?? name), todayStart));
  }
  return null;
}

/**
 * The session look-up's and `urls`' answers for `token`, read through the API itself (its routes,
 * authentication, scoping and envelope), as the boot script would have read them; null when they
 * take longer than ANSWERS_WITHIN_MS or one is not a JSON answer.
 */
export async function readBootAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  apiKey: string,
  token: string,
  urls: string[],
): Promise<Record<string, BootAnswer> | null> {
  const all = [WEB_BOOT_SESSION_PATH, ...urls];
  const headers = { accept: 'application/json', 'x-api-key': apiKey, authorization: `Bearer ${token}` };
  const answers = Promise.all(all.map((url) => app.inject({ method: 'GET', url, headers, remoteAddress: request.ip })));
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ANSWERS_WITHIN_MS);
  });
  try {
    const responses = await Promise.race([answers, late]);
    if (!responses) return null;
    const read: Record<string, BootAnswer> = {};
    for (const [i, response] of responses.entries()) {
      if (!String(response.headers['content-type'] ?? '').startsWith('application/json') || response.statusCode === 204) return null;
      read[all[i]!] = { s: response.statusCode, b: response.body };
    }
    return read;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** `html` with `answers` as a JSON block just before the boot script, which reads it. */
export function withBootAnswers(html: string, answers: Record<string, BootAnswer>): string {
  // '<' escaped: no text of an answer can close the block or open a comment.
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${WEB_BOOT_ANSWERS_ID}">${json}</script>`;
  // The boot script's tag, whose attributes the server has added to (plugins/web.ts).
  const at = html.lastIndexOf('<script', html.indexOf(WEB_BOOT_ROUTER_ATTRIBUTE));
  return at < 0 ? html : `${html.slice(0, at)}${block}${html.slice(at)}`;
}
