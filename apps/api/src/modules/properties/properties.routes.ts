import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { draftListQuery } from '@vitrina/contract/schemas/property-draft';
import { requireSession } from '../../plugins/auth';
import { propertyStatusBody, type Property } from '@vitrina/contract/schemas/property';
import type { PropertyStatus } from '@vitrina/contract/enums/property';
import type { Db } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { ok, page } from '../../lib/http';
import { containsPattern } from '../../lib/search-text';
import { toDraft } from '../property-drafts/draft-view';
import type { PropertyDraftsService } from '../property-drafts/property-drafts.service';
import type { properties } from '../../db/schema/index';

import { propertiesService, propertyNotFound } from './properties.service';
import { routes } from '@vitrina/contract/paths';

/** Property status: 1 Publishing, 2 Published, 3 Sold, 4 Rented, 5 Unpublished. */
const propertyListQuery = draftListQuery.extend({ statuses: z.string().regex(/^[1-5](,[1-5])*$/, 'Los estados no son válidos').optional() });

/** Published listings: the agent's own, built from their drafts by the publishing pipeline. */
export async function propertiesRoutes(app: FastifyInstance, opts: { drafts: PropertyDraftsService; db: Db; baseUrl: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { repo } = opts.drafts;
  const tags = ['properties'];
  const auth = { preHandler: app.authenticate };
  const service = propertiesService({ db: opts.db });

  async function views(rows: Array<{ property: typeof properties.$inferSelect; draft: Parameters<typeof toDraft>[0] }>): Promise<Property[]> {
    const rel = await repo.related(rows.map((x) => x.draft));
    return rows.map(({ property, draft }) => {
      const view = toDraft(draft, rel, opts.baseUrl);
      return {
        ...view,
        propertyId: property.id,
        slug: property.slug,
        status: property.status as PropertyStatus,
        viewCount: property.views,
        publishedAt: property.publishedAt?.toISOString() ?? null,
      };
    });
  }

  r.get(routes.properties, { ...auth, schema: { tags, querystring: propertyListQuery } }, async (req) => {
    const q = req.query;
    const statuses = q.statuses ? q.statuses.split(',').map(Number) : [2];
    const { rows, total } = await repo.listPublished(requireSession(req).agentId, {
      ...q,
      statuses,
      pattern: q.searchQuery ? containsPattern(q.searchQuery) : null,
    });
    return page(await views(rows), { limit: q.limit, offset: q.offset, total });
  });

  r.get(routes.property, { ...auth, schema: { tags, params: z.object({ id: z.string() }) } }, async (req) => {
    if (!isUuid(req.params.id)) throw propertyNotFound();
    const row = await repo.findPublished(requireSession(req).agentId, req.params.id);
    if (!row) throw propertyNotFound();
    return ok((await views([row]))[0]);
  });

  r.put(
    routes.propertyStatus,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Change a published listing’s status',
        description:
          'Cuerpo `{ status }`: 2 Publicada (vuelve a la página pública), 3 Vendida, 4 Alquilada, 5 Despublicada. Con 3, 4 o 5 la página pública `/p/{slug}` contesta 410 con los otros anuncios del agente. Otro valor: 400 VALIDATION_ERROR. Una propiedad de otro agente o inexistente: 404 PROPERTY_NOT_FOUND. Mientras se publica (estado 1): 409 PROPERTY_STATUS_CONFLICT. Contesta la propiedad.',
        params: z.object({ propertyId: z.string() }),
        body: propertyStatusBody,
      },
    },
    async (req) => {
      const agentId = requireSession(req).agentId;
      await service.setStatus(agentId, req.params.propertyId, req.body.status as PropertyStatus);
      const row = await repo.findPublished(agentId, req.params.propertyId);
      if (!row) throw propertyNotFound();
      return ok((await views([row]))[0]);
    },
  );
}
