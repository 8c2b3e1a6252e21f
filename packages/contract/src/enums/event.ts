/** Visit (event) codes of issue 12, like the task statuses: numbers on the wire, Spanish labels here (zod-free). */
export const EventStatus = { Scheduled: 1, Done: 2, Cancelled: 3, NoShow: 4 } as const;
export type EventStatus = (typeof EventStatus)[keyof typeof EventStatus];
export const eventStatusLabels: Record<EventStatus, string> = {
  1: 'Programada',
  2: 'Realizada',
  3: 'Cancelada',
  4: 'No asistió',
};

/** Visits are scheduled and shown in this time zone; the wire carries UTC instants. */
export const EVENTS_TIME_ZONE = 'America/Caracas';

/** Default page of GET /events: an agent's month (or more) of visits fits in one page. */
export const EVENTS_PAGE_SIZE = 500;
/** Largest `limit` GET /events accepts. */
export const EVENTS_MAX_LIMIT = 500;

/** Longest place of a visit (characters, after trimming). */
export const EVENT_PLACE_MAX = 255;
/** Longest note of a visit (characters, plain text, after trimming). */
export const EVENT_NOTE_MAX = 1000;

/** What a visit's listing is called while its draft has no property type yet (no title). */
export const UNTITLED_PROPERTY = 'Propiedad sin título';
