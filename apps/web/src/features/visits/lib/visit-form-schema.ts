import { EVENT_NOTE_MAX, EVENT_PLACE_MAX, EventStatus } from '@vitrina/contract/enums/event';
import { END_BEFORE_START, type CalendarEvent, type EventCreateBody } from '@vitrina/contract/schemas/event';
import { z } from 'zod';
import { dayjs, isIsoDay, TIME_ZONE } from '../../../lib/dates';
import { dayOf, timeOf } from './calendar-period';

export const CUSTOMER_REQUIRED = 'El cliente es requerido';
export const DATE_REQUIRED = 'La fecha de inicio es requerida';
export const DATE_INVALID = 'La fecha seleccionada no es válida';
export const START_REQUIRED = 'La hora de inicio es requerida';
export const END_REQUIRED = 'La hora de fin es requerida';
const TIME_INVALID = 'La hora no es válida';
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

// No `abort` in these fields: an aborted field would keep the end-after-start check from running.
const time = (required: string) =>
  z
    .string()
    .min(1, required)
    .refine((v) => v === '' || HH_MM.test(v), TIME_INVALID);

/** The instant of a day and a time 'HH:mm' in Caracas, as ISO. */
export function instantOf(day: string, time: string): string {
  return dayjs.tz(`${day} ${time}`, 'YYYY-MM-DD HH:mm', TIME_ZONE).toISOString();
}

/** The visit form: a day, a start and an end time in Caracas; the body the API takes. */
export const visitFormSchema = z
  .object({
    tenantId: z.string({ error: CUSTOMER_REQUIRED }).min(1, CUSTOMER_REQUIRED),
    propertyDraftId: z.string().nullable(),
    date: z
      .string()
      .min(1, DATE_REQUIRED)
      .refine((v) => v === '' || isIsoDay(v), DATE_INVALID),
    startTime: time(START_REQUIRED),
    endTime: time(END_REQUIRED),
    place: z.string().trim().max(EVENT_PLACE_MAX, `El lugar no debe tener más de ${EVENT_PLACE_MAX} caracteres`),
    status: z.number(),
    note: z.string().trim().max(EVENT_NOTE_MAX, `La nota no debe tener más de ${EVENT_NOTE_MAX} caracteres`),
  })
  .refine((v) => v.endTime > v.startTime, {
    error: END_BEFORE_START,
    path: ['endTime'],
    // Told with the other fields' errors too, as soon as both times are written.
    when: ({ value }) => {
      const times = value as { startTime?: unknown; endTime?: unknown };
      return [times.startTime, times.endTime].every((t) => typeof t === 'string' && HH_MM.test(t));
    },
  })
  .transform(
    (v): EventCreateBody => ({
      tenantId: v.tenantId,
      propertyDraftId: v.propertyDraftId,
      startAt: instantOf(v.date, v.startTime),
      endAt: instantOf(v.date, v.endTime),
      place: v.place || null,
      status: v.status,
      note: v.note || null,
    }),
  );

export interface VisitFormValues {
  tenantId: string | null;
  propertyDraftId: string | null;
  date: string;
  startTime: string;
  endTime: string;
  place: string;
  status: number;
  note: string;
}

/** The wire's field names → the form's: the server's messages go under the matching fields. */
export const SERVER_FIELDS: Record<string, keyof VisitFormValues> = {
  tenantId: 'tenantId',
  propertyDraftId: 'propertyDraftId',
  startAt: 'startTime',
  endAt: 'endTime',
  place: 'place',
  status: 'status',
  note: 'note',
};

export function emptyVisitForm(preset: { tenantId?: string | null; propertyDraftId?: string | null; place?: string; date?: string } = {}): VisitFormValues {
  return {
    tenantId: preset.tenantId ?? null,
    propertyDraftId: preset.propertyDraftId ?? null,
    date: preset.date ?? '',
    startTime: '',
    endTime: '',
    place: preset.place ?? '',
    status: EventStatus.Scheduled,
    note: '',
  };
}

export function visitFormFrom(event: CalendarEvent): VisitFormValues {
  return {
    tenantId: event.tenantId,
    propertyDraftId: event.propertyDraftId,
    date: dayOf(event.startAt),
    startTime: timeOf(event.startAt),
    endTime: timeOf(event.endAt),
    place: event.place ?? '',
    status: event.status,
    note: event.note ?? '',
  };
}

const FIELDS = ['tenantId', 'propertyDraftId', 'date', 'startTime', 'endTime', 'place', 'status', 'note'] as const;

/** Whether the agent changed anything from what the form opened with. */
export function visitFormDiffers(values: VisitFormValues, initial: VisitFormValues): boolean {
  return FIELDS.some((name) => (values[name] ?? '') !== (initial[name] ?? ''));
}
