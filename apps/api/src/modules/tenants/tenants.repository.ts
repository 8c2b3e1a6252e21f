import { and, count, desc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageWithTotal, totalOver } from '../../lib/paging';
import { countryLocations, countryStates, tenantActivities, tenantAgents, tenants } from '../../db/schema/index';

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenant = typeof tenants.$inferInsert;
export type LinkRow = typeof tenantAgents.$inferSelect;

const linkedSelect = {
  tenant: tenants,
  link: tenantAgents,
  stateName: countryStates.name,
  locationName: countryLocations.name,
};

/** Every read of a customer goes through the agent's link: another agent's customer is not found. */
export function tenantsRepository(db: Db) {
  const linked = (agentId: string) =>
    db
      .select(linkedSelect)
      .from(tenantAgents)
      .innerJoin(tenants, eq(tenants.id, tenantAgents.tenantId))
      .leftJoin(countryStates, eq(countryStates.id, tenants.countryStateId))
      .leftJoin(countryLocations, eq(countryLocations.id, tenants.countryLocationId))
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

    async list(agentId: string, f: { status: number; type?: number; pattern: string | null; limit: number; offset: number }) {
      const where = and(
        eq(tenantAgents.agentId, agentId),
        eq(tenantAgents.status, f.status),
        f.type ? eq(tenantAgents.tenantType, f.type) : undefined,
        f.pattern ? like(tenants.searchText, f.pattern) : undefined,
      );
      return pageWithTotal(
        db
          .select({ ...linkedSelect, total: totalOver() })
          .from(tenantAgents)
          .innerJoin(tenants, eq(tenants.id, tenantAgents.tenantId))
          .leftJoin(countryStates, eq(countryStates.id, tenants.countryStateId))
          .leftJoin(countryLocations, eq(countryLocations.id, tenants.countryLocationId))
          .where(where)
          .orderBy(desc(tenantAgents.createdAt), desc(tenantAgents.id))
          .limit(f.limit)
          .offset(f.offset),
        f.offset,
        async () =>
          Number(
            (await db.select({ n: count() }).from(tenantAgents).innerJoin(tenants, eq(tenants.id, tenantAgents.tenantId)).where(where))[0]?.n ?? 0,
          ),
      );
    },

    async findByPhone(code: string, number: string) {
      const [row] = await db
        .select()
        .from(tenants)
        .where(and(eq(tenants.phoneCode, code), eq(tenants.phoneNumber, number)))
        .limit(1);
      return row ?? null;
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
        db.select().from(tenantActivities).where(where).orderBy(desc(tenantActivities.index)).limit(limit).offset(offset),
        db.select({ n: count() }).from(tenantActivities).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}

/** Writes inside a transaction: the customer, its link, and the activity that tells of it. */
export const tenantWrites = {
  insertTenant: async (tx: Db, values: NewTenant) => (await tx.insert(tenants).values(values).returning())[0]!,

  updateTenant: (tx: Db, tenantId: string, values: Partial<NewTenant>) =>
    tx.update(tenants).set({ ...values, updatedAt: new Date() }).where(eq(tenants.id, tenantId)),

  insertLink: (tx: Db, values: typeof tenantAgents.$inferInsert) => tx.insert(tenantAgents).values(values),

  updateLink: (tx: Db, agentId: string, tenantId: string, values: Partial<typeof tenantAgents.$inferInsert>) =>
    tx
      .update(tenantAgents)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(tenantAgents.agentId, agentId), eq(tenantAgents.tenantId, tenantId))),

  /** Appends an activity with the next index of this customer's timeline for this agent. */
  addActivity: (tx: Db, tenantId: string, agentId: string, eventType: number) =>
    tx.insert(tenantActivities).values({
      tenantId,
      agentId,
      eventType,
      index: sql`(select coalesce(max(${tenantActivities.index}), 0) + 1 from ${tenantActivities} where ${tenantActivities.tenantId} = ${tenantId} and ${tenantActivities.agentId} = ${agentId})`,
    }),
};
