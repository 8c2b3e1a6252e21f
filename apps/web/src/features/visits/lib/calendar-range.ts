import { caracasDayStart, isIsoDay, todayInCaracas } from '../../../lib/caracas-day';

/**
 * /calendar's view, day and period [from, to) without dayjs (issue 15): the page's route loader asks
 * for its visits with the page's code, from the router's chunk, where dayjs would weigh on every
 * page. The page asks with the same function, so both ask for the same period; calendar-period.ts
 * keeps the grid's days and labels.
 */

export type CalendarView = 'month' | 'week' | 'day';

const DAY_MS = 86_400_000;
/** A calendar day 'YYYY-MM-DD' as the UTC midnight of that date (plain calendar arithmetic). */
const asDate = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
};
const isoDay = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/** The view and day of the URL (`?view=week&date=2026-11-26`): month and today in Caracas by default. */
export function readPeriod(params: URLSearchParams, now: Date = new Date()): { view: CalendarView; date: string } {
  const view = params.get('view');
  const date = params.get('date') ?? '';
  return {
    view: view === 'week' || view === 'day' ? view : 'month',
    date: isIsoDay(date) ? date : todayInCaracas(now),
  };
}

/** Monday of the week holding the day (weeks start on Monday in Venezuela). */
function mondayOf(utcMidnight: number): number {
  return utcMidnight - ((new Date(utcMidnight).getUTCDay() + 6) % 7) * DAY_MS;
}

/** The first and last day a view shows: the month's full weeks, the week (Mon–Sun) or the day. */
export function periodBounds(view: CalendarView, date: string): { first: string; last: string } {
  const day = asDate(date);
  if (view === 'day') return { first: date, last: date };
  if (view === 'week') return { first: isoDay(mondayOf(day)), last: isoDay(mondayOf(day) + 6 * DAY_MS) };
  const at = new Date(day);
  const monthStart = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1);
  const monthEnd = Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0);
  return { first: isoDay(mondayOf(monthStart)), last: isoDay(mondayOf(monthEnd) + 6 * DAY_MS) };
}

/** The instants [from, to) the API is asked for: from the first day's midnight in Caracas to the day after the last. */
export function periodRange(view: CalendarView, date: string): { from: string; to: string } {
  const { first, last } = periodBounds(view, date);
  // Noon UTC is morning in Caracas: the Caracas day holding it is the calendar day itself.
  const noon = (day: string) => new Date(asDate(day) + DAY_MS / 2);
  return {
    from: new Date(caracasDayStart(noon(first))).toISOString(),
    to: new Date(caracasDayStart(noon(last), 1)).toISOString(),
  };
}
