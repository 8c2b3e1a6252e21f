import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '@vitrina/contract/public-config';
import type { Config } from '../config';

export function publicConfig(config: Config): PublicConfig {
  return {
    apiKey: config.apiKeys[0]!,
    publicBaseUrl: config.publicBaseUrl,
    googleClientId: config.google.clientId,
    facebookAppId: config.facebook.appId && config.facebook.appSecret ? config.facebook.appId : null,
    recaptchaSiteKey: config.recaptcha.siteKey && config.recaptcha.secret ? config.recaptcha.siteKey : null,
    sentryDsn: config.sentry.dsn,
    sentryHostnames: config.sentry.hostnames,
  };
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, every
 * unknown non-API GET answered with index.html so the browser router can take it, and the
 * run-time settings as /runtime-config.js.
 */
export async function webPlugin(app: FastifyInstance, opts: { config: Config }) {
  const script = `window.__VITRINA_CONFIG__=${JSON.stringify(publicConfig(opts.config)).replace(/</g, '\\u003c')};`;
  app.get('/runtime-config.js', { schema: { hide: true } }, async (_req, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-store').send(script),
  );

  const dist = opts.config.webDistDir;
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ dist }, 'web app not built: run `npm run build` to serve it');
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    index: false,
    wildcard: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
  app.decorate('webIndexHtml', indexHtml);
}

declare module 'fastify' {
  interface FastifyInstance {
    webIndexHtml?: string;
  }
}
