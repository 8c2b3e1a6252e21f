import type { SelectedFields } from 'drizzle-orm/pg-core';
import { aliasedTable, and, asc, count, eq, gt, gte, inArray, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import { EventStatus } from '@vitrina/contract/enums/event';
import type { Db } from '../../db/client';
import { agents, countryLocations, events, properties, propertyDrafts, propertyTypes, tenants } from '../../db/schema/index';
import { pageWithTotal, totalOf } from '../../lib/paging';

export type EventRow = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;

export interface EventFilters {
  from?: Date;
  to?: Date;
  tenantId?: string;
  /** A draft id or a published property id: both find the visits of that listing. */
  listingId?: string;
  status?: number;
  limit: number;
  offset: number;
}

const draftType = aliasedTable(propertyTypes, 'event_property_type');
const draftLocation = aliasedTable(countryLocations, 'event_location');

/** A visit with what its answer shows of the customer and the listing. */
const joinedColumns = {
  event: events,
  tenantFirstName: tenants.firstName,
  tenantLastName: tenants.lastName,
  tenantSlug: tenants.slug,
  draftAddress: propertyDrafts.address,
  draftOperationType: propertyDrafts.operationType,
  typeName: draftType.name,
  locationName: draftLocation.name,
  propertyId: properties.id,
};

export function eventsRepository(db: Db) {
  /** A visit with its customer and listing (and its agent when asked), plus any extra columns. */
  const joined = <S extends SelectedFields>(extra: S, withAgent = false) => {
    const q = db
      .select({ ...joinedColumns, ...extra })
      .from(events)
      .innerJoin(tenants, eq(tenants.id, events.tenantId))
      .leftJoin(propertyDrafts, eq(propertyDrafts.id, events.draftId))
      .leftJoin(draftType, eq(draftType.id, propertyDrafts.propertyTypeId))
      .leftJoin(draftLocation, eq(draftLocation.id, propertyDrafts.countryLocationId))
      .leftJoin(properties, eq(properties.draftId, events.draftId))
      .$dynamic();
    return withAgent ? q.innerJoin(agents, eq(agents.id, events.agentId)) : q;
  };

  function listWhere(agentId: string, f: EventFilters): SQL | undefined {
    return and(
      eq(events.agentId, agentId),
      f.to ? lt(events.startAt, f.to) : undefined,
      f.from ? gt(events.endAt, f.from) : undefined,
      f.tenantId ? eq(events.tenantId, f.tenantId) : undefined,
      f.listingId
        ? or(
            eq(events.draftId, f.listingId),
            inArray(events.draftId, db.select({ id: properties.draftId }).from(properties).where(eq(properties.id, f.listingId))),
          )
        : undefined,
      f.status ? eq(events.status, f.status) : undefined,
    );
  }

  return {
    async list(agentId: string, f: EventFilters) {
      const where = listWhere(agentId, f);
      const countAll = db.select({ n: count() }).from(events).where(where);
      return pageWithTotal(
        joined({ total: totalOf(countAll) })
          .where(where)
          .orderBy(asc(events.startAt), asc(events.createdAt), asc(events.id))
          .limit(f.limit)
          .offset(f.offset),
        f.offset,
        async () => Number((await countAll)[0]?.n ?? 0),
      );
    },

    async find(agentId: string, eventId: string) {
      const [row] = await joined({}).where(and(eq(events.agentId, agentId), eq(events.id, eventId))).limit(1);
      return row ?? null;
    },

    /** The agent's other non-cancelled visits that intersect [startAt, endAt), by start. */
    overlapping(agentId: string, range: { startAt: Date; endAt: Date }, exceptId: string) {
      return db
        .select({ eventId: events.id, startAt: events.startAt, endAt: events.endAt, firstName: tenants.firstName, lastName: tenants.lastName })
        .from(events)
        .innerJoin(tenants, eq(tenants.id, events.tenantId))
        .where(
          and(
            eq(events.agentId, agentId),
            ne(events.id, exceptId),
            ne(events.status, EventStatus.Cancelled),
            lt(events.startAt, range.endAt),
            gt(events.endAt, range.startAt),
          ),
        )
        .orderBy(asc(events.startAt), asc(events.id))
        .limit(50);
    },

    /** The address of a draft, for a visit's default place. */
    async draftAddress(draftId: string) {
      const [row] = await db.select({ address: propertyDrafts.address }).from(propertyDrafts).where(eq(propertyDrafts.id, draftId)).limit(1);
      return row?.address ?? null;
    },

    insert: async (tx: Db, values: NewEvent) => (await tx.insert(events).values(values).returning())[0]!,

    update: (tx: Db, agentId: string, eventId: string, values: Partial<NewEvent>) =>
      tx
        .update(events)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(events.agentId, agentId), eq(events.id, eventId)))
        .returning({ id: events.id }),

    remove: (agentId: string, eventId: string) =>
      db.delete(events).where(and(eq(events.agentId, agentId), eq(events.id, eventId))).returning({ id: events.id }),

    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db)),

    /** Scheduled visits not reminded yet whose start falls in [from, to), with their agent, by start. */
    remindersDue(from: Date, to: Date, limit: number) {
      return joined({ agentEmail: agents.emailAddress, agentFirstName: agents.firstName }, true)
        .where(and(eq(events.status, EventStatus.Scheduled), isNull(events.remindedAt), gte(events.startAt, from), lt(events.startAt, to)))
        .orderBy(asc(events.startAt), asc(events.id))
        .limit(limit);
    },

    /** Marks a visit reminded unless another sweep did it first (or it changed meanwhile): true when this one may send. */
    async claimReminder(eventId: string, at: Date) {
      const claimed = await db
        .update(events)
        .set({ remindedAt: at })
        .where(and(eq(events.id, eventId), isNull(events.remindedAt), eq(events.status, EventStatus.Scheduled)))
        .returning({ id: events.id });
      return claimed.length > 0;
    },

    /** The mail could not go out: the next sweep tries again. */
    releaseReminder: (eventId: string, at: Date) =>
      db.update(events).set({ remindedAt: null }).where(and(eq(events.id, eventId), eq(events.remindedAt, at))),
  };
}

export type EventJoined = NonNullable<Awaited<ReturnType<ReturnType<typeof eventsRepository>['find']>>>;
