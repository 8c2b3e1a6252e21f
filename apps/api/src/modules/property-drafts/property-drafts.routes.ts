import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailSchema, draftListQuery, propertyDraftSchema, environmentQuantitySchema, locationSchema, updateDraftSchema } from '@vitrina/contract/schemas/property-draft';
import { requireSession } from '../../plugins/auth';
import { ok, page } from '../../lib/http';
import type { PropertyDraftsService } from './property-drafts.service';
import { actingAgent, needs, type AccessNeed } from '../collaboration/draft-access';
import { DETAIL_TYPE_MAX } from '@vitrina/contract/enums/property';
import { routes } from '@vitrina/contract/paths';
import { envelope, errors, pagedEnvelope } from '@vitrina/contract/schemas/envelope';

const draftParams = z.object({ id: z.string() });

export async function propertyDraftsRoutes(app: FastifyInstance, opts: { service: PropertyDraftsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const tags = ['property-drafts'];
  const auth = { preHandler: app.authenticate };
  const need = (access: AccessNeed) => needs(app, access);

  r.post(routes.propertyDrafts, { ...auth, schema: { tags, operationId: 'createPropertyDraft', summary: 'Start a new property draft', response: { 201: envelope(propertyDraftSchema), ...errors(401, 429) } } }, async (req, reply) =>
    reply.status(201).send(ok(await service.create(requireSession(req).agentId))),
  );

  r.get(routes.propertyDrafts, { ...auth, schema: { tags, operationId: 'listPropertyDrafts', summary: "List the agent's drafts", response: { 200: pagedEnvelope(propertyDraftSchema), ...errors(400, 401, 429) }, querystring: draftListQuery } }, async (req) => {
    const { rows, total } = await service.list(requireSession(req).agentId, req.query);
    return page(rows, { limit: req.query.limit, offset: req.query.offset, total });
  });

  r.get(routes.propertyDraft, { ...need('read'), schema: { tags, operationId: 'getPropertyDraft', summary: 'Read a draft', response: { 200: envelope(propertyDraftSchema), ...errors(401, 404, 429) }, params: draftParams } }, async (req) => ok(await service.view(actingAgent(req), req.params.id)));

  const updateDoc =
    'Guarda tipo, precio, operación, código y descripción. Un borrador Pending o una propiedad ya publicada (Published: su página ' +
    'pública muestra el cambio al instante y no se vuelve a publicar en Instagram ni Facebook); 409 PROPERTY_DRAFT_NOT_EDITABLE ' +
    'mientras se publica. Las demás herramientas de contenido (ambientes, detalles, ubicación, lugares cercanos, imágenes, video) ' +
    'siguen la misma regla; las publicaciones de Instagram y Facebook solo se cambian en un borrador Pending.';
  r.put(routes.propertyDraft, { ...need('details'), schema: { tags, operationId: 'updatePropertyDraft', summary: "Save a draft's basic details", response: { 200: envelope(propertyDraftSchema), ...errors(400, 401, 403, 404, 409, 429) }, params: draftParams, body: updateDraftSchema, description: updateDoc } }, async (req) =>
    ok(await service.update(actingAgent(req), req.params.id, req.body)),
  );

  r.put(
    routes.draftEnvironment,
    {
      ...need('details'),
      schema: {
        tags,
        operationId: 'setDraftEnviroment',
        summary: 'Set how many of a room kind the property has',
        params: draftParams.extend({ enviromentId: z.coerce.number().int().positive('El ambiente no existe') }),
        body: environmentQuantitySchema,
        response: { 200: envelope(propertyDraftSchema), ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (req) => ok(await service.setEnvironment(actingAgent(req), req.params.id, req.params.enviromentId, req.body.quantity)),
  );

  const detailsDoc =
    "Sets one detail. The value is checked by the type's kind (GET /property-details/types): 'true' for a yes/no detail, " +
    "a number within bounds ('120' or '120,5') for a number, one of the options for a choice; otherwise 400 VALIDATION_ERROR " +
    'with a Spanish message on `value`. Removing a detail (a yes/no switched off) is DELETE .../details/{detailType}.';
  r.put(routes.draftDetails, { ...need('details'), schema: { tags, operationId: 'setDraftDetail', summary: 'Set a detail of the property', response: { 200: envelope(propertyDraftSchema), ...errors(400, 401, 403, 404, 409, 429) }, params: draftParams, body: detailSchema, description: detailsDoc } }, async (req) =>
    ok(await service.setDetail(actingAgent(req), req.params.id, req.body.propertyDetailType, req.body.value)),
  );

  r.delete(
    routes.draftDetail,
    { ...need('details'), schema: { tags, operationId: 'removeDraftDetail', summary: 'Remove a detail of the property', response: { 200: envelope(propertyDraftSchema), ...errors(400, 401, 403, 404, 409, 429) }, params: draftParams.extend({ detailType: z.string().max(DETAIL_TYPE_MAX) }) } },
    async (req) => ok(await service.deleteDetail(actingAgent(req), req.params.id, req.params.detailType)),
  );

  r.put(routes.draftLocation, { ...need('location'), schema: { tags, operationId: 'setDraftLocation', summary: "Set the property's location", response: { 200: envelope(propertyDraftSchema), ...errors(400, 401, 403, 404, 409, 429) }, params: draftParams, body: locationSchema } }, async (req) =>
    ok(await service.setLocation(actingAgent(req), req.params.id, req.body)),
  );
}
