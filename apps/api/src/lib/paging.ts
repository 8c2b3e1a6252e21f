import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * The total as a scalar subquery (`(select count(*) … where …)`), carried by every row of the page:
 * still one round trip, but PostgreSQL counts it once on its own (an index-only or bitmap scan)
 * and may read the page in index order and stop at its limit, joining only the page's rows. With a window
 * `count(*) over ()` every matching row is joined and sorted before the limit.
 */
export const totalOf = (countQuery: SQLWrapper) => sql<number>`(${countQuery})`.mapWith(Number);

/**
 * One round trip for a page and its total: the total rides on the rows; only an empty page past
 * the first needs the separate count.
 */
export async function pageWithTotal<R extends { total: number }>(
  rows: Promise<R[]>,
  offset: number,
  countAll: () => Promise<number>,
): Promise<{ rows: Omit<R, 'total'>[]; total: number }> {
  const found = await rows;
  const total = found[0]?.total ?? (offset > 0 ? await countAll() : 0);
  return { rows: found.map(({ total: _t, ...rest }) => rest), total };
}

/**
 * A list page whose statement may have right-joined the claimed session (plugins/session-claims.ts
 * `liveSessionJoin`): `answered` holds the page's rows, or, when `checked`, one row of nulls that
 * still carries the total for an empty page. Any row proves the session was live. Unchecked, an
 * empty page past the first takes the separate count (`pageWithTotal`).
 */
export async function checkedPage<R extends { total: number }, P extends R>(
  answered: R[],
  isRow: (row: R) => row is P,
  checked: boolean,
  offset: number,
  countAll: (() => Promise<number>) | null,
): Promise<{ rows: Omit<P, 'total'>[]; total: number; sessionLive: boolean }> {
  const rows = answered.filter(isRow);
  const sessionLive = answered.length > 0;
  if (rows.length || checked || !countAll) return { rows: rows.map(({ total: _t, ...rest }) => rest), total: Number(answered[0]?.total ?? 0), sessionLive };
  return { ...(await pageWithTotal(Promise.resolve(rows), offset, countAll)), sessionLive };
}

/**
 * The name a list's statement is prepared under when PostgreSQL must plan every call with its
 * values: none (an unnamed statement). Drizzle still builds the SQL once per filter shape. A named
 * statement switches to a generic plan after five calls, which cannot see the values: for an agent
 * with 10,000 customers, a task list by date window read and sorted all 2,097 in-progress tasks of
 * the window (74 ms) where the planned one read 20 in index order (3 ms), PostgreSQL 15,
 * bench/NOTES.md. Shapes whose generic plan was checked are named (tasks.repository.ts `namedShape`).
 */
export const UNNAMED_STATEMENT = '';
