import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { draftListQuery } from '@vitrina/contract/schemas/property-draft';
import { requireSession } from '../../plugins/auth';
import type { PropertyStatus } from '@vitrina/contract/enums/property';
import { propertySchema, propertyStatusBody } from '@vitrina/contract/schemas/property';
import type { Db } from '../../db/client';
import { ok, page } from '../../lib/http';
import type { PropertyDraftsService } from '../property-drafts/property-drafts.service';

import { propertiesService } from './properties.service';
import { actingAgent, needs, type AccessNeed } from '../collaboration/draft-access';
import { routes } from '@vitrina/contract/paths';
import { envelope, errors, pagedEnvelope } from '@vitrina/contract/schemas/envelope';

/** Property status: 1 Publishing, 2 Published, 3 Sold, 4 Rented, 5 Unpublished. */
const propertyListQuery = draftListQuery.extend({ statuses: z.string().regex(/^[1-5](,[1-5])*$/, 'Los estados no son válidos').optional() });

/** Published listings: the agent's own, built from their drafts by the publishing pipeline. */
export async function propertiesRoutes(app: FastifyInstance, opts: { drafts: PropertyDraftsService; db: Db; baseUrl: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['properties'];
  const auth = { preHandler: app.authenticate };
  const need = (access: AccessNeed) => needs(app, access, 'property');
  const service = propertiesService({ db: opts.db, drafts: opts.drafts, baseUrl: opts.baseUrl });

  r.get(routes.properties, { ...auth, schema: { tags, operationId: 'listProperties', summary: "List the agent's published properties and those shared with them", response: { 200: pagedEnvelope(propertySchema), ...errors(400, 401, 429) }, querystring: propertyListQuery } }, async (req) => {
    const { rows, total } = await service.list(requireSession(req).agentId, req.query);
    return page(rows, { limit: req.query.limit, offset: req.query.offset, total });
  });

  r.get(routes.property, { ...need('read'), schema: { tags, operationId: 'getProperty', summary: 'Read a published property', response: { 200: envelope(propertySchema), ...errors(401, 404, 429) }, params: z.object({ id: z.string() }) } }, async (req) => {
    return ok(await service.view(actingAgent(req), req.params.id));
  });

  r.put(
    routes.propertyStatus,
    {
      ...need('owner'),
      schema: {
        tags, operationId: 'setPropertyStatus', response: { 200: envelope(propertySchema), ...errors(400, 401, 403, 404, 409, 429) },
        summary: 'Change a published listing’s status',
        description:
          'Cuerpo `{ status }`: 2 Publicada (vuelve a la página pública), 3 Vendida, 4 Alquilada, 5 Despublicada. Con 3, 4 o 5 la página pública `/p/{slug}` contesta 410 con los otros anuncios del agente. Otro valor: 400 VALIDATION_ERROR. Una propiedad de otro agente o inexistente: 404 PROPERTY_NOT_FOUND. Mientras se publica (estado 1): 409 PROPERTY_STATUS_CONFLICT. Contesta la propiedad.',
        params: z.object({ propertyId: z.string() }),
        body: propertyStatusBody,
      },
    },
    async (req) => {
      const agentId = actingAgent(req);
      await service.setStatus(agentId, req.params.propertyId, req.body.status as PropertyStatus);
      return ok(await service.view(agentId, req.params.propertyId));
    },
  );
}
