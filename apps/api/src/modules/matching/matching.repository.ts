import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { TenantStatus } from '@vitrina/contract/enums/tenant';
import type { Db } from '../../db/client';
import {
  agents,
  countryLocations,
  countryStates,
  matchAlerts,
  propertyTypes,
  searchProfiles,
  tenantAgents,
  tenantInterests,
  tenants,
  type StoredAlertCustomer,
} from '../../db/schema/index';
import { rowsOf } from '../../lib/rate-counter';
import { customersForListing, listingFacts, listingsForCustomer, type Page } from './matching.sql';

export type ProfileRow = typeof searchProfiles.$inferSelect;
export type ProfileValues = Omit<typeof searchProfiles.$inferInsert, 'id' | 'agentId' | 'tenantId' | 'createdAt' | 'updatedAt'>;
export type InterestRow = typeof tenantInterests.$inferSelect;
export type AlertRow = typeof matchAlerts.$inferSelect;

/** A listing's facts and what a card shows of it. */
export interface CardRow {
  draft_id: string;
  owner_id: string;
  price: number | string | null;
  operation_type: number;
  type_id: number | null;
  type_name: string | null;
  state_id: number | null;
  state_name: string | null;
  location_id: number | null;
  location_name: string | null;
  property_id: string | null;
  slug: string | null;
  owner_first_name: string;
  owner_last_name: string | null;
  cover_key: string | null;
}

export interface ListingMatchRow {
  draft_id: string;
  score: number;
  reasons: string[];
  total: number | string;
}

export interface CustomerMatchRow {
  tenant_id: string;
  first_name: string;
  last_name: string;
  slug: string;
  score: number;
  reasons: string[];
  interest: number | null;
  total: number | string;
}

export function matchingRepository(db: Db) {
  return {
    /** Whether the customer is in this agent's list (active or archived). */
    async linked(agentId: string, tenantId: string) {
      const [row] = await db
        .select({ id: tenantAgents.id })
        .from(tenantAgents)
        .where(and(eq(tenantAgents.agentId, agentId), eq(tenantAgents.tenantId, tenantId)))
        .limit(1);
      return row !== undefined;
    },

    async profile(agentId: string, tenantId: string): Promise<ProfileRow | null> {
      const [row] = await db
        .select()
        .from(searchProfiles)
        .where(and(eq(searchProfiles.agentId, agentId), eq(searchProfiles.tenantId, tenantId)))
        .limit(1);
      return row ?? null;
    },

    async saveProfile(agentId: string, tenantId: string, values: ProfileValues): Promise<ProfileRow> {
      const [row] = await db
        .insert(searchProfiles)
        .values({ agentId, tenantId, ...values })
        .onConflictDoUpdate({ target: [searchProfiles.agentId, searchProfiles.tenantId], set: { ...values, updatedAt: new Date() } })
        .returning();
      return row!;
    },

    /** Which of these ids exist: property types, states, and localities with their state. */
    async knownIds(typeIds: number[], stateIds: number[], locationIds: number[]) {
      const [types, states, locations] = await Promise.all([
        typeIds.length ? db.select({ id: propertyTypes.id }).from(propertyTypes).where(inArray(propertyTypes.id, typeIds)) : [],
        stateIds.length ? db.select({ id: countryStates.id }).from(countryStates).where(inArray(countryStates.id, stateIds)) : [],
        locationIds.length
          ? db.select({ id: countryLocations.id, stateId: countryLocations.countryStateId }).from(countryLocations).where(inArray(countryLocations.id, locationIds))
          : [],
      ]);
      return { types: new Set(types.map((t) => t.id)), states: new Set(states.map((s) => s.id)), locations: new Map(locations.map((l) => [l.id, l.stateId])) };
    },

    async listingMatches(agentId: string, tenantId: string, pg: Page) {
      return rowsOf<ListingMatchRow>(await db.execute(listingsForCustomer(agentId, tenantId, pg)));
    },

    async customerMatches(agentId: string, draftId: string, pg: Page) {
      return rowsOf<CustomerMatchRow>(await db.execute(customersForListing(agentId, draftId, pg)));
    },

    /** Cards of these drafts, in no particular order. */
    async cards(draftIds: string[]): Promise<CardRow[]> {
      if (draftIds.length === 0) return [];
      const ids = sql.join(
        draftIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      return rowsOf<CardRow>(
        await db.execute(sql`
          select l.*, pr.id as property_id, pr.slug, a.first_name as owner_first_name, a.last_name as owner_last_name,
            coalesce(d.thumbnail_key, (select i.storage_key from property_images i where i.draft_id = d.id order by i.index limit 1)) as cover_key
          from (${listingFacts(sql`d.id in (${ids})`)}) l
          join property_drafts d on d.id = l.draft_id
          join agents a on a.id = d.agent_id
          left join properties pr on pr.draft_id = d.id`),
      );
    },

    /** The customer's interests in these drafts, for this agent. */
    async interestsIn(agentId: string, tenantId: string, draftIds: string[]) {
      if (draftIds.length === 0) return [];
      return db
        .select({ draftId: tenantInterests.draftId, status: tenantInterests.status })
        .from(tenantInterests)
        .where(and(eq(tenantInterests.agentId, agentId), eq(tenantInterests.tenantId, tenantId), inArray(tenantInterests.draftId, draftIds)));
    },

    async interests(agentId: string, tenantId: string, pg: Page) {
      const where = and(eq(tenantInterests.agentId, agentId), eq(tenantInterests.tenantId, tenantId));
      const [rows, [total]] = await Promise.all([
        db.select().from(tenantInterests).where(where).orderBy(desc(tenantInterests.updatedAt), tenantInterests.id).limit(pg.limit).offset(pg.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(tenantInterests).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async interest(tx: Db, agentId: string, tenantId: string, draftId: string, lock = false): Promise<InterestRow | null> {
      const query = tx
        .select()
        .from(tenantInterests)
        .where(and(eq(tenantInterests.agentId, agentId), eq(tenantInterests.tenantId, tenantId), eq(tenantInterests.draftId, draftId)))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async saveInterest(tx: Db, agentId: string, tenantId: string, draftId: string, status: number): Promise<InterestRow> {
      const [row] = await tx
        .insert(tenantInterests)
        .values({ agentId, tenantId, draftId, status })
        .onConflictDoUpdate({ target: [tenantInterests.agentId, tenantInterests.tenantId, tenantInterests.draftId], set: { status, updatedAt: new Date() } })
        .returning();
      return row!;
    },

    async deleteInterest(agentId: string, tenantId: string, draftId: string) {
      const rows = await db
        .delete(tenantInterests)
        .where(and(eq(tenantInterests.agentId, agentId), eq(tenantInterests.tenantId, tenantId), eq(tenantInterests.draftId, draftId)))
        .returning({ id: tenantInterests.id });
      return rows.length > 0;
    },

    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db)),

    /** Stores an alert once per job; null when this job already stored it. */
    async insertAlert(values: { agentId: string; draftId: string; propertyId: string | null; jobId: string; matchCount: number; customers: StoredAlertCustomer[] }) {
      const [row] = await db.insert(matchAlerts).values(values).onConflictDoNothing({ target: matchAlerts.jobId }).returning();
      return row ?? null;
    },

    async alerts(agentId: string, pg: Page) {
      const where = and(eq(matchAlerts.agentId, agentId), isNull(matchAlerts.dismissedAt));
      const [rows, [total]] = await Promise.all([
        db.select().from(matchAlerts).where(where).orderBy(desc(matchAlerts.createdAt), matchAlerts.id).limit(pg.limit).offset(pg.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(matchAlerts).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async dismissAlert(agentId: string, alertId: string) {
      const rows = await db
        .update(matchAlerts)
        .set({ dismissedAt: new Date() })
        .where(and(eq(matchAlerts.id, alertId), eq(matchAlerts.agentId, agentId), isNull(matchAlerts.dismissedAt)))
        .returning({ id: matchAlerts.id });
      return rows.length > 0;
    },

    /** Names and slugs of these customers that are still active in the agent's list. */
    async activeCustomers(agentId: string, tenantIds: string[]) {
      if (tenantIds.length === 0) return [];
      return db
        .select({ tenantId: tenants.id, firstName: tenants.firstName, lastName: tenants.lastName, slug: tenants.slug })
        .from(tenantAgents)
        .innerJoin(tenants, eq(tenants.id, tenantAgents.tenantId))
        .where(and(eq(tenantAgents.agentId, agentId), eq(tenantAgents.status, TenantStatus.Active), inArray(tenantAgents.tenantId, tenantIds)));
    },

    async agentContact(agentId: string) {
      const [row] = await db
        .select({ emailAddress: agents.emailAddress, firstName: agents.firstName, lastName: agents.lastName })
        .from(agents)
        .where(eq(agents.id, agentId))
        .limit(1);
      return row ?? null;
    },

    async draftOwner(draftId: string) {
      const rows = rowsOf<{ owner_id: string; property_id: string | null }>(
        await db.execute(sql`select d.agent_id as owner_id, pr.id as property_id from property_drafts d left join properties pr on pr.draft_id = d.id where d.id = ${draftId}`),
      );
      return rows[0] ?? null;
    },
  };
}

export type MatchingRepository = ReturnType<typeof matchingRepository>;
