import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  signInSchema,
  signUpSchema,
  socialTokenSchema,
} from '@vitrina/contract/schemas/auth';
import { bearerToken, requireSession } from '../../plugins/auth';
import { appError } from '../../lib/errors';
import { ok } from '../../lib/http';
import { RetryLaterError, type AuthService } from './auth.service';

const providerParams = z.object({ provider: z.enum(['google', 'facebook'], { error: 'Proveedor no válido' }) });
const strictLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Runs `work`; a refusal past a limit leaves with `Retry-After`. */
async function retryAfterOnLimit<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof RetryLaterError) reply.header('retry-after', String(err.retryAfterSeconds));
    throw err;
  }
}

export async function authRoutes(app: FastifyInstance, opts: { service: AuthService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const tags = ['auth'];

  r.post('/auth/agents', { schema: { tags, body: signInSchema }, config: strictLimit }, async (req, reply) => {
    const { agent, authorization } = await retryAfterOnLimit(reply, () => service.signIn(req.body, req.ip));
    return ok(agent, { authorization });
  });

  r.post(
    '/auth/agents/providers/:provider',
    { schema: { tags, params: providerParams, body: socialTokenSchema }, config: strictLimit },
    async (req) => {
      const { agent, authorization } = await service.socialSignIn(req.params.provider, req.body.accessToken);
      return ok(agent, { authorization });
    },
  );

  r.get('/auth/agents', { schema: { tags }, preHandler: app.authenticate }, async (req) =>
    ok(await service.currentAgent(requireSession(req).agentId)),
  );

  r.delete('/auth/agents/logout', { schema: { tags }, preHandler: app.authenticate }, async (req) => {
    await service.logout(requireSession(req).tokenId);
    return ok(null);
  });

  r.post(
    '/auth/agents/password-reset',
    { schema: { tags, body: passwordResetRequestSchema }, config: { rateLimit: { max: 10, timeWindow: '15 minutes' } } },
    async (req, reply) => {
      await retryAfterOnLimit(reply, () => service.requestPasswordReset(req.body.emailAddress));
      return ok(null);
    },
  );

  r.put('/auth/agents/password-reset', { onRequest: app.requireResetToken, schema: { tags, body: passwordResetSchema }, config: strictLimit }, async (req) => {
    const token = bearerToken(req);
    if (!token) throw appError('ACCESS_TOKEN_INVALID');
    await service.resetPassword(token, req.body.password);
    return ok(null);
  });

  r.post('/agents', { schema: { tags, body: signUpSchema }, config: strictLimit }, async (req, reply) => {
    const { agent, authorization } = await service.signUp(req.body, req.ip);
    return reply.status(201).send(ok(agent, { authorization }));
  });

  r.post(
    '/agents/providers/:provider',
    { schema: { tags, params: providerParams, body: socialTokenSchema }, config: strictLimit },
    async (req, reply) => {
      const { agent, authorization } = await service.socialSignUp(req.params.provider, req.body.accessToken);
      return reply.status(201).send(ok(agent, { authorization }));
    },
  );
}
