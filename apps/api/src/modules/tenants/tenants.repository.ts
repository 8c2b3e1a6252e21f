import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { TenantEventType } from '@vitrina/contract/enums/tenant';
import type { Db } from '../../db/client';
import type { SessionCheck } from '../../plugins/session-claims';
import { listTenants, type ListFilters } from './tenants-list.query';
import { agents, countryLocations, countryStates, properties, tenantActivities, tenantAgents, tenants } from '../../db/schema/index';

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenant = typeof tenants.$inferInsert;
export type LinkRow = typeof tenantAgents.$inferSelect;
export type NewLink = typeof tenantAgents.$inferInsert;

const linkedSelect = {
  tenant: tenants,
  link: tenantAgents,
  stateName: countryStates.name,
  locationName: countryLocations.name,
};

/**
 * Every read of a customer goes through the agent's link: another agent's customer is not found.
 * The shared person (names, phone, e-mail) comes from `tenants`; everything else from the link.
 */
export function tenantsRepository(db: Db) {
  const linked = (agentId: string) =>
    db
      .select(linkedSelect)
      .from(tenantAgents)
      .innerJoin(tenants, eq(tenants.id, tenantAgents.tenantId))
      .leftJoin(countryStates, eq(countryStates.id, tenantAgents.countryStateId))
      .leftJoin(countryLocations, eq(countryLocations.id, tenantAgents.countryLocationId))
      .where(eq(tenantAgents.agentId, agentId))
      .$dynamic();

  return {
    async findLinkedById(agentId: string, tenantId: string) {
      const [row] = await linked(agentId).where(and(eq(tenantAgents.agentId, agentId), eq(tenants.id, tenantId))).limit(1);
      return row ?? null;
    },

    async findLinkedBySlug(agentId: string, slug: string) {
      const [row] = await linked(agentId).where(and(eq(tenantAgents.agentId, agentId), eq(tenants.slug, slug))).limit(1);
      return row ?? null;
    },

    /** A page of the agent's customers and their total; with `check`, none unless that session is live. */
    list: (agentId: string, f: ListFilters, check: SessionCheck = null) => listTenants(db, agentId, f, check),

    async findByPhone(code: string, number: string) {
      const [row] = await db
        .select()
        .from(tenants)
        .where(and(eq(tenants.phoneCode, code), eq(tenants.phoneNumber, number)))
        .limit(1);
      return row ?? null;
    },

    /** The shared person, linked to any agent or none. */
    async findById(tenantId: string) {
      return (await db.query.tenants.findFirst({ where: (t, { eq }) => eq(t.id, tenantId) })) ?? null;
    },

    async findByEmail(email: string) {
      const [row] = await db.select().from(tenants).where(eq(tenants.emailAddress, email)).limit(1);
      return row ?? null;
    },

    async findLink(agentId: string, tenantId: string) {
      const [row] = await db
        .select()
        .from(tenantAgents)
        .where(and(eq(tenantAgents.agentId, agentId), eq(tenantAgents.tenantId, tenantId)))
        .limit(1);
      return row ?? null;
    },

    async slugTaken(slug: string) {
      const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug)).limit(1);
      return Boolean(row);
    },

    async locationState(locationId: number) {
      const [row] = await db
        .select({ stateId: countryLocations.countryStateId })
        .from(countryLocations)
        .where(eq(countryLocations.id, locationId))
        .limit(1);
      return row?.stateId ?? null;
    },

    async stateExists(stateId: number) {
      const [row] = await db.select({ id: countryStates.id }).from(countryStates).where(eq(countryStates.id, stateId)).limit(1);
      return Boolean(row);
    },

    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db)),

    async activities(agentId: string, tenantId: string, limit: number, offset: number) {
      const where = and(eq(tenantActivities.agentId, agentId), eq(tenantActivities.tenantId, tenantId));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            activity: tenantActivities,
            actorId: agents.id,
            actorFirstName: agents.firstName,
            actorLastName: agents.lastName,
            propertySlug: properties.slug,
          })
          .from(tenantActivities)
          .leftJoin(properties, eq(properties.id, tenantActivities.propertyId))
          // Rows from before the actor was recorded were the timeline agent's own acts.
          .leftJoin(
            agents,
            eq(
              agents.id,
              sql`coalesce(${tenantActivities.actorAgentId}, case when ${tenantActivities.eventType} <> ${TenantEventType.SharedDataUpdated} then ${tenantActivities.agentId} end)`,
            ),
          )
          .where(where)
          .orderBy(desc(tenantActivities.index))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(tenantActivities).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}

/** What an activity is about beyond its type: the listing of an interest and its message (event 6). */
export interface ActivityDetails {
  propertyId?: string | null;
  subject?: string | null;
  message?: string | null;
  /** Event 10: the interest status set, named in the title. */
  interestStatus?: number | null;
}

export type ActivityRow = Awaited<ReturnType<ReturnType<typeof tenantsRepository>['activities']>>['rows'][number];

/**
 * Appends an activity to this agent's timeline of the customer. The index comes from the link's
 * counter, bumped in the same transaction: the row lock orders concurrent writers, so indexes
 * run 1, 2, 3… without gaps or duplicates.
 */
async function addActivity(
  tx: Db,
  tenantId: string,
  agentId: string,
  eventType: number,
  actorAgentId: string = agentId,
  details: ActivityDetails = {},
) {
  const [seq] = await tx
    .update(tenantAgents)
    .set({ activitySeq: sql`${tenantAgents.activitySeq} + 1` })
    .where(and(eq(tenantAgents.tenantId, tenantId), eq(tenantAgents.agentId, agentId)))
    .returning({ index: tenantAgents.activitySeq });
  if (!seq) throw new Error('addActivity: the agent is not linked to the customer');
  await tx.insert(tenantActivities).values({ tenantId, agentId, eventType, actorAgentId, index: seq.index, ...details });
}

/** Writes inside a transaction: the customer, its link, and the activity that tells of it. */
export const tenantWrites = {
  insertTenant: async (tx: Db, values: NewTenant) => (await tx.insert(tenants).values(values).returning())[0]!,

  updateTenant: (tx: Db, tenantId: string, values: Partial<NewTenant>) =>
    tx.update(tenants).set({ ...values, updatedAt: new Date() }).where(eq(tenants.id, tenantId)),

  insertLink: (tx: Db, values: NewLink) => tx.insert(tenantAgents).values(values),

  updateLink: (tx: Db, agentId: string, tenantId: string, values: Partial<NewLink>) =>
    tx
      .update(tenantAgents)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(tenantAgents.agentId, agentId), eq(tenantAgents.tenantId, tenantId))),

  /**
   * The shared text changed: every other agent's link gets it followed by its own document number
   * (lowercased: a document number is only digits, letters, dots and dashes).
   */
  refreshOtherSearchTexts: (tx: Db, tenantId: string, agentId: string, sharedText: string) =>
    tx
      .update(tenantAgents)
      .set({ searchText: sql`trim(${sharedText} || ' ' || lower(coalesce(${tenantAgents.documentNumber}, '')))` })
      .where(and(eq(tenantAgents.tenantId, tenantId), ne(tenantAgents.agentId, agentId))),

  addActivity,

  /** Appends one activity to the timeline of every agent linked to the customer (shared data changed). */
  async addActivityForAll(tx: Db, tenantId: string, eventType: number, actorAgentId: string) {
    // Bumped in agent order, so two writers lock the links in the same order.
    const links = await tx
      .select({ agentId: tenantAgents.agentId })
      .from(tenantAgents)
      .where(eq(tenantAgents.tenantId, tenantId))
      .orderBy(tenantAgents.agentId)
      .for('update');
    for (const link of links) await addActivity(tx, tenantId, link.agentId, eventType, actorAgentId);
  },
};
