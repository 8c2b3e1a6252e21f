import { useQuery } from '@tanstack/react-query';
import { agentTasksQueryOptions, type AgentTaskFilters } from './agent-tasks-options';

export { agentTaskFiltersFromUrl, DEFAULT_TASK_TAB, type AgentTaskFilters } from './agent-tasks-options';

export function useAgentTasksQuery(filters: AgentTaskFilters) {
  return useQuery(agentTasksQueryOptions(filters));
}
