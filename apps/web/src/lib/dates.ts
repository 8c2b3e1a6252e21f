import dayjs from 'dayjs';
import 'dayjs/locale/es';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { isIsoDay, TIME_ZONE, todayInCaracas } from './caracas-day';

export { TIME_ZONE };

dayjs.extend(utc);
dayjs.extend(customParseFormat);
dayjs.extend(timezone);
dayjs.locale('es');
dayjs.tz.setDefault(TIME_ZONE);

export { dayjs };

/** An ISO timestamp in Caracas time. */
export function toCaracas(value: string | Date): dayjs.Dayjs {
  return dayjs.utc(value).tz(TIME_ZONE);
}

/** 'DD/MM/YYYY'. */
export function formatDate(value: string | Date): string {
  return toCaracas(value).format('DD/MM/YYYY');
}

/** 'DD [de] MMMM', e.g. '05 de marzo'. */
export function formatDayMonth(value: string | Date): string {
  return toCaracas(value).format('DD [de] MMMM');
}

/** How every date is shown and typed: 'DD/MM/YYYY'. */
export const DATE_FORMAT = 'DD/MM/YYYY';

/** Today in Caracas, and whether a value is a real day 'YYYY-MM-DD' (lib/caracas-day.ts, without dayjs). */
export { isIsoDay, todayInCaracas };

/** A calendar day 'YYYY-MM-DD' (no time, no zone) shown as 'DD/MM/YYYY'. */
export function formatDay(day: string): string {
  return isIsoDay(day) ? dayjs(day, 'YYYY-MM-DD', true).format(DATE_FORMAT) : day;
}

/**
 * A day typed by the agent, read day first: '12/10/2026', '1/2/2027', '12-10-2026', '12.10.2026'
 * (or the API's '2026-10-12'). Answers 'YYYY-MM-DD', or null when it is not a real day.
 */
export function parseTypedDay(text: string): string | null {
  const value = text.trim();
  if (isIsoDay(value)) return value;
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (!match) return null;
  const [, d, m, y] = match;
  const day = `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
  return isIsoDay(day) ? day : null;
}
