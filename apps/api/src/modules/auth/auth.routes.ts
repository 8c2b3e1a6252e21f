import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  signInSchema,
  emailAvailabilitySchema,
  signUpQuery,
  signUpSchema,
  socialTokenSchema,
} from '@vitrina/contract/schemas/auth';
import { bearerToken, requireSession } from '../../plugins/auth';
import { appError } from '../../lib/errors';
import { ok } from '../../lib/http';
import type { AuthService } from './auth.service';
import { PASSWORD_RESET_REQUESTS_PER_15_MINUTES, SIGN_IN_PER_MINUTE } from '@vitrina/contract/enums/rate-limits';
import { routes } from '@vitrina/contract/paths';
import { agentSchema } from '@vitrina/contract/schemas/agent';
import { emptyEnvelope, envelope, errors, sessionEnvelope } from '@vitrina/contract/schemas/envelope';

const providerParams = z.object({ provider: z.enum(['google', 'facebook'], { error: 'Proveedor no válido' }) });
const strictLimit = { rateLimit: { max: SIGN_IN_PER_MINUTE, timeWindow: '1 minute' } };

export async function authRoutes(app: FastifyInstance, opts: { service: AuthService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const tags = ['auth'];

  r.post(routes.session, { schema: { tags, operationId: 'signIn', summary: 'Sign in with e-mail and password', response: { 200: sessionEnvelope(agentSchema), ...errors(400, 401, 404, 429) }, body: signInSchema }, config: strictLimit }, async (req) => {
    const { agent, authorization } = await service.signIn(req.body, req.ip);
    return ok(agent, { authorization });
  });

  r.post(
    routes.socialSession,
    { schema: { tags, operationId: 'signInWithProvider', summary: 'Sign in with Google or Facebook', response: { 200: sessionEnvelope(agentSchema), ...errors(400, 401, 404, 429) }, params: providerParams, body: socialTokenSchema }, config: strictLimit },
    async (req) => {
      const { agent, authorization } = await service.socialSignIn(req.params.provider, req.body.accessToken);
      return ok(agent, { authorization });
    },
  );

  r.get(routes.session, { schema: { tags, operationId: 'getSignedInAgent', summary: 'Read the signed-in agent', response: { 200: envelope(agentSchema), ...errors(401, 429) } }, preHandler: app.authenticate }, async (req) =>
    ok(await service.currentAgent(requireSession(req).agentId)),
  );

  r.delete(routes.logout, { schema: { tags, operationId: 'signOut', summary: 'Sign out: end this session', response: { 200: emptyEnvelope, ...errors(401, 429) } }, preHandler: app.authenticate }, async (req) => {
    await service.logout(requireSession(req).tokenId);
    return ok(null);
  });

  r.post(
    routes.passwordReset,
    { schema: { tags, operationId: 'requestPasswordReset', summary: 'Send a password-reset link by e-mail', response: { 200: emptyEnvelope, ...errors(400, 401, 404, 429) }, body: passwordResetRequestSchema }, config: { rateLimit: { max: PASSWORD_RESET_REQUESTS_PER_15_MINUTES, timeWindow: '15 minutes' } } },
    async (req) => {
      await service.requestPasswordReset(req.body.emailAddress);
      return ok(null);
    },
  );

  r.put(routes.passwordReset, { onRequest: app.requireResetToken, schema: { tags, operationId: 'resetPassword', summary: 'Set a new password with a reset token', response: { 200: emptyEnvelope, ...errors(400, 401, 429) }, body: passwordResetSchema }, config: strictLimit }, async (req) => {
    const token = bearerToken(req);
    if (!token) throw appError('ACCESS_TOKEN_INVALID');
    await service.resetPassword(token, req.body.password);
    return ok(null);
  });

  r.post(
    routes.agents,
    {
      schema: {
        tags,
        operationId: 'signUp',
        summary: 'Create an agent account',
        description:
          'Without a password only the e-mail is checked: 400 PASSWORD_REQUIRED when it is free, 409 EMAIL_IN_USE when taken. With `availability=true` (and no password) the check answers 200 `{ available }` instead.',
        querystring: signUpQuery,
        body: signUpSchema,
        response: { 200: envelope(emailAvailabilitySchema), 201: sessionEnvelope(agentSchema), ...errors(400, 401, 409, 429) },
      },
      config: strictLimit,
    },
    async (req, reply) => {
      if (req.query.availability === 'true' && !req.body.password) {
        return reply.status(200).send(ok(await service.emailAvailability(req.body.emailAddress)));
      }
      const { agent, authorization } = await service.signUp(req.body, req.ip);
      return reply.status(201).send(ok(agent, { authorization }));
    },
  );

  r.post(
    routes.socialSignUp,
    { schema: { tags, operationId: 'signUpWithProvider', summary: 'Create an agent account with Google or Facebook', response: { 201: sessionEnvelope(agentSchema), ...errors(400, 401, 409, 429) }, params: providerParams, body: socialTokenSchema }, config: strictLimit },
    async (req, reply) => {
      const { agent, authorization } = await service.socialSignUp(req.params.provider, req.body.accessToken);
      return reply.status(201).send(ok(agent, { authorization }));
    },
  );
}
