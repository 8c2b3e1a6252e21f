import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '@vitrina/contract/paths';
import type { MatchAlert } from '@vitrina/contract/schemas/matching';
import { api } from '../../../lib/api-client';
import { matchingKeys } from './keys';

/** How many alerts the dashboard shows. */
export const DASHBOARD_ALERTS = 5;

/** GET /match-alerts?limit=5: the agent's latest publish alerts, newest first. */
export function fetchMatchAlerts(signal?: AbortSignal): Promise<MatchAlert[]> {
  return api.get<MatchAlert[]>(paths.matchAlerts(), { limit: DASHBOARD_ALERTS }, signal).then((rows) => rows ?? []);
}

export const matchAlertsQueryOptions = queryOptions({ queryKey: matchingKeys.alerts, queryFn: ({ signal }) => fetchMatchAlerts(signal) });

export function useMatchAlertsQuery() {
  return useQuery(matchAlertsQueryOptions);
}

/** DELETE /match-alerts/{alertId}: the alert leaves the list at once. */
export function useDismissMatchAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: string) => api.delete(paths.matchAlert(alertId)),
    onSuccess: (_result, alertId) => {
      queryClient.setQueryData(matchAlertsQueryOptions.queryKey, (rows) => rows?.filter((a) => a.alertId !== alertId));
      return queryClient.invalidateQueries({ queryKey: matchingKeys.alerts });
    },
  });
}
