import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { refreshInstagramTokens } from './instagram-refresh';

export const INSTAGRAM_REFRESH_QUEUE = 'instagram-token-refresh';
/** Every day at 04:17 UTC (00:17 in Caracas), once across all processes. */
export const INSTAGRAM_REFRESH_CRON = '17 4 * * *';

/**
 * Instagram's long-lived tokens last 60 days: a daily job refreshes the ones near their end, so an
 * agent who publishes rarely never finds the connection expired. Needs the jobs plugin.
 */
export async function scheduleInstagramRefresh(app: FastifyInstance, deps: { db: Db; config: Config }) {
  if (!deps.config.instagram.appId || !deps.config.instagram.appSecret) return;
  app.jobs.define({
    name: INSTAGRAM_REFRESH_QUEUE,
    policy: 'stately',
    expireInSeconds: 15 * 60,
    retryLimit: 2,
    retryDelaySeconds: 600,
    concurrency: 1,
    handler: async () => {
      const outcome = await refreshInstagramTokens({ db: deps.db, config: deps.config, log: app.log });
      app.log.info(outcome, 'instagram tokens refreshed');
    },
  });
  await app.jobs.schedule(INSTAGRAM_REFRESH_QUEUE, INSTAGRAM_REFRESH_CRON);
}
