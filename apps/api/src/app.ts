import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { appError } from './lib/errors';
import { ok } from './lib/http';
import multipart from '@fastify/multipart';
import { agentsRoutes } from './modules/agents/agents.routes';
import { agentsService } from './modules/agents/agents.service';
import { mediaProvidersRoutes } from './modules/media-providers/media-providers.routes';
import { createStorage } from './plugins/storage/index';
import { filesRoutes } from './plugins/storage/files.routes';
import type { Storage } from './plugins/storage/storage';
import { authRoutes } from './modules/auth/auth.routes';
import { authService } from './modules/auth/auth.service';
import { cataloguesRoutes } from './modules/catalogues/catalogues.routes';
import { apiKeyPlugin } from './plugins/api-key';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { createMailer, type Mailer } from './plugins/mail';
import { contentSecurityPolicy } from './plugins/security';
import { registerWeb } from './plugins/web';

export interface AppDeps {
  config: Config;
  database: Database;
  mailer?: Mailer;
  storage?: Storage;
  logger?: FastifyServerOptions['logger'];
}

/** Never log secrets: headers with keys or tokens, and passwords or tokens in bodies. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/** JSON logs; URLs are logged without their query string, where a reset token may travel. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: redactPaths,
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
        ip: req.ip,
      }),
    },
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  app.addHook('onClose', async () => mailer.close());

  await app.register(errorsPlugin);
  await app.register(helmet, { contentSecurityPolicy: { directives: contentSecurityPolicy(config) } });
  await app.register(rateLimit, {
    global: true,
    max: 600,
    timeWindow: '1 minute',
    errorResponseBuilder: (_req, ctx) => Object.assign(appError('TOO_MANY_REQUESTS'), { statusCode: ctx.statusCode }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Vitrina API', version: '1.0.0', description: 'API REST de Vitrina Agentes' },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/rest/v1/docs' });
  await app.register(multipart, { limits: { fileSize: 15 * 1024 * 1024, files: 1, fields: 10, parts: 11 } });
  await app.register(apiKeyPlugin, { keys: config.apiKeys });
  await app.register(authPlugin, { db: database.db });

  const service = authService({ db: database.db, config, mailer });
  const storage = deps.storage ?? createStorage(config.storage);
  const agents = agentsService({ db: database.db, storage, baseUrl: config.publicBaseUrl });
  // Housekeeping: drop dead tokens and old sign-in attempts every hour.
  let purgeTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    purgeTimer = setInterval(() => {
      service.purgeExpired().catch((err) => app.log.warn({ err }, 'purge of expired tokens failed'));
    }, 60 * 60 * 1000);
    purgeTimer.unref();
  });
  app.addHook('onClose', async () => clearInterval(purgeTimer));
  await app.register(
    async (api) => {
      api.get('/health', { schema: { tags: ['health'] } }, async () => {
        await database.db.execute('select 1');
        return ok({ status: 'ok', database: database.kind });
      });
      await api.register(authRoutes, { service });
      await api.register(cataloguesRoutes, { db: database.db });
      await api.register(agentsRoutes, { service: agents });
      await api.register(mediaProvidersRoutes, { db: database.db, config });
    },
    { prefix: '/rest/v1' },
  );

  await app.register(filesRoutes, { storage });
  await registerWeb(app, config);
  return app;
}
