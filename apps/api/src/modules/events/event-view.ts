import { UNTITLED_PROPERTY } from '@vitrina/contract/enums/event';
import type { CalendarEvent, EventOverlap } from '@vitrina/contract/schemas/event';
import { fullName, tenantRef } from '../../lib/agent-view';
import { titleOf } from '../property-drafts/draft-view';
import type { EventJoined } from './events.repository';

/** The listing's title as its cards show it, or 'Propiedad sin título' while the draft has no type. */
export function listingTitle(row: Pick<EventJoined, 'typeName' | 'draftOperationType' | 'locationName'>): string {
  return titleOf(row.typeName, row.draftOperationType ?? 0, row.locationName) ?? UNTITLED_PROPERTY;
}

export function toEvent(row: EventJoined): CalendarEvent {
  const e = row.event;
  return {
    eventId: e.id,
    tenantId: e.tenantId,
    tenant: tenantRef(e.tenantId, row.tenantFirstName, row.tenantLastName, row.tenantSlug),
    propertyDraftId: e.draftId,
    property: e.draftId
      ? { propertyDraftId: e.draftId, propertyId: row.propertyId, title: listingTitle(row), address: row.draftAddress }
      : null,
    startAt: e.startAt.toISOString(),
    endAt: e.endAt.toISOString(),
    place: e.place,
    status: e.status,
    note: e.note,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

export function toOverlap(o: { eventId: string; startAt: Date; endAt: Date; firstName: string; lastName: string | null }): EventOverlap {
  return { eventId: o.eventId, startAt: o.startAt.toISOString(), endAt: o.endAt.toISOString(), tenantFullName: fullName(o.firstName, o.lastName) };
}
