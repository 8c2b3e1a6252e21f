/**
 * The start of a day in Caracas as an instant, without dayjs: the dashboard's route loader asks
 * for its tasks with the page's code (issue 15), so this lives in the first chunk, where dayjs and
 * its time-zone plugin would weigh on every page. lib/dates.ts keeps the formatting.
 */

import { onFirstUse } from './on-first-use';

/** Dates are shown in Spanish and in Venezuela's time zone (spec 1 §9). */
export const TIME_ZONE = 'America/Caracas';

// Made on first use (lib/on-first-use.ts): this module is in the route table's chunk, which every
// page loads, and the first Intl object costs ICU's data.
const wallClock = onFirstUse(() => new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
}));

/** Milliseconds Caracas's wall clock is ahead of UTC at `at` (-4 h since 2016; -4:30 from 2007 to 2016). */
export function caracasOffsetMs(at: Date): number {
  const parts = wallClock().formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * Milliseconds since the epoch at which the Caracas day `days` after the one holding `now` begins
 * (00:00 there). Venezuela keeps one offset all year (UTC-4 since 2016), so the offset of `now`
 * holds for the days around it.
 */
export function caracasDayStart(now: Date, days = 0): number {
  const offset = caracasOffsetMs(now);
  const wall = new Date(now.getTime() + offset);
  return Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + days) - offset;
}

/** From today 00:00 to the end (23:59:59.999) of the day `days` days ahead, Caracas time, as ISO timestamps. */
export function caracasDaysAhead(days: number, now: Date = new Date()): { startDate: string; endDate: string } {
  const iso = (ms: number) => new Date(ms).toISOString();
  return { startDate: iso(caracasDayStart(now)), endDate: iso(caracasDayStart(now, days + 1) - 1) };
}

const caracasDate = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }));

/** Today in Caracas, 'YYYY-MM-DD'. */
export function todayInCaracas(now: Date = new Date()): string {
  return caracasDate().format(now);
}

/** Whether `value` is a real calendar day written 'YYYY-MM-DD' (the API's date format; not '2026-02-30'). */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
