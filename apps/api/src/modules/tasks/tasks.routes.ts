import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TaskStatus } from '@vitrina/contract/enums/task';
import { taskBodySchema, taskListQuery, taskTypesQuery } from '@vitrina/contract/schemas/task';
import { requireSession } from '../../plugins/auth';
import type { Storage } from '../../plugins/storage/storage';
import { appError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { ok, page } from '../../lib/http';
import type { SignedUrls } from '../../lib/signed-url';
import { readUploadedFile } from '../../lib/uploads';
import { tenantNotFound } from '../tenants/tenants.service';
import { taskNotFound, type TasksService } from './tasks.service';
import type { AttachmentRow } from './tasks.repository';

const taskParams = z.object({ tenantId: z.string(), taskId: z.string() });

/** Sends a stored attachment: always as a download unless it is a type safe to show inline. */
export async function sendAttachment(reply: FastifyReply, storage: Storage, file: AttachmentRow, inline: boolean) {
  const stored = await storage.get(file.storageKey);
  if (!stored) throw appError('ATTACHMENT_NOT_FOUND');
  const showable = inline && /^(image\/|application\/pdf|text\/plain)/.test(file.contentType);
  const encoded = encodeURIComponent(file.fileName);
  return reply
    .header('content-type', file.contentType)
    .header('content-length', stored.size)
    .header('content-disposition', `${showable ? 'inline' : 'attachment'}; filename*=UTF-8''${encoded}`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
    .header('cache-control', 'private, max-age=3600')
    .send(stored.body);
}

export async function tasksRoutes(app: FastifyInstance, opts: { service: TasksService; storage: Storage }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const tags = ['tasks'];
  const auth = { preHandler: app.authenticate };
  const ids = (req: { params: { tenantId: string; taskId?: string } }) => {
    if (!isUuid(req.params.tenantId)) throw tenantNotFound();
    if (req.params.taskId !== undefined && !isUuid(req.params.taskId)) throw taskNotFound();
    return [req.params.tenantId, req.params.taskId ?? ''] as const;
  };

  r.get('/tasks-types', { ...auth, schema: { tags, querystring: taskTypesQuery } }, async (req) => {
    const all = await service.listTypes(req.query.relationship);
    const rows = all.slice(req.query.offset, req.query.offset + req.query.limit).map((t) => ({
      taskTypeId: t.id,
      type: t.type,
      name: t.name,
      relationship: t.relationship,
    }));
    return page(rows, { limit: req.query.limit, offset: req.query.offset, total: all.length });
  });

  r.get('/agents/tasks', { ...auth, schema: { tags, querystring: taskListQuery } }, async (req) => {
    const { agentId } = requireSession(req);
    const { rows, total } = await service.listForAgent(agentId, req.query);
    const answer = page(rows, { limit: req.query.limit, offset: req.query.offset, total });
    // The task page's tabs show their counts; the other callers do not pay for them.
    if (req.query.due) answer.metadata.taskCounts = await service.countTabs(agentId, req.query);
    return answer;
  });

  const tenantParams = z.object({ tenantId: z.string() });
  r.get('/tenants/:tenantId/tasks', { ...auth, schema: { tags, params: tenantParams, querystring: taskListQuery } }, async (req) => {
    const [tenantId] = ids(req);
    const { rows, total } = await service.listForTenant(requireSession(req).agentId, tenantId, req.query);
    return page(rows, { limit: req.query.limit, offset: req.query.offset, total });
  });

  r.post('/tenants/:tenantId/tasks', { ...auth, schema: { tags, params: tenantParams, body: taskBodySchema } }, async (req, reply) => {
    const [tenantId] = ids(req);
    return reply.status(201).send(ok(await service.create(requireSession(req).agentId, tenantId, req.body)));
  });

  r.get('/tenants/:tenantId/tasks/:taskId', { ...auth, schema: { tags, params: taskParams } }, async (req) => {
    const [tenantId, taskId] = ids(req);
    return ok(await service.get(requireSession(req).agentId, tenantId, taskId));
  });

  r.put('/tenants/:tenantId/tasks/:taskId', { ...auth, schema: { tags, params: taskParams, body: taskBodySchema } }, async (req) => {
    const [tenantId, taskId] = ids(req);
    return ok(await service.update(requireSession(req).agentId, tenantId, taskId, req.body));
  });

  r.delete('/tenants/:tenantId/tasks/:taskId', { ...auth, schema: { tags, params: taskParams } }, async (req) => {
    const [tenantId, taskId] = ids(req);
    await service.remove(requireSession(req).agentId, tenantId, taskId);
    return ok(null);
  });

  const moves = { completed: TaskStatus.Completed, 'in-progress': TaskStatus.InProgress, canceled: TaskStatus.Cancelled } as const;
  for (const [segment, status] of Object.entries(moves)) {
    r.put(`/tenants/:tenantId/tasks/:taskId/${segment}`, { ...auth, schema: { tags, params: taskParams } }, async (req) => {
      const [tenantId, taskId] = ids(req);
      return ok(await service.move(requireSession(req).agentId, tenantId, taskId, status));
    });
  }

  r.post(
    '/tenants/:tenantId/tasks/:taskId/attachments',
    { ...auth, schema: { tags, params: taskParams, consumes: ['multipart/form-data'] } },
    async (req, reply) => {
      const [tenantId, taskId] = ids(req);
      const { agentId } = requireSession(req);
      await service.assertTask(agentId, tenantId, taskId);
      const upload = await readUploadedFile(req, service.maxAttachmentBytes);
      return reply.status(201).send(ok(await service.addAttachment(agentId, tenantId, taskId, upload)));
    },
  );

  const attachmentParams = taskParams.extend({ attachmentId: z.string() });
  const attachmentId = (id: string) => (isUuid(id) ? id : '00000000-0000-0000-0000-000000000000');

  r.get('/tenants/:tenantId/tasks/:taskId/attachments/:attachmentId', { ...auth, compress: false, schema: { tags, params: attachmentParams } }, async (req, reply) => {
    const [tenantId, taskId] = ids(req);
    const file = await service.attachmentFor(requireSession(req).agentId, tenantId, taskId, attachmentId(req.params.attachmentId));
    return sendAttachment(reply, opts.storage, file, false);
  });

  r.delete('/tenants/:tenantId/tasks/:taskId/attachments/:attachmentId', { ...auth, schema: { tags, params: attachmentParams } }, async (req) => {
    const [tenantId, taskId] = ids(req);
    return ok(await service.removeAttachment(requireSession(req).agentId, tenantId, taskId, attachmentId(req.params.attachmentId)));
  });
}

/** `/downloads/{id}/{name}?expires&signature[&download=1]`: the signed links in each attachment. */
export async function downloadsRoutes(app: FastifyInstance, opts: { service: TasksService; storage: Storage; links: SignedUrls }) {
  app.get<{ Params: { id: string; name: string }; Querystring: { expires?: string; signature?: string; download?: string } }>(
    '/downloads/:id/:name',
    { schema: { hide: true }, compress: false },
    async (req, reply) => {
      const { id } = req.params;
      const valid = isUuid(id) && opts.links.verify(id, req.query.expires, req.query.signature);
      const file = valid ? await opts.service.attachmentById(id) : null;
      if (!file) throw appError('ATTACHMENT_NOT_FOUND', 'El enlace no es válido o ha vencido');
      return sendAttachment(reply, opts.storage, file, req.query.download !== '1');
    },
  );
}
