import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { fullName } from '../../lib/agent-view';
import type { Mailer } from '../../plugins/mail';
import { caracasDay } from '../tasks/tasks.service';
import { listingTitle } from './event-view';
import { eventsRepository } from './events.repository';
import { visitIcs } from './visit-ics';
import { visitReminderMail } from './visit-reminder-mail';

export const VISIT_REMINDERS_QUEUE = 'visit-reminders';
/** Every hour at minute 7, once across all processes. */
export const VISIT_REMINDERS_CRON = '7 * * * *';
/** Reminders of tomorrow's visits go out from this hour of the day before (Caracas), not at midnight. */
export const REMINDER_FROM_HOUR = 8;
/** Visits reminded per sweep at most; the next sweep sends the rest. */
const BATCH = 500;
const DAY_MS = 86_400_000;

/** Caracas is UTC-4 all year (no daylight saving). */
const caracasHour = (d: Date) => (d.getUTCHours() + 20) % 24;

/** The instants that open and close tomorrow in Caracas. */
export function caracasTomorrow(now: Date): { from: Date; to: Date } {
  const todayStart = new Date(`${caracasDay(now)}T00:00:00.000-04:00`);
  return { from: new Date(todayStart.getTime() + DAY_MS), to: new Date(todayStart.getTime() + 2 * DAY_MS) };
}

/**
 * The day-before reminder (issue 12): each visit still Programada that starts tomorrow in Caracas
 * gets one e-mail to its agent with an .ics. A visit is claimed (reminded_at) before its mail goes
 * out, so two sweeps never both send it; a failed send releases it for the next sweep. Without
 * SMTP (`enabled` false) nothing is sent or marked.
 */
export function visitReminders(deps: { db: Db; mailer: Mailer; enabled: boolean; baseUrl: string; log: FastifyBaseLogger }) {
  const repo = eventsRepository(deps.db);
  const host = new URL(deps.baseUrl).host;

  return {
    async sweep(now = new Date()): Promise<{ sent: number; failed: number }> {
      const outcome = { sent: 0, failed: 0 };
      if (!deps.enabled || caracasHour(now) < REMINDER_FROM_HOUR) return outcome;
      const { from, to } = caracasTomorrow(now);
      for (const row of await repo.remindersDue(from, to, BATCH)) {
        const e = row.event;
        if (!(await repo.claimReminder(e.id, now))) continue;
        const tenantName = fullName(row.tenantFirstName, row.tenantLastName);
        const title = e.draftId ? listingTitle(row) : null;
        const customerUrl = `${deps.baseUrl}/customers/view/${encodeURIComponent(row.tenantSlug)}`;
        const mail = visitReminderMail({
          agentFirstName: row.agentFirstName,
          tenantName,
          start: e.startAt,
          end: e.endAt,
          listingTitle: title,
          place: e.place,
          note: e.note,
          calendarUrl: `${deps.baseUrl}/calendar`,
          customerUrl,
        });
        const ics = visitIcs({
          uid: `${e.id}@${host}`,
          stamp: now,
          start: e.startAt,
          end: e.endAt,
          summary: `Visita con ${tenantName}`,
          location: e.place,
          description: [title ? `Propiedad: ${title}` : null, e.note ? `Nota: ${e.note}` : null, `Cliente: ${customerUrl}`].filter(Boolean).join('\n'),
        });
        try {
          await deps.mailer.send({
            to: row.agentEmail,
            ...mail,
            attachments: [{ filename: 'visita.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
          });
          outcome.sent += 1;
        } catch (err) {
          await repo.releaseReminder(e.id, now);
          outcome.failed += 1;
          deps.log.warn({ err, eventId: e.id }, 'visit reminder not sent; the next sweep tries again');
        }
      }
      return outcome;
    },
  };
}

/** Schedules the hourly sweep when SMTP is configured; without it there is nothing to send. Needs the jobs plugin. */
export async function scheduleVisitReminders(app: FastifyInstance, deps: { db: Db; mailer: Mailer; smtpUrl: string | null; baseUrl: string }) {
  if (!deps.smtpUrl) return;
  const reminders = visitReminders({ db: deps.db, mailer: deps.mailer, enabled: true, baseUrl: deps.baseUrl, log: app.log });
  app.jobs.define({
    name: VISIT_REMINDERS_QUEUE,
    policy: 'stately',
    expireInSeconds: 15 * 60,
    retryLimit: 2,
    retryDelaySeconds: 300,
    concurrency: 1,
    handler: async () => {
      const outcome = await reminders.sweep();
      if (outcome.sent > 0 || outcome.failed > 0) app.log.info(outcome, 'visit reminders');
    },
  });
  await app.jobs.schedule(VISIT_REMINDERS_QUEUE, VISIT_REMINDERS_CRON);
}
