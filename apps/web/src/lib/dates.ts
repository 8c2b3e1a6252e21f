import dayjs from 'dayjs';
import 'dayjs/locale/es';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { caracasOffsetMs, isIsoDay, TIME_ZONE, todayInCaracas } from './caracas-day';

export { TIME_ZONE };

dayjs.extend(utc);
dayjs.extend(customParseFormat);
dayjs.extend(timezone);
dayjs.locale('es');
dayjs.tz.setDefault(TIME_ZONE);

export { dayjs };

/**
 * An instant in Caracas time. The zone's offset at that instant comes from lib/caracas-day.ts's
 * kept Intl formatter: dayjs's `tz()` makes a new formatter on every call (~0.35 ms each here, about
 * four times that on a phone), which a list paid once per date it shows (issue 15).
 */
export function toCaracas(value: string | Date): dayjs.Dayjs {
  const instant = dayjs.utc(value);
  return instant.isValid() ? instant.utcOffset(caracasOffsetMs(instant.toDate()) / 60_000) : instant;
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
