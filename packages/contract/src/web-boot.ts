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
 *     its own code (guard, shell, page) at once too, a round trip before the router could ask.
 * The decision is the web app's (app/standalone-login.tsx); a test holds the two together.
 */
export const WEB_BOOT_LOGIN_PATH = '/login';
/** Cookie that keeps the agent's access token (spec 1 §4). */
export const ACCESS_TOKEN_COOKIE = 'auth.accessToken';

export const WEB_BOOT_SCRIPT =
  '(function(s,d){' +
  // later: the router only goes to the HTTP cache (no parse, no work on the page's main thread).
  'function add(list,later){(list||"").split(" ").forEach(function(h){if(!h)return;var l=d.createElement("link");' +
  'if(later){l.rel="prefetch";l.as=/\\.css$/.test(h)?"style":"script"}' +
  'else if(/\\.css$/.test(h)){l.rel="preload";l.as="style"}else l.rel="modulepreload";l.crossOrigin="";' +
  'l.href=h;d.head.appendChild(l)})}' +
  `var p=location.pathname,t=/(^|;\\s*)${ACCESS_TOKEN_COOKIE.replace('.', '\\.')}=[^;]/.test(d.cookie);` +
  `if(p!==${JSON.stringify(WEB_BOOT_LOGIN_PATH)}||t){add(s.dataset.router);if(t)add(JSON.parse(s.dataset.pages||"{}")[p]);return}` +
  'add(s.dataset.login);' +
  'addEventListener("load",function(){(window.requestIdleCallback||setTimeout)(function(){add(s.dataset.router,1)})})' +
  '})(document.currentScript,document);';
