import { useQuery, type QueryClient } from '@tanstack/react-query';
import { eventsKey, eventsQueryOptions, todayVisitsQueryOptions, type EventFilters } from './events-options';

export { eventsKey, eventsQueryOptions, todayVisitsQueryOptions, fetchEvents, type EventFilters } from './events-options';

export function useTodayVisitsQuery() {
  return useQuery(todayVisitsQueryOptions());
}

export function useEventsQuery(filters: EventFilters, enabled = true) {
  return useQuery({ ...eventsQueryOptions(filters), enabled });
}

export function invalidateEvents(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: eventsKey });
}
