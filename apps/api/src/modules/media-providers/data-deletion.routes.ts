import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ok } from '../../lib/http';
import { dataDeletionService, type Network } from './data-deletion.service';
import { dataDeletionAnswer, deletionCodeParams, deletionStatusSchema, signedRequestBody } from '@vitrina/contract/schemas/media-provider';
import { envelope, errorEnvelope } from '@vitrina/contract/schemas/envelope';
import { DATA_DELETION_PER_MINUTE } from '@vitrina/contract/enums/rate-limits';
import { routes } from '@vitrina/contract/paths';

const FORM_LIMIT = 16 * 1024;

/**
 * Meta's data-deletion callbacks (no API key, no session: see the API-key plugin's open paths) and
 * the status of a request. Meta posts a form, so this scope parses application/x-www-form-urlencoded.
 */
export async function dataDeletionRoutes(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = dataDeletionService(opts);
  const tags = ['media-providers'];

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  for (const network of ['facebook', 'instagram'] as const satisfies Network[]) {
    r.post(
      network === 'facebook' ? routes.facebookDataDeletion : routes.instagramDataDeletion,
      {
        config: { rateLimit: { max: DATA_DELETION_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          tags,
          operationId: network === 'facebook' ? 'facebookDataDeletion' : 'instagramDataDeletion',
          summary: `${network === 'facebook' ? 'Facebook' : 'Instagram'}'s data-deletion callback`,
          security: [],
          description: `Meta's data-deletion callback for ${network === 'facebook' ? 'Facebook' : 'Instagram'}: no API key or session; signed with the app secret. Deletes the user's connections.`,
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          body: signedRequestBody,
          response: { 200: dataDeletionAnswer, 400: errorEnvelope, 409: errorEnvelope, 429: errorEnvelope },
        },
      },
      async (req) => {
        const { url, confirmationCode } = await service.handle(network, req.body.signed_request);
        const answer = { url, confirmation_code: confirmationCode };
        return { ...answer, data: answer, metadata: {} };
      },
    );
  }

  r.get(
    routes.dataDeletionStatus,
    {
      schema: {
        tags, operationId: 'getDataDeletionStatus', summary: 'Status of a data-deletion request',
        description: 'Status of a data-deletion request (API key, no session)',
        params: deletionCodeParams,
        response: { 200: envelope(deletionStatusSchema), 401: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (req) => ok(await service.status(req.params.code)),
  );
}
