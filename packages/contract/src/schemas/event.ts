import { z } from 'zod';
import { paginationQuery, requiredString, text } from './common';
import { EVENT_NOTE_MAX, EVENT_PLACE_MAX, EVENTS_MAX_LIMIT, EVENTS_PAGE_SIZE, EVENTS_TIME_ZONE } from '../enums/event';

export { EVENT_NOTE_MAX, EVENT_PLACE_MAX, EVENTS_MAX_LIMIT, EVENTS_PAGE_SIZE, EVENTS_TIME_ZONE };

/** An ISO 8601 instant with its offset: '2026-11-27T14:00:00Z' or '2026-11-27T10:00:00-04:00'. */
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

export function isInstant(value: string): boolean {
  return INSTANT_PATTERN.test(value) && !Number.isNaN(Date.parse(value));
}

const instant = (required: string, invalid: string) =>
  requiredString(required)
    .trim()
    .min(1, { error: required, abort: true })
    .refine(isInstant, { error: invalid, abort: true })
    .meta({ format: 'date-time', description: 'ISO 8601 instant with its offset (Z or ±hh:mm); answers carry UTC' });

const STATUS_INVALID = 'El estado no es válido';
const status = z.number({ error: STATUS_INVALID }).int(STATUS_INVALID).min(1, STATUS_INVALID).max(4, STATUS_INVALID)
  .describe('1 Programada, 2 Realizada, 3 Cancelada, 4 No asistió');

const place = text('El lugar no es válido')
  .trim()
  .max(EVENT_PLACE_MAX, `El lugar no debe tener más de ${EVENT_PLACE_MAX} caracteres`)
  .transform((v) => v || null)
  .nullable();

const note = text('La nota no es válida')
  .trim()
  .max(EVENT_NOTE_MAX, `La nota no debe tener más de ${EVENT_NOTE_MAX} caracteres`)
  .transform((v) => v || null)
  .nullable()
  .default(null)
  .describe('Plain text; blank or null means none');

const shape = {
  tenantId: requiredString('El cliente es requerido').trim().min(1, 'El cliente es requerido')
    .describe("One of the agent's customers"),
  propertyDraftId: text('La propiedad no es válida').nullable()
    .describe('The listing visited (its draft id: own or shared with the agent), or null'),
  startAt: instant('La fecha de inicio es requerida', 'La fecha de inicio no es válida'),
  endAt: instant('La fecha de fin es requerida', 'La fecha de fin no es válida'),
  place,
  status,
  note,
};

export const END_BEFORE_START = 'La hora de fin debe ser posterior a la hora de inicio';
const endAfterStart = (v: { startAt: string; endAt: string }) => Date.parse(v.endAt) > Date.parse(v.startAt);

/**
 * POST /events: `status` defaults to 1 (Programada); `place` omitted, null or blank takes the
 * listing's address when a listing is given (else null); `propertyDraftId` and `note` default to null.
 */
export const eventCreateBodySchema = z
  .strictObject({
    ...shape,
    propertyDraftId: shape.propertyDraftId.default(null),
    place: place.optional().describe("Omitted, null or blank: the listing's address when a listing is given"),
    status: status.default(1),
  })
  .refine(endAfterStart, { error: END_BEFORE_START, path: ['endAt'] });
export type EventCreateBody = z.input<typeof eventCreateBodySchema>;

/** PUT /events/{eventId}: the whole visit as it should be (`place` null or blank clears it; `note` omitted clears it). */
export const eventUpdateBodySchema = z
  .strictObject(shape)
  .refine(endAfterStart, { error: END_BEFORE_START, path: ['endAt'] });
export type EventUpdateBody = z.input<typeof eventUpdateBodySchema>;

const instantFilter = text()
  .refine(isInstant, 'La fecha no es válida')
  .optional();

/**
 * GET /events: the agent's own visits ordered by startAt (then createdAt). `from`/`to` keep the
 * visits that intersect [from, to) (start before `to`, end after `from`). `tenantId` and
 * `propertyId` narrow further; an id that is not the agent's simply finds nothing.
 */
export const eventListQuery = z.object({
  from: instantFilter.describe('ISO instant: visits ending after it'),
  to: instantFilter.describe('ISO instant: visits starting before it'),
  tenantId: text().max(100, 'El cliente no es válido').optional(),
  propertyId: text()
    .max(100, 'La propiedad no es válida')
    .optional()
    .describe("The visit's listing, given either as its draft id (propertyDraftId) or as its published property id (the listing's page)"),
  status: z.coerce.number().int(STATUS_INVALID).min(1, STATUS_INVALID).max(4, STATUS_INVALID).optional(),
  ...paginationQuery(EVENTS_PAGE_SIZE, EVENTS_MAX_LIMIT).shape,
});
export type EventListQuery = z.input<typeof eventListQuery>;

/** A visit as its agent sees it. Instants are UTC ISO strings; show them in America/Caracas. */
export const eventSchema = z.object({
  eventId: z.string(),
  tenantId: z.string(),
  tenant: z.object({ tenantId: z.string(), fullName: z.string(), slug: z.string() }),
  propertyDraftId: z.string().nullable(),
  property: z
    .object({
      propertyDraftId: z.string(),
      propertyId: z.string().nullable().describe('The published property, null while the listing is a draft'),
      title: z.string().describe("'Apartamento en venta en Chacao'; 'Propiedad sin título' while the draft has no type"),
      address: z.string().nullable(),
    })
    .nullable(),
  startAt: z.string(),
  endAt: z.string(),
  place: z.string().nullable(),
  status: z.number().int().describe('1 Programada, 2 Realizada, 3 Cancelada, 4 No asistió'),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CalendarEvent = z.infer<typeof eventSchema>;

/** Another non-cancelled visit of the same agent that intersects the one just saved. */
export const eventOverlapSchema = z.object({
  eventId: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  tenantFullName: z.string(),
});
export type EventOverlap = z.infer<typeof eventOverlapSchema>;

/** Answer of POST and PUT: the visit, and the overlapping visits as a warning (saved anyway). */
export const eventSavedEnvelope = z.object({
  data: eventSchema,
  metadata: z.object({
    overlaps: z.array(eventOverlapSchema).describe("The agent's other non-cancelled visits that intersect this one (empty when none, or when this one is cancelled)"),
  }),
});
export type EventSaved = z.infer<typeof eventSavedEnvelope>;
