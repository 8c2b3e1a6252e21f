import type { Agent } from '@vitrina/contract/schemas/agent';
import { getAccessToken } from '../../../lib/access-token';
import { api } from '../../../lib/api-client';
import { paths } from '@vitrina/contract/paths';

/** GET /auth/agents: the signed-in agent, or null when there is no valid session. */
export async function fetchCurrentAgent(): Promise<Agent | null> {
  if (!getAccessToken()) return null;
  try {
    return await api.get<Agent>(paths.session());
  } catch {
    return null;
  }
}
