import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { socialConnections } from '../../lib/social-connections';
import { tokenCipher } from '../../lib/token-cipher';
import type { Storage } from '../../plugins/storage/storage';
import type { PropertyDraftsService } from '../property-drafts/property-drafts.service';
import { publishService } from './publish.service';
import { publishingJob } from './publishing.job';
import { publishingRepository } from './publishing.repository';
import { publishingRoutes } from './publishing.routes';
import { socialImageLinks, socialImageStore, socialImagesRoutes } from './social-images';
import { socialPostsService } from './social-posts.service';
import { defaultPublishingSettings } from './step-context';

/**
 * Social posts, publishing and its job. Needs the jobs and hub plugins registered first.
 * Routes: the draft post and publish calls under /rest/v1, the images for Meta at /social-images.
 */
export async function registerPublishing(
  app: FastifyInstance,
  deps: { config: Config; database: Database; storage: Storage; drafts: PropertyDraftsService },
) {
  const { config, database, storage, drafts } = deps;
  const db = database.db;
  const connections = socialConnections(db, tokenCipher(config.tokenEncryptionKey));
  const links = socialImageLinks(config.tokenEncryptionKey, config.publicBaseUrl);
  const repo = publishingRepository(db);
  const images = socialImageStore({ db, storage });

  const job = publishingJob({
    repo,
    drafts,
    connections,
    links,
    images,
    hub: app.hub,
    jobs: app.jobs,
    log: app.log,
    settings: { ...defaultPublishingSettings, ...config.publishing },
    graphUrls: { instagram: config.instagram.graphUrl, facebook: config.facebook.graphUrl },
  });
  app.jobs.define(job.queue);

  const posts = socialPostsService({ db, drafts, connections });
  const publishing = publishService({ drafts, repo, jobs: app.jobs, hub: app.hub });
  await app.register(publishingRoutes, { posts, publishing });
  await app.register(socialImagesRoutes, { images, links });
}
