import { and, count, desc, eq, inArray, like, ne, sql } from 'drizzle-orm';
import { TenantEventType } from '@vitrina/contract/enums/tenant';
import type { Db } from '../../db/client';
import { checkedPage, totalOf } from '../../lib/paging';
import { withCompiledRows } from '../../lib/compiled-rows';
import { liveSessionJoin, sessionCheckValues, type SessionCheck } from '../../plugins/session-claims';
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
 * What a customer's answer reads of the person and of the agent's link (tenant-view.ts `toTenant`):
 * the list selects only these, not the search texts, the legacy private columns of `tenants` nor the
 * link's counters (21 columns of 38; the two search texts were most of a row's bytes).
 */
const answeredTenant = {
  id: tenants.id,
  slug: tenants.slug,
  firstName: tenants.firstName,
  lastName: tenants.lastName,
  emailAddress: tenants.emailAddress,
  phoneCode: tenants.phoneCode,
  phoneNumber: tenants.phoneNumber,
};
const answeredLink = {
  tenantType: tenantAgents.tenantType,
  status: tenantAgents.status,
  sex: tenantAgents.sex,
  documentType: tenantAgents.documentType,
  documentNumber: tenantAgents.documentNumber,
  birthDate: tenantAgents.birthDate,
  avatarKey: tenantAgents.avatarKey,
  countryStateId: tenantAgents.countryStateId,
  countryLocationId: tenantAgents.countryLocationId,
  createdAt: tenantAgents.createdAt,
  updatedAt: tenantAgents.updatedAt,
};
const listSelect = { tenant: answeredTenant, link: answeredLink, stateName: countryStates.name, locationName: countryLocations.name };

/** The person and link columns a customer's answer is made of (what `toTenant` reads). */
export type AnsweredTenant = Pick<TenantRow, keyof typeof answeredTenant>;
export type AnsweredLink = Pick<LinkRow, keyof typeof answeredLink>;

interface ListFilters {
  status: number;
  type?: number;
  pattern: string | null;
  limit: number;
  offset: number;
}

/**
 * The customer list's page (with its total) and its count, built once per database and filter shape
 * (with or without a type, with or without a search) as NAMED statements: drizzle does not rebuild
 * the SQL per call, and PostgreSQL may keep one plan per connection instead of planning every call.
 * Planning was most of the list's database time (~0.9 ms of ~1.6 for an agent of 88 customers), and
 * the generic plan walks the same list index as the planned one, for an agent of 10,000 customers
 * too, deep pages included (PostgreSQL 15, bench/NOTES.md 'Session 12: lead'). The task list names
 * only the shapes whose generic plan was checked (tasks.repository.ts `namedShape`). With
 * `shape.session`, the page is right-joined to the claimed session (plugins/session-claims.ts `liveSessionJoin`).
 */
function prepareList(db: Db, shape: ListShape, name: string) {
  const where = and(
    eq(tenantAgents.agentId, sql.placeholder('agentId')),
    eq(tenantAgents.status, sql.placeholder('status')),
    shape.type ? eq(tenantAgents.tenantType, sql.placeholder('type')) : undefined,
    shape.pattern ? like(tenantAgents.searchText, sql.placeholder('pattern')) : undefined,
  );
  const countAll = db.select({ n: count() }).from(tenantAgents).where(where);
  const newestFirst = [desc(tenantAgents.createdAt), desc(tenantAgents.id)];
  // The page's links are chosen first, from tenant_agents alone; only those are joined to the
  // person and the place. Joined before the limit, a search matching 472 of an agent's 10,000
  // customers joined all 472 to tenants before keeping 18 (PostgreSQL 15, bench/NOTES.md).
  // A search reads its matches once (the trigram index cannot give them in order, so the page and
  // the total both need all of them): the page and the count read that one set, where each ran the
  // same bitmap scan before (bench/NOTES.md 'Session 25'). Without a search, the count is an
  // index-only scan and the page walks the list index in order and stops at its limit.
  const matched = shape.pattern
    ? db.$with('matched').as(db.select({ id: tenantAgents.id, createdAt: tenantAgents.createdAt }).from(tenantAgents).where(where))
    : null;
  const pageIds = matched
    ? db.select({ id: matched.id }).from(matched).orderBy(desc(matched.createdAt), desc(matched.id))
    : db.select({ id: tenantAgents.id }).from(tenantAgents).where(where).orderBy(...newestFirst);
  const limited = pageIds.limit(sql.placeholder('limit')).offset(sql.placeholder('offset'));
  const total = matched ? sql<number>`(select count(*) from ${matched})`.mapWith(Number) : totalOf(countAll);
  const page = (matched ? db.with(matched) : db)
    .select({ ...listSelect, total })
    .from(tenantAgents)
    .innerJoin(tenants, eq(tenants.id, tenantAgents.tenantId))
    .leftJoin(countryStates, eq(countryStates.id, tenantAgents.countryStateId))
    .leftJoin(countryLocations, eq(countryLocations.id, tenantAgents.countryLocationId))
    .$dynamic();
  const onPage = inArray(tenantAgents.id, limited);
  if (!shape.session) return { page: withCompiledRows(page.where(onPage).orderBy(...newestFirst).prepare(name)), countAll: countAll.prepare(`${name}_count`) };
  // The claimed session's row, right-joined: no row without a live session, a row of nulls (with the
  // total) for an empty page, so no separate count or look-up follows.
  return { page: withCompiledRows(page.rightJoin(liveSessionJoin(db), onPage).orderBy(...newestFirst).prepare(name)), countAll: null };
}

type ListShape = { type: boolean; pattern: boolean; session: boolean };

const listStatements = new WeakMap<Db, Map<string, ReturnType<typeof prepareList>>>();

function listQueries(db: Db, f: ListFilters, check: SessionCheck) {
  const shape = { type: Boolean(f.type), pattern: Boolean(f.pattern), session: Boolean(check) };
  const key = `tenants_list${shape.type ? '_type' : ''}${shape.pattern ? '_search' : ''}${shape.session ? '_s' : ''}`;
  let byName = listStatements.get(db);
  if (!byName) listStatements.set(db, (byName = new Map()));
  let found = byName.get(key);
  if (!found) byName.set(key, (found = prepareList(db, shape, key)));
  return found;
}

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
    async list(agentId: string, f: ListFilters, check: SessionCheck = null) {
      const { page, countAll } = listQueries(db, f, check);
      const values = { agentId, status: f.status, type: f.type ?? null, pattern: f.pattern, limit: f.limit, offset: f.offset, ...sessionCheckValues(check) };
      const count = countAll && (async () => Number((await countAll.execute(values))[0]?.n ?? 0));
      const answered = await page.execute(values);
      return checkedPage(answered, (r): r is typeof r & { tenant: AnsweredTenant; link: AnsweredLink } => r.tenant !== null && r.link !== null, Boolean(check), f.offset, count);
    },

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
