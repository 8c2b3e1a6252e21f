import dayjs from 'dayjs';
import 'dayjs/locale/es';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

/** Dates are shown in Spanish and in Venezuela's time zone (spec 1 §9). */
export const TIME_ZONE = 'America/Caracas';

dayjs.extend(utc);
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
