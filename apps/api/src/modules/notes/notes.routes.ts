import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTE_CONTENT_MAX, noteCreateSchema, noteListQuery, noteSchema, noteUpdateSchema } from '@vitrina/contract/schemas/note';
import { routes } from '@vitrina/contract/paths';
import { emptyEnvelope, envelope, errors, pagedEnvelope } from '@vitrina/contract/schemas/envelope';
import { requireSession } from '../../plugins/auth';
import { isUuid } from '../../lib/ids';
import { ok, page } from '../../lib/http';
import { tenantNotFound } from '../tenants/tenants.service';
import { noteNotFound, type NotesService } from './notes.service';

const tenantParams = z.object({ tenantId: z.string() });
const noteParams = tenantParams.extend({ noteId: z.string() });

const scope =
  "The signed-in agent's own notes: a customer not in the agent's list answers 404 TENANT_NOT_FOUND, another agent's note (or an unknown one) 404 NOTE_NOT_FOUND, so only the author reads, edits or deletes a note.";
const contentRule = `\`content\` is sanitised like a listing's description (paragraphs, bold, italic, lists, links; the rest is dropped) and must keep 1 to ${NOTE_CONTENT_MAX} visible characters ('La nota es requerida', 'La nota debe contener máximo ${NOTE_CONTENT_MAX} caracteres').`;

export async function notesRoutes(app: FastifyInstance, opts: { service: NotesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const tags = ['notes'];
  const auth = { preHandler: app.authenticate };
  // Malformed ids answer 404, not 400: they name nothing.
  const ids = (req: { params: { tenantId: string; noteId?: string } }) => {
    if (!isUuid(req.params.tenantId)) throw tenantNotFound();
    if (req.params.noteId !== undefined && !isUuid(req.params.noteId)) throw noteNotFound();
    return [req.params.tenantId, req.params.noteId ?? ''] as const;
  };

  r.get(
    routes.tenantNotes,
    {
      ...auth,
      schema: {
        tags,
        operationId: 'listTenantNotes',
        summary: "A customer's notes",
        description: `Pinned notes first, then newest first. ${scope}`,
        params: tenantParams,
        querystring: noteListQuery,
        response: { 200: pagedEnvelope(noteSchema), ...errors(400, 401, 404, 429) },
      },
    },
    async (req) => {
      const [tenantId] = ids(req);
      const { limit, offset } = req.query;
      const { rows, total } = await service.list(requireSession(req).agentId, tenantId, limit, offset);
      return page(rows, { limit, offset, total });
    },
  );

  r.post(
    routes.tenantNotes,
    {
      ...auth,
      schema: {
        tags,
        operationId: 'createTenantNote',
        summary: 'Add a note to a customer',
        description: `${contentRule} \`pinned\` defaults to false. Adds event 7 ('Se ha añadido una nota al cliente') to the agent's timeline of the customer. ${scope}`,
        params: tenantParams,
        body: noteCreateSchema,
        response: { 201: envelope(noteSchema), ...errors(400, 401, 404, 429) },
      },
    },
    async (req, reply) => {
      const [tenantId] = ids(req);
      return reply.status(201).send(ok(await service.create(requireSession(req).agentId, tenantId, req.body)));
    },
  );

  r.put(
    routes.tenantNote,
    {
      ...auth,
      schema: {
        tags,
        operationId: 'updateTenantNote',
        summary: 'Edit, pin or unpin a note',
        description: `Only the fields sent change; \`updatedAt\` moves. ${contentRule} ${scope}`,
        params: noteParams,
        body: noteUpdateSchema,
        response: { 200: envelope(noteSchema), ...errors(400, 401, 404, 429) },
      },
    },
    async (req) => {
      const [tenantId, noteId] = ids(req);
      return ok(await service.update(requireSession(req).agentId, tenantId, noteId, req.body));
    },
  );

  r.delete(
    routes.tenantNote,
    {
      ...auth,
      schema: {
        tags,
        operationId: 'deleteTenantNote',
        summary: 'Delete a note',
        description: `The timeline keeps its 'note added' event. ${scope}`,
        params: noteParams,
        response: { 200: emptyEnvelope, ...errors(401, 404, 429) },
      },
    },
    async (req) => {
      const [tenantId, noteId] = ids(req);
      await service.remove(requireSession(req).agentId, tenantId, noteId);
      return ok(null);
    },
  );
}
