/**
 * The one inline script of the web app's index.html (issue 15), shared so the server's CSP can
 * allow exactly it by its hash (apps/api plugins/security.ts) and the web build can inline exactly
 * it (apps/web/scripts/boot-preload.ts). It runs while the page is parsed and starts the fetch of
 * the code the page needs next, named in its data attributes:
 *   - a visitor without a session token on /login gets the sign-in screen without the router:
 *     `data-login` (its chunks) now, `data-router` (the router and its chunks) prefetched once the
 *     page has loaded and the browser is idle, so it is there before the agent has finished typing;
 *   - every other page needs the router at once: `data-router` now, beside the entry;
 *   - with a session token, a signed-in page named in `data-pages` (JSON: path -> its files) gets
 *     its own code (guard, shell, page) at once too, a round trip before the router could ask;
 *   - with a session token and the API key (`data-key`, which the server writes into the page it
 *     serves), the session look-up (GET /auth/agents) leaves now, beside the code, instead of once
 *     the app has run, and so do the page's first GET requests named in `data-fetch` (JSON: path ->
 *     API URLs) when the address has no query string (a query string changes what a page asks for):
 *     the app takes their answers (`window[WEB_BOOT_REQUESTS]`, lib/api-client.ts).
 * A path of `data-pages` or `data-fetch` may hold `:name` segments (`/customers/view/:slug`): the
 * page's segment fills that name in the API URLs, percent-encoded as the app's paths encode it.
 * The decision is the web app's (app/standalone-login.tsx); a test holds the two together.
 */
import { API_PREFIX } from './api-prefix';

export const WEB_BOOT_LOGIN_PATH = '/login';
/** Cookie that keeps the agent's access token (spec 1 §4). */
export const ACCESS_TOKEN_COOKIE = 'auth.accessToken';
/**
 * Where the boot script leaves the requests it sent: `{ token, responses }`, `responses` mapping
 * each URL (path and query) to its fetch promise. Without `token`, the answers are the server's,
 * for the session cookie the page was served with (WEB_BOOT_ANSWERS_ID).
 */
export const WEB_BOOT_REQUESTS = '__vitrinaBoot';
/**
 * Id of the JSON block the server writes in front of the boot script for a signed-in page
 * (apps/api plugins/web-boot-answers.ts): `{ [url]: { s: status, b: body } }`, the session look-up's
 * and the page's first GET requests' answers, read from the API as the boot script would have sent
 * them. The boot script then sends none of them, and reads no cookie.
 */
export const WEB_BOOT_ANSWERS_ID = 'vitrina-boot-answers';
/** The session look-up (paths.session()). */
export const WEB_BOOT_SESSION_PATH = `${API_PREFIX}/auth/agents`;

/**
 * How the boot script's tag begins in the built index.html: the build writes it, and the server
 * finds it there to add `data-key` in front of `data-router`.
 */
export const WEB_BOOT_TAG_START = '<script data-router=';

/**
 * A URL of `data-fetch` may name a Caracas day by its distance from today: `{day+N}` stands for
 * the first instant of that day and `{dayEnd+N}` for its last, as the ISO instants the app's query
 * strings carry (percent-encoded). The dashboard's visits of today and tasks of the next 30 days
 * are asked for that way. The server fills them (apps/api plugins/web-boot-answers.ts) from its
 * own clock; the boot script leaves such URLs to the page's loaders.
 */
export const BOOT_DAY_PATTERN = /\{(day|dayEnd)\+(\d+)\}/g;
const DAY_MS = 86_400_000;

/** `url` with its day names filled, `todayStart` being the first instant of today in Caracas (ms since the epoch). */
export function fillBootDays(url: string, todayStart: number): string {
  return url.replace(BOOT_DAY_PATTERN, (_, kind: string, days: string) => {
    const start = todayStart + Number(days) * DAY_MS;
    return encodeURIComponent(new Date(kind === 'day' ? start : start + DAY_MS - 1).toISOString());
  });
}

export const WEB_BOOT_SCRIPT =
  '(function(s,d){' +
  // later: the router only goes to the HTTP cache (no parse, no work on the page's main thread).
  'function add(list,later){(list||"").split(" ").forEach(function(h){if(!h)return;var l=d.createElement("link");' +
  'if(later){l.rel="prefetch";l.as=/\\.css$/.test(h)?"style":"script"}' +
  'else if(/\\.css$/.test(h)){l.rel="preload";l.as="style"}else l.rel="modulepreload";l.crossOrigin="";' +
  'l.href=h;d.head.appendChild(l)})}' +
  // The entry of a JSON map whose path this page's path matches, with the values of its `:name`
  // segments (null when none matches, or a segment is empty or not decodable).
  'function find(json){var map=JSON.parse(json||"{}"),b=p.split("/");for(var key in map){var a=key.split("/"),o={},i=0;' +
  'if(a.length!==b.length)continue;for(;i<a.length;i++){if(a[i].charAt(0)===":"){if(!b[i])break;' +
  'try{o[a[i]]=encodeURIComponent(decodeURIComponent(b[i]))}catch(e){break}}else if(a[i]!==b[i])break}' +
  'if(i===a.length)return{v:map[key],o:o}}return null}' +
  // A GET request as the app sends it (lib/api-client.ts); a failure is the app's to read.
  'function get(u){var r=fetch(u,{headers:h,credentials:"same-origin"});r["catch"](function(){});q[u]=r}' +
  // The answers the server wrote into the page: each becomes the answer of a request sent now.
  `var p=location.pathname,e=d.getElementById(${JSON.stringify(WEB_BOOT_ANSWERS_ID)}),m=!e&&/(^|;\\s*)${ACCESS_TOKEN_COOKIE.replace('.', '\\.')}=([^;]+)/.exec(d.cookie),t=!!(e||m),k=s.dataset.key,h,q={},f;` +
  'if(e){try{var a=JSON.parse(e.textContent||"{}");for(var u in a)q[u]=Promise.resolve(new Response(a[u].b,{status:a[u].s,headers:{"Content-Type":"application/json"}}));' +
  `window.${WEB_BOOT_REQUESTS}={responses:q}}catch(x){}}` +
  `else if(t&&k&&window.fetch){try{var v=decodeURIComponent(m[2]);h={Accept:"application/json","X-Api-Key":k,Authorization:"Bearer "+v};` +
  `get(${JSON.stringify(WEB_BOOT_SESSION_PATH)});f=!location.search&&find(s.dataset.fetch);` +
  // A URL naming a day (BOOT_DAY_PATTERN) is the server's to fill: the page's loaders send it.
  'if(f)f.v.forEach(function(u){if(u.indexOf("{")<0)get(u.replace(/:\\w+/g,function(n){return f.o[n]}))});' +
  `window.${WEB_BOOT_REQUESTS}={token:v,responses:q}}catch(e){}}` +
  `if(p!==${JSON.stringify(WEB_BOOT_LOGIN_PATH)}||t){add(s.dataset.router);if(t&&(f=find(s.dataset.pages)))add(f.v);return}` +
  'add(s.dataset.login);' +
  'addEventListener("load",function(){(window.requestIdleCallback||setTimeout)(function(){add(s.dataset.router,1)})})' +
  '})(document.currentScript,document);';
