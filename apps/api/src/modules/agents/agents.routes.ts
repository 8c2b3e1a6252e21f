import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paginationQuery } from '@vitrina/contract/schemas/common';
import { agentSchema, taskCompletedSchema, updateAgentSchema } from '@vitrina/contract/schemas/agent';
import { requireSession } from '../../plugins/auth';
import { ok, page } from '../../lib/http';
import { IMAGE_MAX_BYTES } from '../../lib/images';
import { readUploadedFile } from '../../lib/uploads';
import type { AgentsService } from './agents.service';
import { routes } from '@vitrina/contract/paths';
import { envelope, errors, pagedEnvelope } from '@vitrina/contract/schemas/envelope';

export async function agentsRoutes(app: FastifyInstance, opts: { service: AgentsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const tags = ['agents'];
  const auth = { preHandler: app.authenticate };

  r.put(
    routes.agents,
    {
      ...auth,
      schema: {
        tags,
        operationId: 'updateAgent',
        summary: "Update the signed-in agent's profile",
        body: updateAgentSchema,
        response: { 200: envelope(agentSchema), ...errors(400, 401, 429) },
      },
    },
    async (req) => ok(await service.update(requireSession(req).agentId, req.body)),
  );

  r.put(
    routes.agentAvatar,
    {
      ...auth,
      schema: {
        tags,
        operationId: 'replaceAgentAvatar',
        summary: "Replace the signed-in agent's photo",
        consumes: ['multipart/form-data'],
        description: 'Campo multipart `file`: JPEG, PNG o WebP de hasta 15 MB',
        response: { 200: envelope(agentSchema), ...errors(400, 401, 413, 415, 429) },
      },
    },
    async (req) => {
      const { agentId } = requireSession(req);
      const { buffer } = await readUploadedFile(req, IMAGE_MAX_BYTES);
      return ok(await service.replaceAvatar(agentId, buffer));
    },
  );

  r.get(
    routes.tasksCompleted,
    {
      ...auth,
      schema: {
        tags,
        operationId: 'listTasksCompleted',
        summary: 'List the milestones the agent reached',
        querystring: paginationQuery(20),
        response: { 200: pagedEnvelope(taskCompletedSchema), ...errors(400, 401, 429) },
      },
    },
    async (req) => {
      const { limit, offset } = req.query;
      const { rows, total } = await service.listMilestones(requireSession(req).agentId, limit, offset);
      return page(rows, { limit, offset, total });
    },
  );
}
