import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../plugins/mail';
import { fullName } from '../../lib/agent-view';
import { matchAlertMail } from './match-alert-mail';
import type { MatchingService } from './matching.service';

/** Enqueued by the publishing job in the transaction that marks a listing published. */
export const MATCH_ALERT_QUEUE = 'match-alert';
export interface MatchAlertJob {
  draftId: string;
}

/**
 * The publish alert: the owner's matching customers stored as an alert (GET /match-alerts) and
 * sent by e-mail. A retried job stores and mails once (the alert is keyed by the job id); a mail
 * that fails is logged, the alert stays.
 */
export function defineMatchAlerts(app: FastifyInstance, deps: { service: MatchingService; mailer: Mailer; webBaseUrl: string }) {
  app.jobs.define<MatchAlertJob>({
    name: MATCH_ALERT_QUEUE,
    expireInSeconds: 5 * 60,
    retryLimit: 3,
    retryDelaySeconds: 30,
    concurrency: 2,
    handler: async (job) => {
      const alert = await deps.service.recordAlert(job.data.draftId, job.id);
      if (!alert) return;
      const mail = matchAlertMail({
        agentName: fullName(alert.agent.firstName, alert.agent.lastName),
        listing: alert.listing,
        matchCount: alert.matchCount,
        customers: alert.customers,
        webBaseUrl: deps.webBaseUrl,
      });
      await deps.mailer.send({ to: alert.agent.emailAddress, ...mail }).catch((err: unknown) => app.log.warn({ err, draftId: job.data.draftId }, 'match alert e-mail not sent'));
    },
  });
}
