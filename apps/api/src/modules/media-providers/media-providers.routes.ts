import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  connectionIdParams,
  facebookConnectSchema,
  facebookPageSchema,
  instagramAuthorizeUrlSchema,
  instagramConnectSchema,
  mediaProviderAgentSchema,
  mediaProviderSchema,
} from '@vitrina/contract/schemas/media-provider';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { requireSession } from '../../plugins/auth';
import { ok } from '../../lib/http';
import { mediaConnectionsService } from './connections.service';
import { dataDeletionRoutes } from './data-deletion.routes';
import { CONNECT_PER_MINUTE } from '@vitrina/contract/enums/rate-limits';
import { routes } from '@vitrina/contract/paths';
import { envelope, errorEnvelope, errors } from '@vitrina/contract/schemas/envelope';

const connectLimit = { rateLimit: { max: CONNECT_PER_MINUTE, timeWindow: '1 minute' } };

export async function mediaProvidersRoutes(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = mediaConnectionsService({ db: opts.db, config: opts.config });
  const tags = ['media-providers'];
  const auth = { preHandler: app.authenticate };
  const connectErrors = { ...errors(400, 401, 404, 409, 429), 502: errorEnvelope };

  r.get(routes.mediaProviders, { ...auth, schema: { tags, operationId: 'listMediaProviders', summary: 'List the social networks the agent can connect', response: { 200: envelope(z.array(mediaProviderSchema)), ...errors(401, 429) } } }, async () =>
    ok(await service.providers()),
  );

  r.get(
    routes.mediaProviderAgents,
    { ...auth, schema: { tags, operationId: 'listMediaConnections', summary: "List the agent's connected accounts", description: 'Connected accounts of the agent', response: { 200: envelope(z.array(mediaProviderAgentSchema)), ...errors(401, 429) } } },
    async (req) => ok(await service.listConnected(requireSession(req).agentId)),
  );

  r.get(
    routes.instagramAuthorizeUrl,
    { ...auth, schema: { tags, operationId: 'getInstagramAuthorizeUrl', summary: "Instagram's authorize address for this agent", description: "Instagram's authorize address for this agent", response: { 200: envelope(instagramAuthorizeUrlSchema), ...errors(401, 409, 429) } } },
    async (req) => ok({ redirectTo: service.instagramAuthorizeUrl(requireSession(req).agentId) }),
  );

  r.post(
    routes.instagramConnection,
    {
      ...auth,
      config: connectLimit,
      schema: { tags, operationId: 'connectInstagram', summary: 'Connect an Instagram account', body: instagramConnectSchema, response: { 201: envelope(mediaProviderAgentSchema), ...connectErrors } },
    },
    async (req, reply) => {
      const { authorizationCode, state } = req.body;
      return reply.status(201).send(ok(await service.connectInstagram(requireSession(req).agentId, authorizationCode, state)));
    },
  );

  r.post(
    routes.facebookConnection,
    { ...auth, config: connectLimit, schema: { tags, operationId: 'connectFacebook', summary: 'Connect a Facebook account', body: facebookConnectSchema, response: { 201: envelope(mediaProviderAgentSchema), ...connectErrors } } },
    async (req, reply) => reply.status(201).send(ok(await service.connectFacebook(requireSession(req).agentId, req.body.shortToken))),
  );

  r.get(
    routes.facebookPages,
    { ...auth, schema: { tags, operationId: 'listFacebookPages', summary: 'List the Facebook pages the agent manages', description: 'Facebook pages the agent manages', response: { 200: envelope(z.array(facebookPageSchema)), ...errors(401, 409, 429) } } },
    async (req) => ok(await service.facebookPages(requireSession(req).agentId)),
  );

  r.delete(
    routes.mediaProviderAgent,
    { ...auth, schema: { tags, operationId: 'disconnectMediaAccount', summary: 'Disconnect one of the agent\'s accounts', description: 'Disconnects one of your accounts', params: connectionIdParams, response: { 200: envelope(z.null()), ...errors(401, 404, 429) } } },
    async (req) => {
      await service.disconnect(requireSession(req).agentId, req.params.mediaProviderAgentId);
      return ok(null);
    },
  );

  await app.register(dataDeletionRoutes, { db: opts.db, config: opts.config });
}
