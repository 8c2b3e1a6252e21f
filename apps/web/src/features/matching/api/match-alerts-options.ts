import { queryOptions } from '@tanstack/react-query';
import { paths } from '@vitrina/contract/paths';
import type { MatchAlert } from '@vitrina/contract/schemas/matching';
import { api } from '../../../lib/api-client';
import { matchingKeys } from './keys';

// The dashboard's match alerts: the query options and fetcher, apart from the hooks so that the first chunk (app/first-requests.ts) loads without TanStack Query's observers (issue 15).

/** How many alerts the dashboard shows. */
export const DASHBOARD_ALERTS = 5;

/** GET /match-alerts?limit=5: the agent's latest publish alerts, newest first. */
export function fetchMatchAlerts(signal?: AbortSignal): Promise<MatchAlert[]> {
  return api.get<MatchAlert[]>(paths.matchAlerts(), { limit: DASHBOARD_ALERTS }, signal).then((rows) => rows ?? []);
}

export const matchAlertsQueryOptions = queryOptions({ queryKey: matchingKeys.alerts, queryFn: ({ signal }) => fetchMatchAlerts(signal) });
