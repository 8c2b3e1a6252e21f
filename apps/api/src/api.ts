import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { geocoderClient } from './integrations/geocoder';
import { databaseUnavailable } from './lib/db-errors';
import { ok } from './lib/http';
import { geocodingRoutes } from './modules/geocoding/geocoding.routes';
import { leadsRoutes } from './modules/leads/leads.routes';
import { leadsService } from './modules/leads/leads.service';
import { propertiesRoutes } from './modules/properties/properties.routes';
import { publicPageRoutes } from './modules/public-page/public-page.routes';
import { publicPageService } from './modules/public-page/public-page.service';
import { publicConfig } from './plugins/web';
import { signedUrls } from './lib/signed-url';
import { agentsRoutes } from './modules/agents/agents.routes';
import { agentsService } from './modules/agents/agents.service';
import { authRoutes } from './modules/auth/auth.routes';
import { authService } from './modules/auth/auth.service';
import { cataloguesRoutes } from './modules/catalogues/catalogues.routes';
import { mediaProvidersRoutes } from './modules/media-providers/media-providers.routes';
import { downloadsRoutes, tasksRoutes } from './modules/tasks/tasks.routes';
import { tasksService } from './modules/tasks/tasks.service';
import { propertyCataloguesRoutes } from './modules/property-catalogues/property-catalogues.routes';
import { propertyDraftsRoutes } from './modules/property-drafts/property-drafts.routes';
import { propertyDraftsService } from './modules/property-drafts/property-drafts.service';
import { propertyMediaRoutes } from './modules/property-drafts/property-media.routes';
import { propertyMediaService } from './modules/property-drafts/property-media.service';
import { registerPublishing } from './modules/publishing/publishing.module';
import { scheduleInstagramRefresh } from './modules/media-providers/instagram-refresh.job';
import { scheduleEmptyDraftsCleanup } from './modules/property-drafts/empty-drafts.job';
import { collaborationRoutes } from './modules/collaboration/collaboration.routes';
import { collaborationService } from './modules/collaboration/collaboration.service';
import { draftAccessPlugin } from './modules/collaboration/draft-access';
import { eventsRoutes } from './modules/events/events.routes';
import { eventsService } from './modules/events/events.service';
import { defineMatchAlerts } from './modules/matching/match-alerts.job';
import { matchingRoutes } from './modules/matching/matching.routes';
import { matchingService } from './modules/matching/matching.service';
import { scheduleVisitReminders } from './modules/events/visit-reminders.job';
import { tenantsRoutes } from './modules/tenants/tenants.routes';
import { tenantsService } from './modules/tenants/tenants.service';
import { notesRoutes } from './modules/notes/notes.routes';
import { notesService } from './modules/notes/notes.service';
import type { Mailer } from './plugins/mail';
import type { Storage } from './plugins/storage/storage';
import { routes } from '@vitrina/contract/paths';
import { envelope, errorEnvelope, errors } from '@vitrina/contract/schemas/envelope';
import { z } from 'zod';
import { builtAnswer } from './lib/response-serializer';

const healthSchema = z.object({ status: z.enum(['ok', 'ready']), database: z.enum(['pglite', 'postgres']) });

/** Builds the services once and mounts every module: the REST API under /rest/v1, downloads at the root. */
export async function registerApi(app: FastifyInstance, deps: { config: Config; database: Database; mailer: Mailer; storage: Storage }) {
  const { config, database, storage } = deps;
  const db = database.db;
  const baseUrl = config.publicBaseUrl;
  const links = signedUrls(config.tokenEncryptionKey, baseUrl);

  const auth = authService({ db, config, mailer: deps.mailer });
  const agents = agentsService({ db, storage, baseUrl });
  const tenants = tenantsService({ db, storage, links });
  const tasks = tasksService({ db, storage, links, tenants });
  const events = eventsService({ db, tenants });
  const notes = notesService({ db, tenants });
  const drafts = propertyDraftsService({ db, baseUrl });
  const media = propertyMediaService({ db, storage, drafts });
  const collaboration = collaborationService({ db, mailer: deps.mailer, hub: app.hub, drafts, webBaseUrl: baseUrl, log: app.log });
  const matching = matchingService({ db, baseUrl });
  const leads = leadsService({ db, config, mailer: deps.mailer, tasks, drafts, log: app.log });
  const geocoder = config.geocoderUrl
    ? geocoderClient({
        baseUrl: config.geocoderUrl,
        userAgent: `Vitrina/1.0 (+${baseUrl})`,
        minIntervalMs: config.geocoder.intervalMs,
        maxWaitMs: config.geocoder.maxWaitMs,
      })
    : null;

  // Housekeeping: drop dead tokens and old sign-in attempts every hour.
  let purgeTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    purgeTimer = setInterval(() => {
      auth.purgeExpired().catch((err) => app.log.warn({ err }, 'purge of expired tokens failed'));
    }, 60 * 60 * 1000);
    purgeTimer.unref();
  });
  app.addHook('onClose', async () => clearInterval(purgeTimer));

  // Before any route: draft and property routes declare the access they need (config.access).
  await app.register(draftAccessPlugin, { db });
  await app.register(
    async (api) => {
      api.get(
        routes.health,
        {
          schema: {
            tags: ['health'],
            operationId: 'health',
            summary: 'Liveness: the process answers',
            security: [],
            response: { 200: builtAnswer(envelope(healthSchema)), ...errors(429) },
            description:
              'Sin clave de API. 200 mientras el proceso responde, aunque la base de datos no esté disponible (para eso, /health/ready): no hace falta reiniciarlo.',
          },
        },
        async () => ok({ status: 'ok', database: database.kind }),
      );
      api.get(
        routes.healthReady,
        {
          schema: {
            tags: ['health'],
            operationId: 'healthReady',
            summary: 'Readiness: the database is reachable',
            security: [],
            response: { 200: envelope(healthSchema), ...errors(429), 503: errorEnvelope },
            description:
              'Sin clave de API. 200 cuando `select 1` contesta en menos de 1 s; si no, 503 DATABASE_UNAVAILABLE con Retry-After. Un balanceador deja de enviar tráfico a un proceso que no está listo.',
          },
        },
        async () => {
          try {
            await database.ping(1000);
          } catch {
            throw databaseUnavailable();
          }
          return ok({ status: 'ready', database: database.kind });
        },
      );
      await api.register(authRoutes, { service: auth });
      await api.register(cataloguesRoutes, { db });
      await api.register(agentsRoutes, { service: agents });
      await api.register(mediaProvidersRoutes, { db, config });
      await api.register(tenantsRoutes, { service: tenants });
      await api.register(tasksRoutes, { service: tasks, storage });
      await api.register(eventsRoutes, { service: events });
      await api.register(notesRoutes, { service: notes });
      await api.register(propertyCataloguesRoutes, { db });
      await api.register(propertyDraftsRoutes, { service: drafts });
      await api.register(propertyMediaRoutes, { media, drafts });
      await api.register(collaborationRoutes, { service: collaboration });
      await api.register(geocodingRoutes, { db, client: geocoder });
      await api.register(leadsRoutes, { service: leads });
      await api.register(propertiesRoutes, { drafts, db, baseUrl });
      await api.register(matchingRoutes, { service: matching });
    },
  );
  defineMatchAlerts(app, { service: matching, mailer: deps.mailer, webBaseUrl: baseUrl });
  await registerPublishing(app, { config, database, storage, drafts });
  await scheduleInstagramRefresh(app, { db, config });
  await scheduleEmptyDraftsCleanup(app, { db, storage });
  await scheduleVisitReminders(app, { db, mailer: deps.mailer, smtpUrl: config.smtpUrl, baseUrl });
  await app.register(downloadsRoutes, { service: tasks, storage, links });
  const web = publicConfig(config);
  await app.register(publicPageRoutes, {
    service: publicPageService({ db, drafts, storage, config }),
    settings: { apiKey: web.apiKey, recaptchaSiteKey: web.recaptchaSiteKey },
  });
}
