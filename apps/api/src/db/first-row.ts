/**
 * The first row a query answers, or null when it answers none:
 * `firstOrNull(db.select().from(t).where(eq(t.id, id)).limit(1))`.
 */
export async function firstOrNull<T>(rows: PromiseLike<T[]>): Promise<T | null> {
  const [row] = await rows;
  return row ?? null;
}
