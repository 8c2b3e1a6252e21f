import { and, count, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkedPage, totalOf } from '../../lib/paging';
import { withCompiledRows } from '../../lib/compiled-rows';
import { liveSessionJoin, sessionCheckValues, type SessionCheck } from '../../plugins/session-claims';
import { countryLocations, countryStates, tenantAgents, tenants } from '../../db/schema/index';

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
export type AnsweredTenant = Pick<typeof tenants.$inferSelect, keyof typeof answeredTenant>;
export type AnsweredLink = Pick<typeof tenantAgents.$inferSelect, keyof typeof answeredLink>;

export interface ListFilters {
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

/** A page of the agent's customers and their total; with `check`, none unless that session is live. */
export async function listTenants(db: Db, agentId: string, f: ListFilters, check: SessionCheck) {
  const { page, countAll } = listQueries(db, f, check);
  const values = { agentId, status: f.status, type: f.type ?? null, pattern: f.pattern, limit: f.limit, offset: f.offset, ...sessionCheckValues(check) };
  const count = countAll && (async () => Number((await countAll.execute(values))[0]?.n ?? 0));
  const answered = await page.execute(values);
  return checkedPage(answered, (r): r is typeof r & { tenant: AnsweredTenant; link: AnsweredLink } => r.tenant !== null && r.link !== null, Boolean(check), f.offset, count);
}
