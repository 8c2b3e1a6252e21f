import type { CalendarEvent } from '@vitrina/contract/schemas/event';
import { saveAccessToken } from '../../lib/access-token';
import { mockApi, paged, type Responder } from '../../test/api-mock';
import { makeAgent } from '../../test/fixtures';

export const TENANT_ID = '5d0c3a52-3d43-4bd4-a1a5-0d1b3c4e5f61';
export const DRAFT_ID = 'draft-1';

/** A visit on Tuesday 5 March 2030, 10:00–11:00 in Caracas (14:00–15:00 UTC). */
export function makeEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    eventId: 'event-1',
    tenantId: TENANT_ID,
    tenant: { tenantId: TENANT_ID, fullName: 'José Hernández', slug: 'jose-hernandez' },
    propertyDraftId: DRAFT_ID,
    property: { propertyDraftId: DRAFT_ID, propertyId: 'property-1', title: 'Casa en venta en Chacao', address: 'Av. Principal 12, Chacao' },
    startAt: '2030-03-05T14:00:00.000Z',
    endAt: '2030-03-05T15:00:00.000Z',
    place: 'Av. Principal 12, Chacao',
    status: 1,
    note: null,
    createdAt: '2030-03-01T12:00:00.000Z',
    updatedAt: '2030-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** A signed-in agent (the shell's requests answered; no task due on the calendar) with the given routes. */
/** A done visit with Ana Rojas on Thursday 7 March 2030, 16:30 in Caracas, with no listing. */
export function anaRojasVisit(): CalendarEvent {
  return makeEvent({
    eventId: 'event-2',
    tenant: { tenantId: 't2', fullName: 'Ana Rojas', slug: 'ana-rojas' },
    property: null,
    propertyDraftId: null,
    startAt: '2030-03-07T20:30:00.000Z',
    endAt: '2030-03-07T21:30:00.000Z',
    status: 2,
  });
}

export function signedInWith(routes: Record<string, Responder | Responder[]>) {
  saveAccessToken('tok');
  return mockApi({ 'GET /auth/agents': { data: makeAgent() }, 'GET /agents/tasks': paged([], { limit: 100 }), ...routes });
}

/** The query of a request as a plain object. */
export function queryOf(call: { query: URLSearchParams }): Record<string, string> {
  return Object.fromEntries(call.query);
}
