import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routes } from '@vitrina/contract/paths';
import { emptyEnvelope, errors, pagedEnvelope } from '@vitrina/contract/schemas/envelope';
import { eventCreateBodySchema, eventListQuery, eventSavedEnvelope, eventSchema, eventUpdateBodySchema } from '@vitrina/contract/schemas/event';
import { requireSession } from '../../plugins/auth';
import { page } from '../../lib/http';
import type { EventsService } from './events.service';

const eventParams = z.object({ eventId: z.string() });

export async function eventsRoutes(app: FastifyInstance, opts: { service: EventsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const tags = ['events'];
  const auth = { preHandler: app.authenticate };

  r.get(
    routes.events,
    {
      ...auth,
      schema: {
        tags,
        operationId: 'listEvents',
        summary: "List the agent's visits",
        description:
          'Las visitas del agente ordenadas por inicio. `from`/`to` devuelven las que se cruzan con [from, to). `propertyId` acepta el id del borrador o el de la propiedad publicada.',
        querystring: eventListQuery,
        response: { 200: pagedEnvelope(eventSchema), ...errors(400, 401, 429) },
      },
    },
    async (req) => {
      const { rows, total } = await service.list(requireSession(req).agentId, req.query);
      return page(rows, { limit: req.query.limit, offset: req.query.offset, total });
    },
  );

  r.post(
    routes.events,
    {
      ...auth,
      schema: {
        tags,
        operationId: 'createEvent',
        summary: 'Schedule a visit',
        description: 'Las visitas que se cruzan con otras no se rechazan: `metadata.overlaps` las nombra.',
        body: eventCreateBodySchema,
        response: { 201: eventSavedEnvelope, ...errors(400, 401, 404, 429) },
      },
    },
    async (req, reply) => reply.status(201).send(await service.create(requireSession(req).agentId, req.body)),
  );

  r.put(
    routes.event,
    {
      ...auth,
      schema: {
        tags,
        operationId: 'updateEvent',
        summary: 'Change a visit',
        body: eventUpdateBodySchema,
        params: eventParams,
        response: { 200: eventSavedEnvelope, ...errors(400, 401, 404, 429) },
      },
    },
    async (req) => service.update(requireSession(req).agentId, req.params.eventId, req.body),
  );

  r.delete(
    routes.event,
    {
      ...auth,
      schema: { tags, operationId: 'deleteEvent', summary: 'Delete a visit', params: eventParams, response: { 200: emptyEnvelope, ...errors(401, 404, 429) } },
    },
    async (req) => {
      await service.remove(requireSession(req).agentId, req.params.eventId);
      return { data: null, metadata: {} };
    },
  );
}
