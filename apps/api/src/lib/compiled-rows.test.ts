import * as drizzleOrm from 'drizzle-orm';
import { count, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { agentTokens, countryStates, tenantAgents, tenants } from '../db/schema/index';
import { compileRows, withCompiledRows } from './compiled-rows';

// No statement runs: preparing only builds the SQL and what reads its rows (the pool never connects).
// drizzle's own reader, exported at run time but left out of its types.
const { mapResultRow } = drizzleOrm as unknown as { mapResultRow: (fields: never, row: unknown[], joins?: Record<string, boolean>) => unknown };
const db = drizzle(new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' }));

interface Prepared {
  fields: Array<{ path: string[]; field: unknown }>;
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
}

/** A list page as the customer list builds it: nested objects, a left and a right join, SQL fields. */
function listStatement() {
  const live = db.select({ live: sql<number>`1`.as('live') }).from(agentTokens).as('live_session');
  return db
    .select({
      tenant: { id: tenants.id, firstName: tenants.firstName, emailAddress: tenants.emailAddress },
      link: { status: tenantAgents.status, birthDate: tenantAgents.birthDate, createdAt: tenantAgents.createdAt },
      stateName: countryStates.name,
      total: sql<number>`(select 1)`.mapWith(Number),
      flag: sql<boolean>`true`.mapWith((v: unknown) => v === true || v === 't'),
    })
    .from(tenantAgents)
    .innerJoin(tenants, eq(tenants.id, tenantAgents.tenantId))
    .leftJoin(countryStates, eq(countryStates.id, tenantAgents.countryStateId))
    .rightJoin(live, sql`true`)
    .prepare('compiled_rows_test') as unknown as Prepared;
}

const rows: unknown[][] = [
  // a full row (timestamps and dates arrive as text, drizzle parses the timestamp)
  ['t1', 'Ana', 'ana@example.com', 1, '1990-05-01', '2026-11-30 10:00:00.123+00', 'Miranda', '7', 't'],
  // a row with nulls inside joined objects but not first
  ['t2', 'Luis', null, 2, null, '2026-11-29 09:00:00+00', null, '7', 'f'],
  // the row of nulls of an empty page (right join): the joined objects become null
  [null, null, null, null, null, null, null, '0', null],
]

describe('compiled row reading', () => {
  it("reads every row exactly as drizzle's mapResultRow does, nulls of the joins included", () => {
    const prepared = listStatement();
    const drizzles = rows.map((row) => mapResultRow(prepared.fields as never, row, prepared.joinsNotNullableMap));
    const ours = compileRows(prepared.fields, prepared.joinsNotNullableMap)(rows);
    expect(ours).toEqual(drizzles);
    expect(ours[2]).toEqual({ tenant: null, link: null, stateName: null, total: 0, flag: null });
    expect((ours[0] as { link: { createdAt: Date } }).link.createdAt).toEqual(new Date('2026-11-30T10:00:00.123Z'));
  });

  it('reads a select without joins (no object is ever made null) and a plain count', () => {
    const plain = db.select({ id: tenants.id, email: tenants.emailAddress }).from(tenants).prepare('compiled_plain') as unknown as Prepared;
    const counted = db.select({ n: count() }).from(tenants).prepare('compiled_count') as unknown as Prepared;
    for (const [prepared, data] of [[plain, [['a', null], [null, 'x@y.z']]], [counted, [['3']]]] as const) {
      const list = data as unknown as unknown[][];
      expect(compileRows(prepared.fields, prepared.joinsNotNullableMap)(list)).toEqual(list.map((r) => mapResultRow(prepared.fields as never, r, prepared.joinsNotNullableMap)));
    }
  });

  it('installs itself as the statement reader once', () => {
    const prepared = listStatement();
    const mapper = (withCompiledRows(prepared) as Prepared).customResultMapper;
    expect(typeof mapper).toBe('function');
    expect((withCompiledRows(prepared) as Prepared).customResultMapper).toBe(mapper);
  });
});
