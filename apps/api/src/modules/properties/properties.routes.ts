import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { draftListQuery } from '@vitrina/contract/schemas/property-draft';
import { requireSession } from '../../plugins/auth';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { ok, page } from '../../lib/http';
import { containsPattern } from '../../lib/search-text';
import { toDraft } from '../property-drafts/draft-view';
import type { PropertyDraftsService } from '../property-drafts/property-drafts.service';
import type { properties } from '../../db/schema/index';

const propertyNotFound = () => new ApiError('PROPERTY_NOT_FOUND', 'La propiedad no existe', 404);
/** Property status: 1 Publishing, 2 Published. */
const propertyListQuery = draftListQuery.extend({ statuses: z.string().regex(/^[12](,[12])*$/, 'Los estados no son válidos').optional() });

/** Published listings: the agent's own, built from their drafts by the publishing pipeline. */
export async function propertiesRoutes(app: FastifyInstance, opts: { drafts: PropertyDraftsService; baseUrl: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { repo } = opts.drafts;
  const tags = ['properties'];
  const auth = { preHandler: app.authenticate };

  async function views(rows: Array<{ property: typeof properties.$inferSelect; draft: Parameters<typeof toDraft>[0] }>) {
    const rel = await repo.related(rows.map((x) => x.draft));
    return rows.map(({ property, draft }) => {
      const view = toDraft(draft, rel, opts.baseUrl);
      return {
        ...view,
        propertyId: property.id,
        slug: property.slug,
        status: property.status,
        views: property.views,
        publishedAt: property.publishedAt?.toISOString() ?? null,
      };
    });
  }

  r.get('/properties', { ...auth, schema: { tags, querystring: propertyListQuery } }, async (req) => {
    const q = req.query;
    const statuses = q.statuses ? q.statuses.split(',').map(Number) : [2];
    const { rows, total } = await repo.listPublished(requireSession(req).agentId, {
      ...q,
      statuses,
      pattern: q.searchQuery ? containsPattern(q.searchQuery) : null,
    });
    return page(await views(rows), { limit: q.limit, offset: q.offset, total });
  });

  r.get('/properties/:id', { ...auth, schema: { tags, params: z.object({ id: z.string() }) } }, async (req) => {
    if (!isUuid(req.params.id)) throw propertyNotFound();
    const row = await repo.findPublished(requireSession(req).agentId, req.params.id);
    if (!row) throw propertyNotFound();
    return ok((await views([row]))[0]);
  });
}
