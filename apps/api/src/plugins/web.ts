import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '@vitrina/contract/public-config';
import type { Config } from '../config';
import { appError } from '../lib/errors';
import { routes } from '@vitrina/contract/paths';
import { WEB_BOOT_TAG_START } from '@vitrina/contract/web-boot';
import { sessionCookieToken } from '../lib/session-cookie';
import { bootRequestMap, bootRequestsFor, readBootAnswers, withBootAnswers } from './web-boot-answers';
import { sendPage, sharedPage } from './web-page-encoding';

export function publicConfig(config: Config): PublicConfig {
  return {
    apiKey: config.apiKeys[0]!,
    publicBaseUrl: config.publicBaseUrl,
    googleClientId: config.google.clientId,
    facebookAppId: config.facebook.appId && config.facebook.appSecret ? config.facebook.appId : null,
    recaptchaSiteKey: config.recaptcha.siteKey && config.recaptcha.secret ? config.recaptcha.siteKey : null,
    sentryDsn: config.sentry.dsn,
    sentryHostnames: config.sentry.hostnames,
    mapTilesUrl: config.mapTilesUrl,
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Gives index.html's boot script the (public) API key, so that it can send the session look-up
 * while the page is parsed (@vitrina/contract/web-boot), and the app its run-time settings
 * (`data-config`, read by the web app's config/runtime-config.ts), which it fetched as
 * /runtime-config.js before: one request less on every page (issue 15). Attributes: the script's
 * text, which the content security policy allows by its hash, stays as built.
 */
function withBootSettings(html: string, settings: PublicConfig): string {
  // Functions, not strings, as replacements: a key's `$` stays as it is.
  const attributes = `data-key="${escapeAttribute(settings.apiKey)}" data-config="${escapeAttribute(JSON.stringify(settings))}"`;
  const tag = WEB_BOOT_TAG_START.replace('<script ', () => `<script ${attributes} `);
  return html.replace(WEB_BOOT_TAG_START, () => tag);
}

/**
 * A file the build would have served, not a page: a chunk of an older build (a tab open across a
 * deploy asks for it), a public image, the icon a browser asks for by itself. It answers the 404
 * envelope: the page in its place (200, text/html) made a missing chunk fail as a script of the
 * wrong type, and cost a signed-in page's first answers for an icon (issue 15).
 */
const isMissingFile = (pathname: string) => /^\/(assets|images)\//.test(pathname) || pathname === '/favicon.ico';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, every
 * unknown non-API GET that is not a missing file (`isMissingFile`) answered with index.html so the
 * browser router can take it, with the run-time settings written into it (and also as
 * /runtime-config.js, which Vite's dev server loads). API misses and missing files answer the 404
 * envelope.
 */
export async function registerWeb(app: FastifyInstance, config: Config) {
  const settings = publicConfig(config);
  const script = `window.__VITRINA_CONFIG__=${JSON.stringify(settings).replace(/</g, '\\u003c')};`;
  app.get(routes.runtimeConfig, { schema: { hide: true } }, async (_req, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-store').send(script),
  );

  const dist = config.webDistDir;
  const indexFile = path.join(dist, 'index.html');
  const indexHtml = existsSync(indexFile) ? withBootSettings(readFileSync(indexFile, 'utf8'), settings) : null;
  if (!indexHtml) app.log.warn({ dist }, 'web app not built: run `npm run build` to serve it');

  const bootRequests = indexHtml ? bootRequestMap(indexHtml) : {};
  const plainPage = indexHtml ? sharedPage(indexHtml) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const [pathname, query] = request.url.split('?');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (wantsPage && plainPage && !pathname!.startsWith('/rest/') && !pathname!.startsWith('/hub') && !isMissingFile(pathname!)) {
      // A signed-in page gets the session look-up's answer written in, and a page of the boot script's
      // map its first answers too (web-boot-answers.ts): a page for one agent, never kept by a cache.
      // With a query string, the page asks for other answers: the boot script sends the look-up.
      const token = request.method === 'GET' && query === undefined ? sessionCookieToken(request.headers.cookie) : null;
      const answers = token ? await readBootAnswers(app, request, settings.apiKey, token, bootRequestsFor(bootRequests, pathname!) ?? []) : null;
      if (answers) {
        return sendPage(request, reply.header('cache-control', 'private, no-store'), withBootAnswers(plainPage.html, answers), ['Cookie']);
      }
      return sendPage(request, reply.header('cache-control', 'no-cache'), plainPage);
    }
    throw appError('NOT_FOUND');
  });

  if (!indexHtml) return;
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    // index.html always leaves through the not-found handler, uncached.
    allowedPath: (pathName) => pathName !== '/' && pathName !== '/index.html',
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
}
