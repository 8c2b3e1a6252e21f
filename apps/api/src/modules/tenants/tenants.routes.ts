import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TenantStatus } from '@vitrina/contract/enums/tenant';
import { EMAIL_MAX, paginationQuery } from '@vitrina/contract/schemas/common';
import { linkTenantSchema, PHONE_LOOKUP_MAX, SLUG_MAX, tenantActivitySchema, tenantBodySchema, tenantCardSchema, tenantListQuery, tenantLookupAnswerSchema, tenantLookupQuery, tenantSchema, type TenantCard } from '@vitrina/contract/schemas/tenant';
import { listChecked, listSession, requireSession } from '../../plugins/auth';
import { isUuid } from '../../lib/ids';
import { ok, page } from '../../lib/http';
import { IMAGE_MAX_BYTES } from '../../lib/images';
import { readUploadedFile } from '../../lib/uploads';
import { LOOKUPS_PER_HOUR } from '@vitrina/contract/enums/tenant';
import { tenantNotFound, type TenantsService } from './tenants.service';
import { routes } from '@vitrina/contract/paths';
import { envelope, errors, pagedEnvelope } from '@vitrina/contract/schemas/envelope';
import { builtAnswer } from '../../lib/response-serializer';

const lookupDoc = {
  description: `A masked card of the person, without photo; 404 TENANT_NOT_FOUND when nobody is found. With \`exists=true\` the answer is always 200: \`{ found: false }\` when nobody is found, else \`{ found: true }\` with the card (what the web client asks, so that a miss logs no failed request). At most ${LOOKUPS_PER_HOUR} look-ups an hour per agent; past it, 429 with Retry-After.`,
  querystring: tenantLookupQuery,
  response: { 200: envelope(z.union([tenantLookupAnswerSchema, tenantCardSchema])), ...errors(400, 401, 404, 429) },
};

/** A look-up's answer: the card or 404, or with `exists=true` whether someone was found (never a 404). */
function lookupAnswer(exists: 'true' | 'false' | undefined, card: TenantCard | null) {
  if (exists === 'true') return ok(card ? { found: true as const, ...card } : { found: false as const });
  if (!card) throw tenantNotFound();
  return ok(card);
}

export async function tenantsRoutes(app: FastifyInstance, opts: { service: TenantsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const tags = ['tenants'];
  const auth = { preHandler: app.authenticate };
  // Malformed ids answer 404, not 400: they name nothing.
  const idRoute = { ...auth, schema: { tags, params: z.object({ tenantId: z.string() }) } };
  const agentOf = (req: Parameters<typeof requireSession>[0], tenantId: string) => {
    if (!isUuid(tenantId)) throw tenantNotFound();
    return requireSession(req).agentId;
  };

  // The list checks a session this process has seen in its own statement (plugins/auth.ts `listSession`).
  r.get(routes.tenants, { ...auth, config: { sessionInStatement: true }, schema: { tags, operationId: 'listTenants', summary: "List the agent's customers", response: { 200: builtAnswer(pagedEnvelope(tenantSchema)), ...errors(400, 401, 429) }, querystring: tenantListQuery } }, async (req) => {
    const { agentId, check } = listSession(req);
    const { rows, total, sessionLive } = await service.list(agentId, req.query, check);
    await listChecked(req, sessionLive);
    return page(rows, { limit: req.query.limit, offset: req.query.offset, total });
  });

  r.post(routes.tenants, { ...auth, schema: { tags, operationId: 'createTenant', summary: 'Add a customer', response: { 201: envelope(tenantSchema), ...errors(400, 401, 409, 429) }, body: tenantBodySchema } }, async (req, reply) =>
    reply.status(201).send(ok(await service.create(requireSession(req).agentId, req.body))),
  );

  r.get(routes.tenantBySlug, { ...auth, schema: { tags, operationId: 'getTenantBySlug', summary: 'Read a customer by its slug', response: { 200: envelope(tenantSchema), ...errors(400, 401, 404, 429) }, params: z.object({ slug: z.string().max(SLUG_MAX) }) } }, async (req) =>
    ok(await service.getBySlug(requireSession(req).agentId, req.params.slug)),
  );

  r.get(routes.tenantByEmail, { ...auth, schema: { tags, operationId: 'findTenantByEmail', summary: 'Look up a person by e-mail', params: z.object({ email: z.string().max(EMAIL_MAX) }), ...lookupDoc } }, async (req) =>
    lookupAnswer(req.query.exists, await service.lookupByEmail(requireSession(req).agentId, req.params.email)),
  );

  r.get(routes.tenantByPhone, { ...auth, schema: { tags, operationId: 'findTenantByPhone', summary: 'Look up a person by phone number', params: z.object({ number: z.string().max(PHONE_LOOKUP_MAX) }), ...lookupDoc } }, async (req) =>
    lookupAnswer(req.query.exists, await service.lookupByPhone(requireSession(req).agentId, req.params.number)),
  );

  r.get(routes.tenant, { ...idRoute, schema: { ...idRoute.schema, operationId: 'getTenant', summary: 'Read a customer', response: { 200: envelope(tenantSchema), ...errors(401, 404, 429) } } }, async (req) => ok(await service.get(agentOf(req, req.params.tenantId), req.params.tenantId)));

  r.put(routes.tenant, { ...idRoute, schema: { ...idRoute.schema, operationId: 'updateTenant', summary: 'Update a customer', body: tenantBodySchema, response: { 200: envelope(tenantSchema), ...errors(400, 401, 404, 409, 429) } } }, async (req) =>
    ok(await service.update(agentOf(req, req.params.tenantId), req.params.tenantId, req.body)),
  );

  r.put(routes.tenantAvatar, { ...idRoute, schema: { ...idRoute.schema, operationId: 'replaceTenantAvatar', summary: "Replace a customer's photo", consumes: ['multipart/form-data'], response: { 200: envelope(tenantSchema), ...errors(400, 401, 404, 413, 415, 429) } } }, async (req) => {
    const agentId = agentOf(req, req.params.tenantId);
    await service.assertLinked(agentId, req.params.tenantId);
    const { buffer } = await readUploadedFile(req, IMAGE_MAX_BYTES);
    return ok(await service.replaceAvatar(agentId, req.params.tenantId, buffer));
  });

  r.post(routes.tenantAgents, { ...idRoute, schema: { ...idRoute.schema, operationId: 'linkTenant', summary: "Add an existing person to the agent's customers", body: linkTenantSchema, response: { 201: envelope(tenantSchema), ...errors(400, 401, 404, 409, 429) } } }, async (req, reply) =>
    reply.status(201).send(ok(await service.link(agentOf(req, req.params.tenantId), req.params.tenantId, req.body.tenantType))),
  );

  r.get(
    routes.tenantActivities,
    {
      ...idRoute,
      schema: {
        ...idRoute.schema,
        operationId: 'listTenantActivities',
        summary: "A customer's timeline",
        querystring: paginationQuery(20),
        description: "This agent's timeline of the customer, newest first; `actor` names the agent who acted.",
        response: { 200: pagedEnvelope(tenantActivitySchema), ...errors(400, 401, 404, 429) },
      },
    },
    async (req) => {
      const { limit, offset } = req.query;
      const { rows, total } = await service.activities(agentOf(req, req.params.tenantId), req.params.tenantId, limit, offset);
      return page(rows, { limit, offset, total });
    },
  );

  r.put(routes.tenantDisabled, { ...idRoute, schema: { ...idRoute.schema, operationId: 'archiveTenant', summary: 'Archive a customer', response: { 200: envelope(tenantSchema), ...errors(401, 404, 429) } } }, async (req) =>
    ok(await service.setStatus(agentOf(req, req.params.tenantId), req.params.tenantId, TenantStatus.Filed)),
  );

  r.put(routes.tenantEnabled, { ...idRoute, schema: { ...idRoute.schema, operationId: 'activateTenant', summary: 'Activate an archived customer', response: { 200: envelope(tenantSchema), ...errors(401, 404, 429) } } }, async (req) =>
    ok(await service.setStatus(agentOf(req, req.params.tenantId), req.params.tenantId, TenantStatus.Active)),
  );
}
