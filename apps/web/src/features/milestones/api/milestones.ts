import { useQuery } from '@tanstack/react-query';
import { milestonesQueryOptions } from './milestones-options';

export { milestonesQueryOptions, fetchMilestones } from './milestones-options';

export function useMilestonesQuery() {
  return useQuery(milestonesQueryOptions);
}
