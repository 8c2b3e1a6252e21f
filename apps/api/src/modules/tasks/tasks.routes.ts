import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TaskStatus } from '@vitrina/contract/enums/task';
import { taskBodySchema, taskListQuery, taskSchema, taskTypesQuery } from '@vitrina/contract/schemas/task';
import { listChecked, listSession, requireSession } from '../../plugins/auth';
import type { Storage } from '../../plugins/storage/storage';
import { appError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { ok, page } from '../../lib/http';
import type { SignedUrls } from '../../lib/signed-url';
import { readUploadedFile } from '../../lib/uploads';
import { tenantNotFound } from '../tenants/tenants.service';
import { taskNotFound, type TasksService } from './tasks.service';
import type { AttachmentRow } from './tasks.repository';
import { routes } from '@vitrina/contract/paths';
import { taskTypeSchema } from '@vitrina/contract/schemas/property-catalogues';
import { emptyEnvelope, envelope, errors, fileAnswer, pagedEnvelope, taskCountsSchema } from '@vitrina/contract/schemas/envelope';
import { builtAnswer } from '../../lib/response-serializer';

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

  r.get(routes.taskTypes, { ...auth, schema: { tags, operationId: 'listTaskTypes', summary: 'List task types', response: { 200: builtAnswer(pagedEnvelope(taskTypeSchema)), ...errors(400, 401, 429) }, querystring: taskTypesQuery } }, async (req) => {
    const all = await service.listTypes(req.query.relationship);
    const rows = all.slice(req.query.offset, req.query.offset + req.query.limit).map((t) => ({
      taskTypeId: t.id,
      type: t.type,
      name: t.name,
      relationship: t.relationship,
    }));
    return page(rows, { limit: req.query.limit, offset: req.query.offset, total: all.length });
  });

  // The list checks a session this process has seen in its own statement (plugins/auth.ts `listSession`).
  r.get(routes.agentTasks, { ...auth, config: { sessionInStatement: true }, schema: { tags, operationId: 'listAgentTasks',
      summary: "List the agent's tasks across customers",
      response: {
        200: builtAnswer(pagedEnvelope(taskSchema).extend({
          metadata: z.object({ pagination: pagedEnvelope(taskSchema).shape.metadata.shape.pagination, taskCounts: taskCountsSchema.optional().describe('With `due`: how many tasks each tab holds') }),
        })),
        ...errors(400, 401, 429),
      }, querystring: taskListQuery } }, async (req) => {
    const { agentId, check } = listSession(req);
    const { rows, total, sessionLive } = await service.listForAgent(agentId, req.query, check);
    await listChecked(req, sessionLive);
    const answer = page(rows, { limit: req.query.limit, offset: req.query.offset, total });
    // The task page's tabs show their counts; the other callers do not pay for them.
    if (req.query.due) answer.metadata.taskCounts = await service.countTabs(agentId, req.query);
    return answer;
  });

  const tenantParams = z.object({ tenantId: z.string() });
  r.get(routes.tenantTasks, { ...auth, schema: { tags, operationId: 'listTenantTasks', summary: "List a customer's tasks", response: { 200: pagedEnvelope(taskSchema), ...errors(400, 401, 404, 429) }, params: tenantParams, querystring: taskListQuery } }, async (req) => {
    const [tenantId] = ids(req);
    const { rows, total } = await service.listForTenant(requireSession(req).agentId, tenantId, req.query);
    return page(rows, { limit: req.query.limit, offset: req.query.offset, total });
  });

  r.post(routes.tenantTasks, { ...auth, schema: { tags, operationId: 'createTask', summary: 'Create a task for a customer', response: { 201: envelope(taskSchema), ...errors(400, 401, 404, 429) }, params: tenantParams, body: taskBodySchema } }, async (req, reply) => {
    const [tenantId] = ids(req);
    return reply.status(201).send(ok(await service.create(requireSession(req).agentId, tenantId, req.body)));
  });

  r.get(routes.task, { ...auth, schema: { tags, operationId: 'getTask', summary: 'Read a task', response: { 200: envelope(taskSchema), ...errors(401, 404, 429) }, params: taskParams } }, async (req) => {
    const [tenantId, taskId] = ids(req);
    return ok(await service.get(requireSession(req).agentId, tenantId, taskId));
  });

  r.put(routes.task, { ...auth, schema: { tags, operationId: 'updateTask', summary: 'Update a task', response: { 200: envelope(taskSchema), ...errors(400, 401, 404, 409, 429) }, params: taskParams, body: taskBodySchema } }, async (req) => {
    const [tenantId, taskId] = ids(req);
    return ok(await service.update(requireSession(req).agentId, tenantId, taskId, req.body));
  });

  r.delete(routes.task, { ...auth, schema: { tags, operationId: 'deleteTask', summary: 'Delete a task', response: { 200: emptyEnvelope, ...errors(401, 404, 429) }, params: taskParams } }, async (req) => {
    const [tenantId, taskId] = ids(req);
    await service.remove(requireSession(req).agentId, tenantId, taskId);
    return ok(null);
  });

  const moves = [
    [routes.taskCompleted, TaskStatus.Completed, 'completeTask', 'Mark a task completed'],
    [routes.taskInProgress, TaskStatus.InProgress, 'startTask', 'Put a task back in progress'],
    [routes.taskCanceled, TaskStatus.Cancelled, 'cancelTask', 'Cancel a task'],
  ] as const;
  for (const [path, status, operationId, summary] of moves) {
    const response = { 200: envelope(taskSchema), ...errors(401, 404, 409, 429) };
    r.put(path, { ...auth, schema: { tags, operationId, summary, params: taskParams, response } }, async (req) => {
      const [tenantId, taskId] = ids(req);
      return ok(await service.move(requireSession(req).agentId, tenantId, taskId, status));
    });
  }

  r.post(
    routes.taskAttachments,
    { ...auth, schema: { tags, operationId: 'addTaskAttachment', summary: 'Attach a file to a task', response: { 201: envelope(taskSchema), ...errors(400, 401, 404, 409, 413, 415, 429) }, params: taskParams, consumes: ['multipart/form-data'] } },
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

  r.get(routes.taskAttachment, { ...auth, compress: false, schema: { tags, operationId: 'downloadTaskAttachment', summary: 'Download a task attachment', response: { 200: fileAnswer('The file, as a download unless safe to show', 'application/octet-stream'), ...errors(401, 404, 429) }, params: attachmentParams } }, async (req, reply) => {
    const [tenantId, taskId] = ids(req);
    const file = await service.attachmentFor(requireSession(req).agentId, tenantId, taskId, attachmentId(req.params.attachmentId));
    return sendAttachment(reply, opts.storage, file, false);
  });

  r.delete(routes.taskAttachment, { ...auth, schema: { tags, operationId: 'deleteTaskAttachment', summary: 'Remove a task attachment', response: { 200: envelope(taskSchema), ...errors(401, 404, 429) }, params: attachmentParams } }, async (req) => {
    const [tenantId, taskId] = ids(req);
    return ok(await service.removeAttachment(requireSession(req).agentId, tenantId, taskId, attachmentId(req.params.attachmentId)));
  });
}

/** `/downloads/{id}/{name}?expires&signature[&download=1]`: the signed links in each attachment. */
export async function downloadsRoutes(app: FastifyInstance, opts: { service: TasksService; storage: Storage; links: SignedUrls }) {
  app.get<{ Params: { id: string; name: string }; Querystring: { expires?: string; signature?: string; download?: string } }>(
    routes.downloads,
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
