import { useMutation } from '@tanstack/react-query';
import type { SocialProvider } from '@vitrina/contract/enums/auth-provider';
import type { Agent } from '@vitrina/contract/schemas/agent';
import type { SignInInput } from '@vitrina/contract/schemas/auth';
import { apiRequest, type ApiResult } from '../../../lib/api-client';
import { useAuth } from '../hooks/use-auth';

export interface Session {
  agent: Agent;
  accessToken: string | null;
  /** Social sign-ins land on the dashboard (spec 1 §2.3) whatever the profile. */
  landing?: 'dashboard';
}

export function toSession(result: ApiResult<Agent>): Session {
  return { agent: result.data, accessToken: result.metadata.authorization?.accessToken ?? null };
}

/** POST /auth/agents. */
export async function signIn(input: SignInInput): Promise<Session> {
  return toSession(await apiRequest<Agent>('/auth/agents', { method: 'POST', body: input }));
}

/** POST /auth/agents/providers/{provider}. */
export async function signInWithProvider(provider: SocialProvider, accessToken: string): Promise<Session> {
  const result = await apiRequest<Agent>(`/auth/agents/providers/${provider}`, {
    method: 'POST',
    body: { accessToken },
  });
  return { ...toSession(result), landing: 'dashboard' };
}

export function useSignIn() {
  const { startSession } = useAuth();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => startSession(session),
  });
}
