import { dayjs, toCaracas } from '../../../lib/dates';
import { periodBounds, type CalendarView } from './calendar-range';

export type { CalendarView };
export const CALENDAR_VIEWS: { value: CalendarView; label: string }[] = [
  { value: 'month', label: 'Mes' },
  { value: 'week', label: 'Semana' },
  { value: 'day', label: 'Día' },
];

/** The days a view shows ('YYYY-MM-DD'): the month's full weeks, the week (Mon–Sun) or the day. */
export function periodDays(view: CalendarView, date: string): string[] {
  const { first, last } = periodBounds(view, date);
  const start = dayjs(first, 'YYYY-MM-DD');
  const count = dayjs(last, 'YYYY-MM-DD').diff(start, 'day') + 1;
  return Array.from({ length: count }, (_, i) => start.add(i, 'day').format('YYYY-MM-DD'));
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
  return toCaracas(instant).format('YYYY-MM-DD');
}

/** 'HH:mm' in Caracas. */
export function timeOf(instant: string): string {
  return toCaracas(instant).format('HH:mm');
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
