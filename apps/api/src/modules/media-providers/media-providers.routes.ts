import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { requireSession } from '../../plugins/auth';
import { ok } from '../../lib/http';
import { mediaProvidersRepository } from './media-providers.repository';

/** Whether this installation can connect a provider type (its app credentials are configured). */
export function providerConfigured(config: Config, type: number): boolean {
  if (type === 2) return Boolean(config.instagram.appId && config.instagram.appSecret);
  if (type === 3) return Boolean(config.facebook.appId && config.facebook.appSecret);
  return false;
}

export async function mediaProvidersRoutes(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const repo = mediaProvidersRepository(opts.db);
  const tags = ['media-providers'];
  const auth = { preHandler: app.authenticate };

  app.get('/media-providers', { ...auth, schema: { tags } }, async () => {
    const rows = await repo.listProviders();
    return ok(
      rows.map((p) => ({
        mediaProviderId: p.id,
        name: p.name,
        imageUrl: p.imageUrl,
        type: p.type,
        permissions: p.permissions,
        configured: providerConfigured(opts.config, p.type),
      })),
    );
  });

  app.get('/media-providers/agents', { ...auth, schema: { tags } }, async (req) => {
    const rows = await repo.listConnected(requireSession(req).agentId);
    return ok(
      rows.map(({ link, provider }) => ({
        mediaProviderAgentId: link.id,
        mediaProviderId: provider.id,
        type: link.type,
        agentId: link.agentId,
        mediaProvider: { mediaProviderId: provider.id, name: provider.name, imageUrl: provider.imageUrl, type: provider.type },
        createdAt: link.createdAt.toISOString(),
      })),
    );
  });
}
