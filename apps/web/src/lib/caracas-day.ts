/**
 * The start of a day in Caracas as an instant, without dayjs: the dashboard's route loader asks
 * for its tasks with the page's code (issue 15), so this lives in the first chunk, where dayjs and
 * its time-zone plugin would weigh on every page. lib/dates.ts keeps the formatting.
 */

/** Dates are shown in Spanish and in Venezuela's time zone (spec 1 §9). */
export const TIME_ZONE = 'America/Caracas';

const HOUR = 3_600_000;

/**
 * America/Caracas as the IANA time-zone database has it (unchanged since tzdata 2016d): from each
 * instant on (ms since the epoch, newest first), Caracas's offset from UTC in ms. Before 1890 the
 * local mean time, -4:27:44.
 *
 * Kept as data rather than read from Intl: the first Intl object a page makes costs ICU's data
 * (~28-40 ms here, four times that on Lighthouse's phone), and every signed-in page needs the
 * Caracas day before its first screen (issue 15). caracas-day.test.ts holds this table to the
 * runtime's ICU every seven hours from 1880 to 2040 and at each change; should Venezuela change its
 * clock again, that test fails on the updated time-zone data.
 */
const CARACAS_OFFSETS: ReadonlyArray<readonly [from: number, offsetMs: number]> = [
  [Date.UTC(2016, 4, 1, 7), -4 * HOUR], // 1 May 2016, 02:30 -> 03:00
  [Date.UTC(2007, 11, 9, 7), -4.5 * HOUR], // 9 December 2007, 03:00 -> 02:30
  [Date.UTC(1965, 0, 1, 4, 30), -4 * HOUR],
  [Date.UTC(1912, 1, 12, 4, 27, 40), -4.5 * HOUR],
  [Date.UTC(1890, 0, 1, 4, 27, 44), -(4 * HOUR + 27 * 60_000 + 40_000)], // Caracas mean time
];
const LOCAL_MEAN_TIME = -(4 * HOUR + 27 * 60_000 + 44_000);

/** Milliseconds Caracas's wall clock is ahead of UTC at `at` (-4 h since 2016; -4:30 from 2007 to 2016). */
export function caracasOffsetMs(at: Date): number {
  const time = at.getTime();
  return CARACAS_OFFSETS.find(([from]) => time >= from)?.[1] ?? LOCAL_MEAN_TIME;
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

/** Today in Caracas, 'YYYY-MM-DD'. */
export function todayInCaracas(now: Date = new Date()): string {
  return new Date(now.getTime() + caracasOffsetMs(now)).toISOString().slice(0, 10);
}

/** Whether `value` is a real calendar day written 'YYYY-MM-DD' (the API's date format; not '2026-02-30'). */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
