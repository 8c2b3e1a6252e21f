import { constants as zlibConstants } from 'node:zlib';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { serializerCompiler, strictSerializerCompiler } from './lib/response-serializer';
import type { Config } from './config';
import type { Database } from './db/client';
import { appError } from './lib/errors';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { createStorage } from './plugins/storage/index';
import { filesRoutes } from './plugins/storage/files.routes';
import { signedUrls } from './lib/signed-url';
import type { Storage } from './plugins/storage/storage';
import { registerApi } from './api';
import { apiKeyPlugin } from './plugins/api-key';
import { authPlugin, bearerTokenHash } from './plugins/auth';
import { errorsPlugin, sendError } from './plugins/errors';
import { hubPlugin } from './plugins/hub';
import { jobsPlugin } from './plugins/jobs';
import { createMailer, type Mailer } from './plugins/mail';
import { apiGuardsPlugin, contentSecurityPolicy } from './plugins/security';
import { securityHeadersPlugin } from './plugins/security-headers';
import { serializeError } from './lib/database-errors';
import { registerWeb } from './plugins/web';
import { IMAGE_MAX_BYTES, JSON_BODY_MAX_BYTES } from '@vitrina/contract/enums/uploads';

export interface AppDeps {
  config: Config;
  database: Database;
  mailer?: Mailer;
  storage?: Storage;
  logger?: FastifyServerOptions['logger'];
  /** Tests: an answer that its response schema would change (a field it does not describe) fails. */
  strictResponses?: boolean;
  /** Tests: sees every route as it is added, before any module's (the test app counts the handlers a call reaches). */
  onRoute?: (route: RouteOptions) => void;
}

/** Never log secrets: headers with keys or tokens, and passwords or tokens in bodies. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/**
 * JSON logs; URLs are logged without their query string, where a reset token may travel. Errors
 * keep the query shape and PostgreSQL's code and constraint, never the query's parameters.
 * No line carries a request body.
 */
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
      err: serializeError,
    },
  };
}

/**
 * OpenAPI names no parameter `*`: a route ending in a wildcard (`/files/*`, a stored file's key
 * with its slashes) is documented as `/files/{key}`.
 */
function wildcardAsKey<T extends { schema: { params?: unknown }; url: string }>(doc: T): T {
  if (!doc.url.endsWith('/*')) return doc;
  const params = doc.schema.params as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  const { '*': key, ...others } = params?.properties ?? {};
  const renamed = params && key ? { ...params, properties: { ...others, key }, required: params.required?.map((n) => (n === '*' ? 'key' : n)) } : params;
  return { ...doc, url: `${doc.url.slice(0, -1)}:key`, schema: { ...doc.schema, params: renamed } };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    bodyLimit: JSON_BODY_MAX_BYTES,
    // The longest path parameter is an attachment's name in a download link: up to 150 characters
    // (older names; 120 now) of up to 4 UTF-8 bytes, each percent-encoded (the router measures the
    // encoded text): 1800 at most.
    routerOptions: { maxParamLength: 2048 },
    // Only believe X-Forwarded-For from the configured proxies: else anyone could pick their rate-limit key.
    trustProxy: config.trustProxyHops > 0 ? (_address: string, hop: number) => hop < config.trustProxyHops : false,
    // A bad URL escape or a path parameter too long for the router answer the envelope too.
    frameworkErrors: (err, request, reply) => sendError(err, request, reply),
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  database.setLogger(app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(deps.strictResponses ? strictSerializerCompiler : serializerCompiler);

  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  app.addHook('onClose', async () => mailer.close());

  await app.register(errorsPlugin);
  await app.register(apiGuardsPlugin);
  // JSON answers and index.html leave compressed; built assets are precompressed, media never is.
  // Brotli at quality 1: a page of 20 tasks (9 KB of JSON) leaves as ~1.5 KB in ~0.1 ms of the event
  // loop; quality 4 saved another ~0.17 KB for ~0.2 ms more per answer (bench/NOTES.md), and the
  // default 11 costs milliseconds.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
    // An answer already in memory up to 64 KB (every JSON answer) is compressed in one call, not
    // through a zlib stream per answer (the default on 2 cores stops at 8 KB: a page of customers is ~10 KB).
    syncThreshold: 64 * 1024,
  });
  await app.register(securityHeadersPlugin, { contentSecurityPolicy: { directives: contentSecurityPolicy(config) } });
  // Signed-in calls are limited per agent, not per address (an office shares one address): the
  // limiter keys a bearer token on its agent once a call with it has passed authentication
  // (app.knownSessions, plugins/auth.ts), without a database call of its own. Unknown or invalid
  // tokens stay keyed on the address, so made-up tokens cannot dodge the limit.
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    // The limit guards the API: the app's pages, scripts and images load freely (one visit to a
    // page fetches dozens of them), and the real-time hub is not routed through Fastify.
    allowList: (req) => !req.url.startsWith('/rest/v1/'),
    keyGenerator: (req) => {
      const hash = bearerTokenHash(req);
      const agentId = hash ? app.knownSessions.get(hash)?.agentId : undefined;
      return agentId ? `agent:${agentId}` : req.ip;
    },
    errorResponseBuilder: (_req, ctx) => Object.assign(appError('TOO_MANY_REQUESTS'), { statusCode: ctx.statusCode }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Vitrina API', version: '1.0.0', description: 'API REST de Vitrina Agentes' },
      servers: [{ url: config.publicBaseUrl, description: 'This installation' }],
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ apiKey: [] }],
    },
    // Routes behind a session say so: they need the bearer token besides the API key.
    transform: (input) => {
      const result = wildcardAsKey(jsonSchemaTransform(input));
      const signedIn = [input.route.onRequest, input.route.preHandler].flat().some((hook) => hook !== undefined && hook === app.authenticate);
      return signedIn && !input.schema.security ? { ...result, schema: { ...result.schema, security: [{ apiKey: [], bearer: [] }] } } : result;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/rest/v1/docs' });
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 11 } });
  await app.register(apiKeyPlugin, { keys: config.apiKeys });
  await app.register(authPlugin, { db: database.db });
  await app.register(jobsPlugin, { database, pollingSeconds: config.jobsPollingSeconds });
  await app.register(hubPlugin, { database });

  const storage = deps.storage ?? createStorage(config.storage);
  await registerApi(app, { config, database, mailer, storage });
  await app.register(filesRoutes, { storage, links: signedUrls(config.tokenEncryptionKey, config.publicBaseUrl) });
  await registerWeb(app, config);
  return app;
}
