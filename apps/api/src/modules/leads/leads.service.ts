import { LEADS_PER_HOUR } from '@vitrina/contract/enums/property';
import type { z } from 'zod';
import { TaskPriority, TaskRelationship } from '@vitrina/contract/enums/task';
import type { leadBodySchema } from '@vitrina/contract/schemas/lead';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { verifyRecaptcha } from '../../integrations/recaptcha';
import { fullName } from '../../lib/agent-view';
import { postgresError } from '../../lib/database-errors';
import { ApiError, appError } from '../../lib/errors';
import { bumpCounter } from '../../lib/rate-counter';
import type { Mailer } from '../../plugins/mail';
import type { PropertyDraftsService } from '../property-drafts/property-drafts.service';
import { caracasDay, type TasksService } from '../tasks/tasks.service';
import { receiveLead } from './lead-tenant';
import { leadMail } from './lead-mail';
import { leadsRepository } from './leads.repository';

type LeadBody = z.output<typeof leadBodySchema>;

/** 'Me interesa' submissions one address may send in an hour, across every listing. */
/** The listing is shown by the public page only while Published (issue 10: 1 Publishing, 2 Published…). */
const PUBLISHED = 2;
/** Task type 'Llamada' of the customer task types (task-types.seed.ts). */
const CALL_TASK_TYPE = 1;
const TITLE_MAX = 50;
const DESCRIPTION_MAX = 255;

export const listingNotFound = () => appError('PROPERTY_NOT_FOUND', 'La propiedad no existe o ya no está publicada');

/** 429 of the lead form, with the seconds until the address's hour is over (the route sends `Retry-After`). */
export class LeadLimitError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      'TOO_MANY_REQUESTS',
      `Has enviado demasiadas solicitudes. Vuelve a intentarlo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
      429,
    );
  }
}

const cut = (value: string, max: number) => (value.length <= max ? value : `${value.slice(0, max - 1).trimEnd()}…`);

/** The end of tomorrow in Caracas (UTC-4 all year), as the task forms save a due day. */
export function tomorrowInCaracas(now: Date): Date {
  const today = new Date(`${caracasDay(now)}T23:59:59.000-04:00`);
  return new Date(today.getTime() + 86_400_000);
}

/** 'Contactar a Ana Pérez', or with the first name alone when the whole name does not fit a task title. */
function taskTitle(first: string, last: string): string {
  const whole = `Contactar a ${fullName(first, last)}`;
  return whole.length <= TITLE_MAX ? whole : cut(`Contactar a ${first}`, TITLE_MAX);
}

/** The Published listing a lead is about, and whom to tell. */
interface Listing {
  propertyId: string;
  draftId: string;
  slug: string;
  agentId: string;
  agentEmail: string;
  agentFirstName: string;
}

export function leadsService(deps: {
  db: Db;
  config: Config;
  mailer: Mailer;
  tasks: TasksService;
  drafts: PropertyDraftsService;
  log: FastifyBaseLogger;
}) {
  const repo = leadsRepository(deps.db);
  const { config } = deps;

  async function published(slug: string): Promise<Listing> {
    const row = await deps.drafts.listingBySlug(slug);
    if (!row || row.property.status !== PUBLISHED) throw listingNotFound();
    return {
      propertyId: row.property.id,
      draftId: row.draft.id,
      slug: row.property.slug,
      agentId: row.agent.id,
      agentEmail: row.agent.emailAddress,
      agentFirstName: row.agent.firstName,
    };
  }

  async function checkLimit(address: string) {
    const bump = await bumpCounter(deps.db, { kind: 'lead', key: address, windowSeconds: 3600 });
    if (bump.count > LEADS_PER_HOUR) throw new LeadLimitError(bump.retryAfterSeconds);
  }

  /** The customer, the timeline and the task, in one transaction. */
  async function store(listing: Listing, body: LeadBody, title: string | null, listingUrl: string) {
    const taskTypeId = await deps.tasks.typeId(TaskRelationship.Tenant, CALL_TASK_TYPE);
    const interest = { propertyId: listing.propertyId, subject: title, message: body.message };
    return repo.transaction(async (tx) => {
      const tenant = await receiveLead(tx, listing.agentId, body, interest);
      const typed = fullName(body.firstName, body.lastName);
      const known = fullName(tenant.firstName, tenant.lastName);
      const description = [
        `Se interesó en «${title ?? 'la propiedad'}» (${listingUrl}).`,
        typed !== known ? `Se presentó como ${typed}.` : null,
        body.message ? `Mensaje: «${body.message}»` : null,
      ]
        .filter(Boolean)
        .join(' ');
      // One open 'Contactar a …' per customer: a second request while it is pending only adds to the timeline.
      const task = taskTitle(tenant.firstName, tenant.lastName);
      if (await deps.tasks.hasOpenTask(tx, listing.agentId, tenant.id, task)) return tenant;
      await deps.tasks.insertForTenant(tx, listing.agentId, tenant.id, {
        taskTypeId,
        title: task,
        description: cut(description, DESCRIPTION_MAX),
        priority: TaskPriority.Medium,
        expiredAt: tomorrowInCaracas(new Date()),
      });
      return tenant;
    });
  }

  return {
    /**
     * A visitor's 'Me interesa'. Whatever the person's history, the answer is the same: nothing
     * tells the visitor whether the phone was already someone's customer.
     */
    async submit(slug: string, body: LeadBody, remoteIp: string) {
      const listing = await published(slug);
      await checkLimit(remoteIp);
      if (!(await verifyRecaptcha(config.recaptcha, body.recaptchaToken, remoteIp))) throw appError('RECAPTCHA_VERIFICATION_FAILED');
      const draft = await deps.drafts.view(listing.agentId, listing.draftId);
      const title = draft.title;
      const listingUrl = `${config.publicBaseUrl}/p/${encodeURIComponent(listing.slug)}`;
      let tenant;
      try {
        tenant = await store(listing, body, title, listingUrl);
      } catch (err) {
        // The same new phone sent twice at once: the other submission created the person; link it.
        if (postgresError(err)?.code !== '23505') throw err;
        tenant = await store(listing, body, title, listingUrl);
      }
      // Not awaited: the visitor's answer never waits on (or tells of) the mail server. A mail that
      // cannot leave is only logged; the lead is already in the customer book with its task.
      deps.mailer
        .send({
          to: listing.agentEmail,
          ...leadMail({
            agentFirstName: listing.agentFirstName,
            visitorName: fullName(body.firstName, body.lastName),
            phoneCode: body.phoneCode,
            phoneNumber: body.phoneNumber,
            message: body.message,
            listingTitle: title ?? 'tu propiedad',
            listingUrl,
            customerUrl: `${config.publicBaseUrl}/customers/view/${encodeURIComponent(tenant.slug)}`,
          }),
        })
        .catch((err: unknown) => deps.log.warn({ err, propertyId: listing.propertyId }, 'lead e-mail to the agent failed'));
      return { received: true as const };
    },
  };
}

export type LeadsService = ReturnType<typeof leadsService>;
