import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routes } from '@vitrina/contract/paths';
import {
  activityQuery,
  collaboratorSchema,
  draftActivitySchema,
  collaboratorsSchema,
  collaboratorUpdateSchema,
  invitationAcceptSchema,
  invitationCreatedSchema,
  invitationCreateSchema,
} from '@vitrina/contract/schemas/collaboration';
import { emptyEnvelope, envelope, errors, pagedEnvelope } from '@vitrina/contract/schemas/envelope';
import { propertyDraftSchema } from '@vitrina/contract/schemas/property-draft';
import { ok, page } from '../../lib/http';
import { requireSession } from '../../plugins/auth';
import type { CollaborationService } from './collaboration.service';
import { needs, type ResolvedAccess } from './draft-access';

const draftParams = z.object({ id: z.string() });
const collaboratorParams = draftParams.extend({ agentId: z.string() });
const ownerOnly = '403 FORBIDDEN_SCOPE for a collaborator (only the owner invites and manages collaborators); 404 PROPERTY_DRAFT_NOT_FOUND for anyone else.';

/** Invitations and collaborators of a draft (issue 11). Every draft route here is the owner's (`config.access: 'owner'`). */
export async function collaborationRoutes(app: FastifyInstance, opts: { service: CollaborationService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const tags = ['collaboration'];
  const auth = { preHandler: app.authenticate };
  const owner = needs(app, 'owner');
  const checked = (req: { draftAccess: ResolvedAccess | null }) => req.draftAccess!;

  r.post(
    routes.draftInvitations,
    {
      ...owner,
      schema: {
        tags,
        operationId: 'createDraftInvitation',
        summary: 'Invite an agent to a draft, by e-mail or by link',
        description:
          'Cuerpo `{ emailAddress | null, permission: read | write, scope }`. `scope` es `all` o una lista separada por comas de ' +
          '`details`, `location`, `media`, `social-media`; con `write` hace falta al menos uno (400 VALIDATION_ERROR en `scope`), con `read` se ignora ' +
          '(se guarda y se contesta como null); se contesta en forma canónica (`all` si son los cuatro). Con `emailAddress` se envía un correo en ' +
          'español con el enlace. El enlace `url` es `{PUBLIC_BASE_URL}/invitations/{token}` (la página web que acepta la invitación): vale 7 días y ' +
          'un solo uso; el servidor guarda solo el hash del token, así que el enlace no se puede volver a mostrar. ' + ownerOnly,
        params: draftParams,
        body: invitationCreateSchema,
        response: { 201: envelope(invitationCreatedSchema), ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (req, reply) => reply.status(201).send(ok(await service.invite(checked(req), req.body))),
  );

  r.get(
    routes.draftCollaborators,
    {
      ...owner,
      schema: {
        tags,
        operationId: 'listDraftCollaborators',
        summary: "List a draft's collaborators and its pending invitations",
        description:
          "La pestaña 'agentes agregados': `collaborators` (agentes que aceptaron, con permiso y alcance) y `pendingInvitations` (invitaciones " +
          'sin aceptar, sin anular y sin vencer, que el dueño puede anular con DELETE /invitations/{invitationId}). ' + ownerOnly,
        params: draftParams,
        response: { 200: envelope(collaboratorsSchema), ...errors(401, 403, 404, 429) },
      },
    },
    async (req) => ok(await service.list(checked(req).draftId)),
  );

  r.put(
    routes.draftCollaborator,
    {
      ...owner,
      schema: {
        tags,
        operationId: 'updateDraftCollaborator',
        summary: "Change a collaborator's permission and scopes",
        description: 'Cuerpo `{ permission, scope }` con las reglas de la invitación; vale desde la siguiente llamada del colaborador. 404 COLLABORATOR_NOT_FOUND si el agente no colabora en el borrador. ' + ownerOnly,
        params: collaboratorParams,
        body: collaboratorUpdateSchema,
        response: { 200: envelope(collaboratorSchema), ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (req) => ok(await service.update(checked(req).draftId, req.params.agentId, req.body)),
  );

  r.delete(
    routes.draftCollaborator,
    {
      ...owner,
      schema: {
        tags,
        operationId: 'removeDraftCollaborator',
        summary: "Revoke a collaborator's access",
        description: 'El agente deja de ver el borrador desde su siguiente llamada (404). Contesta `data: null`. 404 COLLABORATOR_NOT_FOUND si no colabora. ' + ownerOnly,
        params: collaboratorParams,
        response: { 200: emptyEnvelope, ...errors(401, 403, 404, 429) },
      },
    },
    async (req) => {
      await service.remove(checked(req).draftId, req.params.agentId);
      return ok(null);
    },
  );

  r.get(
    routes.draftActivity,
    {
      ...needs(app, 'read'),
      schema: {
        tags,
        operationId: 'listDraftActivity',
        summary: "A draft's timeline: who changed which area, and when",
        description:
          'Cada cambio aceptado de un agente (dueño o colaborador) en una herramienta: `area` es details, location, media o social-media; ' +
          'las acciones del dueño (invitar, cambiar o quitar el acceso de un colaborador, anular una invitación, publicar, cambiar el estado de la propiedad) llevan `area` owner; ' +
          '`action` la operación (p. ej. setDraftLocation). Del más reciente al más antiguo, paginado con `limit` (20 por defecto) y `offset`. ' +
          'Cualquiera que vea el borrador lo puede leer; para los demás, 404 PROPERTY_DRAFT_NOT_FOUND.',
        params: draftParams,
        querystring: activityQuery,
        response: { 200: pagedEnvelope(draftActivitySchema), ...errors(400, 401, 404, 429) },
      },
    },
    async (req) => {
      const { rows, total } = await service.activity(checked(req).draftId, req.query);
      return page(rows, { limit: req.query.limit, offset: req.query.offset, total });
    },
  );

  r.delete(
    routes.invitation,
    {
      ...auth,
      schema: {
        tags,
        operationId: 'revokeInvitation',
        summary: 'Revoke an invitation link',
        description:
          'Solo el dueño del borrador; para cualquier otro agente, o un id desconocido, 404 INVITATION_NOT_FOUND. Anular dos veces contesta 200. ' +
          'Una invitación ya aceptada: 410 INVITATION_ALREADY_USED (para quitar el acceso, DELETE .../collaborators/{agentId}). Contesta `data: null`.',
        params: z.object({ invitationId: z.string() }),
        response: { 200: emptyEnvelope, ...errors(401, 404, 410, 429) },
      },
    },
    async (req) => {
      await service.revoke(requireSession(req).agentId, req.params.invitationId);
      return ok(null);
    },
  );

  r.post(
    routes.invitationAccept,
    {
      ...auth,
      schema: {
        tags,
        operationId: 'acceptInvitation',
        summary: 'Accept an invitation: the signed-in agent becomes a collaborator',
        description:
          'Cuerpo `{ token }` (el final del enlace). Contesta el borrador como GET /property-drafts/{id}. Cualquier agente con sesión puede usar el enlace ' +
          '(no tiene que ser el correo invitado). Errores: 404 INVITATION_NOT_FOUND (token desconocido); 410 INVITATION_EXPIRED (más de 7 días), ' +
          '410 INVITATION_ALREADY_USED (ya usado), 410 INVITATION_REVOKED (anulado por el dueño): 410 porque la invitación existió y ya no sirve; ' +
          '409 INVITATION_OWN_LISTING si el dueño abre su propio enlace. Aceptar otra invitación al mismo borrador reemplaza el permiso y el alcance.',
        body: invitationAcceptSchema,
        response: { 200: envelope(propertyDraftSchema), ...errors(400, 401, 404, 409, 410, 429) },
      },
    },
    async (req) => ok((await service.accept(requireSession(req).agentId, req.body.token)).draft),
  );
}
