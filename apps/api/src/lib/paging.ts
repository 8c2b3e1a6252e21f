import { sql } from 'drizzle-orm';

/** `count(*) over ()`: the total of the filtered rows, carried by every row of the page. */
export const totalOver = () => sql<number>`count(*) over ()`.mapWith(Number);

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
