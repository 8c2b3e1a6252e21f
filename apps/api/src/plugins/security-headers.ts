import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer (CSP, HSTS, frame, referrer and origin policies...).
 * The middleware is built once: @fastify/helmet rebuilt it, and parsed the CSP again, on every
 * request. Same options, same headers.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: HelmetOptions) => {
  const apply = helmet(opts);
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
});
