import { useMutation } from '@tanstack/react-query';
import type { Agent, UpdateAgentInput } from '@vitrina/contract/schemas/agent';
import { api } from '../../../lib/api-client';
import { paths } from '@vitrina/contract/paths';

/** PUT /agents: any subset of the profile fields; answers the agent. */
export function updateAgent(input: UpdateAgentInput): Promise<Agent> {
  return api.put<Agent>(paths.agents(), input);
}

/** The caller reloads the session on success (the agent lives in the auth feature). */
export function useUpdateAgent() {
  return useMutation({ mutationFn: updateAgent });
}
