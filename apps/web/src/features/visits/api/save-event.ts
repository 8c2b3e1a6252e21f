import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@vitrina/contract/paths';
import type { CalendarEvent, EventCreateBody, EventOverlap, EventUpdateBody } from '@vitrina/contract/schemas/event';
import { api, apiRequest } from '../../../lib/api-client';
import { invalidateEvents } from './events';

/** A saved visit and the agent's other visits it overlaps (a warning: it is saved anyway). */
export interface SavedEvent {
  event: CalendarEvent;
  overlaps: EventOverlap[];
}

function saved(result: { data: CalendarEvent; metadata: unknown }): SavedEvent {
  const overlaps = (result.metadata as { overlaps?: EventOverlap[] }).overlaps ?? [];
  return { event: result.data, overlaps };
}

/** POST /events → 201 with `metadata.overlaps`. */
export async function createEvent(body: EventCreateBody): Promise<SavedEvent> {
  return saved(await apiRequest<CalendarEvent>(paths.events(), { method: 'POST', body }));
}

/** PUT /events/{eventId}: the whole visit as it should be. */
export async function updateEvent(input: { eventId: string; body: EventUpdateBody }): Promise<SavedEvent> {
  return saved(await apiRequest<CalendarEvent>(paths.event(input.eventId), { method: 'PUT', body: input.body }));
}

/** DELETE /events/{eventId}. */
export function deleteEvent(eventId: string): Promise<unknown> {
  return api.delete(paths.event(eventId));
}

/** The body of a PUT that keeps the visit as it is but for its status. */
export function withStatus(event: CalendarEvent, status: number): EventUpdateBody {
  return {
    tenantId: event.tenantId,
    propertyDraftId: event.propertyDraftId,
    startAt: event.startAt,
    endAt: event.endAt,
    place: event.place,
    status,
    note: event.note,
  };
}

/** Saves (creates without `eventId`, else replaces) and refreshes every list of visits. */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { eventId: string | null; body: EventCreateBody }) =>
      input.eventId ? updateEvent({ eventId: input.eventId, body: input.body as EventUpdateBody }) : createEvent(input.body),
    onSuccess: () => invalidateEvents(queryClient),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteEvent, onSuccess: () => invalidateEvents(queryClient) });
}

/** Changes only the status of a visit (inline selects). */
export function useEventStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { event: CalendarEvent; status: number }) =>
      updateEvent({ eventId: input.event.eventId, body: withStatus(input.event, input.status) }),
    onSuccess: () => invalidateEvents(queryClient),
  });
}
