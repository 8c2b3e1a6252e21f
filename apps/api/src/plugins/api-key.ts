import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { appError } from '../lib/errors';

const OPEN_PATHS = [
  '/rest/v1/health',
  '/rest/v1/docs',
  // Meta's data-deletion callbacks: signed with the app secret instead (media-providers module).
  '/rest/v1/media-providers/facebook/data-deletion',
  '/rest/v1/media-providers/instagram/data-deletion',
];

function matches(candidate: string, keys: Buffer[]): boolean {
  const given = Buffer.from(candidate);
  let found = false;
  for (const key of keys) if (key.length === given.length && timingSafeEqual(key, given)) found = true;
  return found;
}

/** Every call under /rest/v1 sends X-Api-Key (DECISIONS §3), but health, the OpenAPI docs and Meta's callbacks. */
export const apiKeyPlugin = fp(async (app: FastifyInstance, opts: { keys: string[] }) => {
  const keys = opts.keys.map((k) => Buffer.from(k));
  app.addHook('onRequest', async (request) => {
    const url = request.url;
    if (!url.startsWith('/rest/v1/') && url !== '/rest/v1') return;
    if (OPEN_PATHS.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`))) return;
    const header = request.headers['x-api-key'];
    if (typeof header !== 'string' || !matches(header, keys)) throw appError('API_KEY_INVALID');
  });
});
