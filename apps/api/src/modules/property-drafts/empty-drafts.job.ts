import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Storage } from '../../plugins/storage/storage';
import { removeEmptyDrafts } from './draft-removal';

export const EMPTY_DRAFTS_QUEUE = 'empty-drafts-cleanup';
/** Every hour at minute 23, once across all processes. */
export const EMPTY_DRAFTS_CRON = '23 * * * *';

/**
 * 'Nueva propiedad' creates a draft at once: the ones left empty and untouched for a day are
 * removed so they do not pile up in the list. Needs the jobs plugin.
 */
export async function scheduleEmptyDraftsCleanup(app: FastifyInstance, deps: { db: Db; storage: Storage }) {
  app.jobs.define({
    name: EMPTY_DRAFTS_QUEUE,
    policy: 'stately',
    expireInSeconds: 10 * 60,
    retryLimit: 2,
    retryDelaySeconds: 300,
    concurrency: 1,
    handler: async () => {
      const outcome = await removeEmptyDrafts(deps);
      if (outcome.removed > 0) app.log.info(outcome, 'empty drafts removed');
    },
  });
  await app.jobs.schedule(EMPTY_DRAFTS_QUEUE, EMPTY_DRAFTS_CRON);
}
