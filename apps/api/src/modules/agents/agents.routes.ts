import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paginationQuery } from '@vitrina/contract/schemas/common';
import { updateAgentSchema } from '@vitrina/contract/schemas/agent';
import { requireSession } from '../../plugins/auth';
import { ok, page } from '../../lib/http';
import { IMAGE_MAX_BYTES } from '../../lib/images';
import { readUploadedFile } from '../../lib/uploads';
import type { AgentsService } from './agents.service';

export async function agentsRoutes(app: FastifyInstance, opts: { service: AgentsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const tags = ['agents'];
  const auth = { preHandler: app.authenticate };

  r.put('/agents', { ...auth, schema: { tags, body: updateAgentSchema } }, async (req) =>
    ok(await service.update(requireSession(req).agentId, req.body)),
  );

  r.put(
    '/agents/avatar',
    { ...auth, schema: { tags, consumes: ['multipart/form-data'], description: 'Campo multipart `file`: JPEG, PNG o WebP de hasta 15 MB' } },
    async (req) => {
      const { agentId } = requireSession(req);
      const { buffer } = await readUploadedFile(req, IMAGE_MAX_BYTES);
      return ok(await service.replaceAvatar(agentId, buffer));
    },
  );

  r.get('/tasks-completed', { ...auth, schema: { tags, querystring: paginationQuery(20) } }, async (req) => {
    const { limit, offset } = req.query;
    const { rows, total } = await service.listMilestones(requireSession(req).agentId, limit, offset);
    return page(rows, { limit, offset, total });
  });
}
