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
 *     the app has run: the app takes its answer (`window[WEB_BOOT_SESSION]`, lib/api-client.ts).
 * The decision is the web app's (app/standalone-login.tsx); a test holds the two together.
 */
import { API_PREFIX } from './api-prefix';

export const WEB_BOOT_LOGIN_PATH = '/login';
/** Cookie that keeps the agent's access token (spec 1 §4). */
export const ACCESS_TOKEN_COOKIE = 'auth.accessToken';
/** Where the boot script leaves the session look-up it sent: `{ token, response }` (a fetch promise). */
export const WEB_BOOT_SESSION = '__vitrinaSession';
/** The session look-up (paths.session()). */
export const WEB_BOOT_SESSION_PATH = `${API_PREFIX}/auth/agents`;

/**
 * How the boot script's tag begins in the built index.html: the build writes it, and the server
 * finds it there to add `data-key` in front of `data-router`.
 */
export const WEB_BOOT_TAG_START = '<script data-router=';

export const WEB_BOOT_SCRIPT =
  '(function(s,d){' +
  // later: the router only goes to the HTTP cache (no parse, no work on the page's main thread).
  'function add(list,later){(list||"").split(" ").forEach(function(h){if(!h)return;var l=d.createElement("link");' +
  'if(later){l.rel="prefetch";l.as=/\\.css$/.test(h)?"style":"script"}' +
  'else if(/\\.css$/.test(h)){l.rel="preload";l.as="style"}else l.rel="modulepreload";l.crossOrigin="";' +
  'l.href=h;d.head.appendChild(l)})}' +
  `var p=location.pathname,m=/(^|;\\s*)${ACCESS_TOKEN_COOKIE.replace('.', '\\.')}=([^;]+)/.exec(d.cookie),t=!!m,k=s.dataset.key;` +
  // The session look-up, sent as the app sends it (lib/api-client.ts); a failure is the app's to read.
  `if(t&&k&&window.fetch){try{var v=decodeURIComponent(m[2]),r=fetch(${JSON.stringify(WEB_BOOT_SESSION_PATH)},{headers:{Accept:"application/json","X-Api-Key":k,Authorization:"Bearer "+v},credentials:"same-origin"});` +
  `r["catch"](function(){});window.${WEB_BOOT_SESSION}={token:v,response:r}}catch(e){}}` +
  `if(p!==${JSON.stringify(WEB_BOOT_LOGIN_PATH)}||t){add(s.dataset.router);if(t)add(JSON.parse(s.dataset.pages||"{}")[p]);return}` +
  'add(s.dataset.login);' +
  'addEventListener("load",function(){(window.requestIdleCallback||setTimeout)(function(){add(s.dataset.router,1)})})' +
  '})(document.currentScript,document);';
