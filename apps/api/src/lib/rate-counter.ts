import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Fixed-window counters on the `rate_counters` table (primary key (kind, key)), shared by every
 * limit that must hold across concurrent requests and processes: customer look-ups
 * ('tenant_lookup'), sign-in attempts, ... Each kind names its own window.
 */
export interface CounterBump {
  /** The count in the current window, this call included. */
  count: number;
  windowStartedAt: Date;
  /** Whole seconds until the current window ends (at least 1): the `Retry-After` of a refusal. */
  retryAfterSeconds: number;
  /** When a checked attempt last went through (kept by callers that use `markAllowed`). */
  lastAllowedAt: Date | null;
}

type Row = { count: number; window_started_at: Date | string; last_allowed_at: Date | string | null; retry_after: number | string };

export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/**
 * Counts one more event for (kind, key) in ONE atomic statement: a new or expired window starts at
 * 1, else the count goes up by one. Concurrent calls each see a distinct count, so `count > limit`
 * refuses exactly the calls past the limit.
 */
export async function bumpCounter(db: Db, opts: { kind: string; key: string; windowSeconds: number }): Promise<CounterBump> {
  const window = sql`(${Math.max(1, Math.floor(opts.windowSeconds))}::int * interval '1 second')`;
  const result = await db.execute(sql`
    insert into rate_counters as c (kind, key, count, window_started_at)
    values (${opts.kind}, ${opts.key}, 1, now())
    on conflict (kind, key) do update set
      count = case when c.window_started_at <= now() - ${window} then 1 else c.count + 1 end,
      window_started_at = case when c.window_started_at <= now() - ${window} then now() else c.window_started_at end
    returning count, window_started_at, last_allowed_at,
      greatest(1, ceil(extract(epoch from (window_started_at + ${window} - now()))))::int as retry_after`);
  const row = rowsOf<Row>(result)[0]!;
  return {
    count: Number(row.count),
    windowStartedAt: asDate(row.window_started_at),
    // A statement that waited for the row lock may have read now() before the window it follows began.
    retryAfterSeconds: Math.min(Number(row.retry_after), Math.ceil(opts.windowSeconds)),
    lastAllowedAt: row.last_allowed_at === null ? null : asDate(row.last_allowed_at),
  };
}

/** Records that an attempt of (kind, key) went through now (`last_allowed_at`). */
export async function markAllowed(db: Db, opts: { kind: string; key: string }): Promise<void> {
  await db.execute(sql`update rate_counters set last_allowed_at = now() where kind = ${opts.kind} and key = ${opts.key}`);
}

/** Forgets the counter of (kind, key), e.g. after a successful sign-in. */
export async function resetCounter(db: Db, opts: { kind: string; key: string }): Promise<void> {
  await db.execute(sql`delete from rate_counters where kind = ${opts.kind} and key = ${opts.key}`);
}

export interface SlotReservation extends CounterBump {
  /** Whether this attempt may go on (within the limit, or through the slow lane). */
  allowed: boolean;
}

/**
 * Reserves a checked attempt of (kind, key) in ONE atomic statement, before the attempt is checked:
 * the first `limit` of a window go through; past it, one attempt every `slowLaneSeconds` still does
 * (the slow lane, tracked by `last_allowed_at`), so that the owner of an account gets in after a
 * short wait even while someone hammers it. Every attempt that goes through sets `last_allowed_at`;
 * a slow-lane pass sets the count back to `limit`, so an attempt is allowed exactly when the count
 * it leaves is at most `limit`. A refusal's `retryAfterSeconds` is the wait until the slow lane or
 * a new window opens, whichever comes first.
 */
export async function reserveSlot(
  db: Db,
  opts: { kind: string; key: string; limit: number; windowSeconds: number; slowLaneSeconds: number },
): Promise<SlotReservation> {
  const limit = Math.max(1, Math.floor(opts.limit));
  const window = sql`(${Math.max(1, Math.floor(opts.windowSeconds))}::int * interval '1 second')`;
  const slowSeconds = Math.max(0, Math.floor(opts.slowLaneSeconds));
  const slow = sql`(${slowSeconds}::int * interval '1 second')`;
  const expired = sql`c.window_started_at <= now() - ${window}`;
  const slowOpen = slowSeconds > 0 ? sql`(c.last_allowed_at is null or c.last_allowed_at <= now() - ${slow})` : sql`false`;
  const slowEnds = slowSeconds > 0 ? sql`coalesce(last_allowed_at, now()) + ${slow}` : sql`window_started_at + ${window}`;
  const result = await db.execute(sql`
    insert into rate_counters as c (kind, key, count, window_started_at, last_allowed_at)
    values (${opts.kind}, ${opts.key}, 1, now(), now())
    on conflict (kind, key) do update set
      count = case
        when ${expired} then 1
        when c.count < ${limit}::int then c.count + 1
        when ${slowOpen} then ${limit}::int
        else c.count + 1 end,
      last_allowed_at = case
        when ${expired} or c.count < ${limit}::int or ${slowOpen} then now()
        else c.last_allowed_at end,
      window_started_at = case when ${expired} then now() else c.window_started_at end
    returning count, window_started_at, last_allowed_at,
      greatest(1, ceil(extract(epoch from (least(window_started_at + ${window}, ${slowEnds}) - now()))))::int as retry_after`);
  const row = rowsOf<Row>(result)[0]!;
  const count = Number(row.count);
  // A statement that waited for the row lock may have started (now()) before the one it follows.
  const longest = slowSeconds > 0 ? Math.min(slowSeconds, opts.windowSeconds) : opts.windowSeconds;
  return {
    allowed: count <= limit,
    count,
    windowStartedAt: asDate(row.window_started_at),
    retryAfterSeconds: Math.max(1, Math.min(Number(row.retry_after), Math.ceil(longest))),
    lastAllowedAt: row.last_allowed_at === null ? null : asDate(row.last_allowed_at),
  };
}
