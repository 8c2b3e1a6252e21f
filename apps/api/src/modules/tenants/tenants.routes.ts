import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TenantStatus } from '@vitrina/contract/enums/tenant';
import { paginationQuery } from '@vitrina/contract/schemas/common';
import { linkTenantSchema, tenantActivitySchema, tenantBodySchema, tenantCardSchema, tenantListQuery } from '@vitrina/contract/schemas/tenant';
import { requireSession } from '../../plugins/auth';
import { isUuid } from '../../lib/ids';
import { ok, page } from '../../lib/http';
import { IMAGE_MAX_BYTES } from '../../lib/images';
import { readUploadedFile } from '../../lib/uploads';
import { LOOKUPS_PER_HOUR, tenantNotFound, type TenantsService } from './tenants.service';
import { routes } from '@vitrina/contract/paths';

const error = z.object({ type: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() });
const errorEnvelope = z.object({ data: z.null(), metadata: z.object({ error }) }).describe('Error: metadata.error { type, message, fields? }');
const metadata = z.object({ pagination: z.object({ limit: z.number(), offset: z.number(), total: z.number() }).optional() });
const envelope = <T extends z.ZodType>(data: T) => z.object({ data, metadata });
const lookupDoc = {
  description: `A masked card of the person, without photo. At most ${LOOKUPS_PER_HOUR} look-ups an hour per agent; past it, 429 with Retry-After.`,
  response: { 200: envelope(tenantCardSchema), 404: errorEnvelope, 429: errorEnvelope },
};

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

  r.get(routes.tenants, { ...auth, schema: { tags, querystring: tenantListQuery } }, async (req) => {
    const { rows, total } = await service.list(requireSession(req).agentId, req.query);
    return page(rows, { limit: req.query.limit, offset: req.query.offset, total });
  });

  r.post(routes.tenants, { ...auth, schema: { tags, body: tenantBodySchema } }, async (req, reply) =>
    reply.status(201).send(ok(await service.create(requireSession(req).agentId, req.body))),
  );

  r.get(routes.tenantBySlug, { ...auth, schema: { tags, params: z.object({ slug: z.string().max(100) }) } }, async (req) =>
    ok(await service.getBySlug(requireSession(req).agentId, req.params.slug)),
  );

  r.get(routes.tenantByEmail, { ...auth, schema: { tags, params: z.object({ email: z.string().max(254) }), ...lookupDoc } }, async (req) =>
    ok(await service.lookupByEmail(requireSession(req).agentId, req.params.email)),
  );

  r.get(routes.tenantByPhone, { ...auth, schema: { tags, params: z.object({ number: z.string().max(20) }), ...lookupDoc } }, async (req) =>
    ok(await service.lookupByPhone(requireSession(req).agentId, req.params.number)),
  );

  r.get(routes.tenant, idRoute, async (req) => ok(await service.get(agentOf(req, req.params.tenantId), req.params.tenantId)));

  r.put(routes.tenant, { ...idRoute, schema: { ...idRoute.schema, body: tenantBodySchema } }, async (req) =>
    ok(await service.update(agentOf(req, req.params.tenantId), req.params.tenantId, req.body)),
  );

  r.put(routes.tenantAvatar, { ...idRoute, schema: { ...idRoute.schema, consumes: ['multipart/form-data'] } }, async (req) => {
    const agentId = agentOf(req, req.params.tenantId);
    await service.assertLinked(agentId, req.params.tenantId);
    const { buffer } = await readUploadedFile(req, IMAGE_MAX_BYTES);
    return ok(await service.replaceAvatar(agentId, req.params.tenantId, buffer));
  });

  r.post(routes.tenantAgents, { ...idRoute, schema: { ...idRoute.schema, body: linkTenantSchema } }, async (req, reply) =>
    reply.status(201).send(ok(await service.link(agentOf(req, req.params.tenantId), req.params.tenantId, req.body.tenantType))),
  );

  r.get(
    routes.tenantActivities,
    {
      ...idRoute,
      schema: {
        ...idRoute.schema,
        querystring: paginationQuery(20),
        description: "This agent's timeline of the customer, newest first; `actor` names the agent who acted.",
        response: { 200: envelope(z.array(tenantActivitySchema)), 404: errorEnvelope },
      },
    },
    async (req) => {
      const { limit, offset } = req.query;
      const { rows, total } = await service.activities(agentOf(req, req.params.tenantId), req.params.tenantId, limit, offset);
      return page(rows, { limit, offset, total });
    },
  );

  r.put(routes.tenantDisabled, idRoute, async (req) =>
    ok(await service.setStatus(agentOf(req, req.params.tenantId), req.params.tenantId, TenantStatus.Filed)),
  );

  r.put(routes.tenantEnabled, idRoute, async (req) =>
    ok(await service.setStatus(agentOf(req, req.params.tenantId), req.params.tenantId, TenantStatus.Active)),
  );
}
