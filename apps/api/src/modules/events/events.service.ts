import type { z } from 'zod';
import { EventStatus, eventStatusLabels } from '@vitrina/contract/enums/event';
import { TenantEventType } from '@vitrina/contract/enums/tenant';
import type { eventCreateBodySchema, eventListQuery, eventUpdateBodySchema } from '@vitrina/contract/schemas/event';
import type { Db } from '../../db/client';
import { appError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { collaborationRepository } from '../collaboration/collaboration.repository';
import { accessOf } from '../collaboration/draft-access';
import { tenantWrites } from '../tenants/tenants.repository';
import { tenantNotFound, type TenantsService } from '../tenants/tenants.service';
import { eventsRepository } from './events.repository';
import { toEvent, toOverlap } from './event-view';

type CreateBody = z.output<typeof eventCreateBodySchema>;
type UpdateBody = z.output<typeof eventUpdateBodySchema>;
type ListQuery = z.output<typeof eventListQuery>;

export const eventNotFound = () => appError('EVENT_NOT_FOUND');
const draftNotFound = () => appError('PROPERTY_DRAFT_NOT_FOUND');

/**
 * Visits on the agent's calendar (issue 12). Every visit is its agent's own; its customer must be
 * linked to the agent and its listing one the agent can read (own or shared). Overlaps are
 * answered as a warning, never refused.
 */
export function eventsService(deps: { db: Db; tenants: TenantsService }) {
  const repo = eventsRepository(deps.db);
  const access = collaborationRepository(deps.db);

  async function assertTenant(agentId: string, tenantId: string) {
    if (!isUuid(tenantId)) throw tenantNotFound();
    await deps.tenants.assertLinked(agentId, tenantId);
  }

  async function assertReadableDraft(agentId: string, draftId: string) {
    if (!isUuid(draftId)) throw draftNotFound();
    if (!accessOf(agentId, await access.accessToDraft(agentId, draftId))) throw draftNotFound();
  }

  async function load(agentId: string, eventId: string) {
    if (!isUuid(eventId)) throw eventNotFound();
    const row = await repo.find(agentId, eventId);
    if (!row) throw eventNotFound();
    return row;
  }

  /** The saved visit and the agent's other non-cancelled visits that intersect it. */
  async function saved(agentId: string, eventId: string) {
    const row = await load(agentId, eventId);
    const e = row.event;
    const overlaps = e.status === EventStatus.Cancelled ? [] : await repo.overlapping(agentId, { startAt: e.startAt, endAt: e.endAt }, e.id);
    return { data: toEvent(row), metadata: { overlaps: overlaps.map(toOverlap) } };
  }

  return {
    async list(agentId: string, q: ListQuery) {
      // Filters narrow the agent's own visits: an id that is not a record id finds nothing.
      const unknownId = (id: string | undefined) => id !== undefined && !isUuid(id);
      if (unknownId(q.tenantId) || unknownId(q.propertyId)) return { rows: [], total: 0 };
      const { rows, total } = await repo.list(agentId, {
        from: q.from ? new Date(q.from) : undefined,
        to: q.to ? new Date(q.to) : undefined,
        tenantId: q.tenantId,
        listingId: q.propertyId,
        status: q.status,
        limit: q.limit,
        offset: q.offset,
      });
      return { rows: rows.map(toEvent), total };
    },

    async create(agentId: string, body: CreateBody) {
      await assertTenant(agentId, body.tenantId);
      let place = body.place ?? null;
      if (body.propertyDraftId !== null) {
        await assertReadableDraft(agentId, body.propertyDraftId);
        place ??= await repo.draftAddress(body.propertyDraftId);
      }
      const created = await repo.transaction(async (tx) => {
        const row = await repo.insert(tx, {
          agentId,
          tenantId: body.tenantId,
          draftId: body.propertyDraftId,
          startAt: new Date(body.startAt),
          endAt: new Date(body.endAt),
          place,
          status: body.status,
          note: body.note,
        });
        await tenantWrites.addActivity(tx, body.tenantId, agentId, TenantEventType.VisitScheduled);
        return row;
      });
      return saved(agentId, created.id);
    },

    async update(agentId: string, eventId: string, body: UpdateBody) {
      const current = (await load(agentId, eventId)).event;
      await assertTenant(agentId, body.tenantId);
      // A listing kept as it was stays even if its sharing ended since; a new one must be readable.
      if (body.propertyDraftId !== null && body.propertyDraftId !== current.draftId) await assertReadableDraft(agentId, body.propertyDraftId);
      await repo.transaction(async (tx) => {
        const changed = await repo.update(tx, agentId, eventId, {
          tenantId: body.tenantId,
          draftId: body.propertyDraftId,
          startAt: new Date(body.startAt),
          endAt: new Date(body.endAt),
          place: body.place,
          status: body.status,
          note: body.note,
          // Moved to another time or scheduled again: the reminder goes out again for the new date.
          ...(body.status !== current.status || new Date(body.startAt).getTime() !== current.startAt.getTime() ? { remindedAt: null } : {}),
        });
        if (changed.length === 0) throw eventNotFound();
        if (body.status !== current.status) {
          const label = eventStatusLabels[body.status as EventStatus];
          await tenantWrites.addActivity(tx, body.tenantId, agentId, TenantEventType.VisitStatusChanged, agentId, { subject: label });
        }
      });
      return saved(agentId, eventId);
    },

    async remove(agentId: string, eventId: string) {
      await load(agentId, eventId);
      if ((await repo.remove(agentId, eventId)).length === 0) throw eventNotFound();
    },
  };
}

export type EventsService = ReturnType<typeof eventsService>;
