import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '@vitrina/contract/paths';
import { api } from '../../../lib/api-client';
import { matchingKeys } from './keys';
import { matchAlertsQueryOptions } from './match-alerts-options';

export { matchAlertsQueryOptions, DASHBOARD_ALERTS, fetchMatchAlerts } from './match-alerts-options';

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
