import { dayjs, TIME_ZONE, todayInCaracas } from '../../../lib/dates';
import { isIsoDay } from '../../../lib/dates';

export type CalendarView = 'month' | 'week' | 'day';
export const CALENDAR_VIEWS: { value: CalendarView; label: string }[] = [
  { value: 'month', label: 'Mes' },
  { value: 'week', label: 'Semana' },
  { value: 'day', label: 'Día' },
];

/** The view and day of the URL (`?view=week&date=2026-11-26`), month and today by default. */
export function readPeriod(params: URLSearchParams, now: Date = new Date()): { view: CalendarView; date: string } {
  const view = params.get('view');
  const date = params.get('date') ?? '';
  return {
    view: view === 'week' || view === 'day' ? view : 'month',
    date: isIsoDay(date) ? date : todayInCaracas(now),
  };
}

/** A day 'YYYY-MM-DD' at midnight in Caracas. */
export function caracasDay(day: string): dayjs.Dayjs {
  return dayjs.tz(day, TIME_ZONE);
}

/** Monday of the week holding the day (weeks start on Monday in Venezuela). */
function mondayOf(day: dayjs.Dayjs): dayjs.Dayjs {
  return day.subtract((day.day() + 6) % 7, 'day');
}

/** The days a view shows ('YYYY-MM-DD'): the month's full weeks, the week (Mon–Sun) or the day. */
export function periodDays(view: CalendarView, date: string): string[] {
  const day = dayjs(date, 'YYYY-MM-DD');
  let first = day;
  let count = 1;
  if (view === 'week') {
    first = mondayOf(day);
    count = 7;
  } else if (view === 'month') {
    first = mondayOf(day.startOf('month'));
    const last = mondayOf(day.endOf('month')).add(6, 'day');
    count = last.diff(first, 'day') + 1;
  }
  return Array.from({ length: count }, (_, i) => first.add(i, 'day').format('YYYY-MM-DD'));
}

/** The instants [from, to) the API is asked for: from the first day's midnight in Caracas to the day after the last. */
export function periodRange(days: string[]): { from: string; to: string } {
  const first = days[0]!;
  const last = days[days.length - 1]!;
  return { from: caracasDay(first).toISOString(), to: caracasDay(last).add(1, 'day').toISOString() };
}

/** The day a step away: a month, a week or a day back (-1) or forward (1). */
export function stepDate(view: CalendarView, date: string, step: -1 | 1): string {
  return dayjs(date, 'YYYY-MM-DD').add(step, view).format('YYYY-MM-DD');
}

/** 'jueves 26 de noviembre' → 'Jueves 26 de noviembre' (only the first letter: 'de' stays). */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What the period is called above the grid: 'noviembre 2026', '23 – 29 nov 2026', 'jueves 26 de noviembre'. */
export function periodLabel(view: CalendarView, date: string): string {
  const day = dayjs(date, 'YYYY-MM-DD');
  if (view === 'month') return capitalize(day.format('MMMM YYYY'));
  if (view === 'day') return capitalize(day.format('dddd D [de] MMMM YYYY'));
  const days = periodDays('week', date);
  const first = dayjs(days[0], 'YYYY-MM-DD');
  const last = dayjs(days[6], 'YYYY-MM-DD');
  return `${first.format('D MMM')} – ${last.format('D MMM YYYY')}`;
}

/** The Caracas day ('YYYY-MM-DD') a visit starts on. */
export function dayOf(instant: string): string {
  return dayjs.utc(instant).tz(TIME_ZONE).format('YYYY-MM-DD');
}

/** 'HH:mm' in Caracas. */
export function timeOf(instant: string): string {
  return dayjs.utc(instant).tz(TIME_ZONE).format('HH:mm');
}

/** '10:00 – 11:00'. */
export function timeRange(startAt: string, endAt: string): string {
  return `${timeOf(startAt)} – ${timeOf(endAt)}`;
}

/** Groups visits by the Caracas day they start on, keeping their order. */
export function byDay<T extends { startAt: string }>(events: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const event of events) {
    const day = dayOf(event.startAt);
    groups.set(day, [...(groups.get(day) ?? []), event]);
  }
  return groups;
}
