import { queryOptions } from '@tanstack/react-query';
import { EVENTS_PAGE_SIZE } from '@vitrina/contract/enums/event';
import { paths } from '@vitrina/contract/paths';
import type { CalendarEvent } from '@vitrina/contract/schemas/event';
import { api } from '../../../lib/api-client';
import { caracasDayStart } from '../../../lib/caracas-day';

// Visits: the query options and fetcher, apart from the hooks so that the first chunk (app/first-requests.ts) loads without TanStack Query's observers (issue 15).

/** Root of every visit key (lists of a period, a customer, a listing); saves invalidate through it. */
export const eventsKey = ['events'] as const;

/** What a list of visits is narrowed by: a period [from, to) as ISO instants, a customer, a listing. */
export interface EventFilters {
  from?: string;
  to?: string;
  tenantId?: string;
  /** The listing's draft id or its published property id. */
  propertyId?: string;
}

/** GET /events: the agent's visits ordered by start, one page large enough for a month. */
export function fetchEvents(filters: EventFilters, signal?: AbortSignal): Promise<CalendarEvent[]> {
  return api.get<CalendarEvent[]>(paths.events(), { ...filters, limit: EVENTS_PAGE_SIZE }, signal);
}

export function eventsQueryOptions(filters: EventFilters) {
  return queryOptions({
    queryKey: [...eventsKey, 'list', filters] as const,
    queryFn: ({ signal }) => fetchEvents(filters, signal),
  });
}

/**
 * The dashboard's 'Visitas de hoy': today's [from, to) in Caracas. Without dayjs: the dashboard's
 * route loader starts this request from the first chunk (app/first-requests.ts).
 */
export function todayVisitsQueryOptions(now: Date = new Date()) {
  const iso = (ms: number) => new Date(ms).toISOString();
  return eventsQueryOptions({ from: iso(caracasDayStart(now)), to: iso(caracasDayStart(now, 1)) });
}
