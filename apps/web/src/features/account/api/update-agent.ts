import { useMutation } from '@tanstack/react-query';
import type { Agent, UpdateAgentInput } from '@vitrina/contract/schemas/agent';
import { api } from '../../../lib/api-client';

/** PUT /agents: any subset of the profile fields; answers the agent. */
export function updateAgent(input: UpdateAgentInput): Promise<Agent> {
  return api.put<Agent>('/agents', input);
}

/** The caller reloads the session on success (the agent lives in the auth feature). */
export function useUpdateAgent() {
  return useMutation({ mutationFn: updateAgent });
}
