import type { SocialProvider } from '@vitrina/contract/enums/auth-provider';
import { ErrorType } from '@vitrina/contract/errors';
import type { Agent } from '@vitrina/contract/schemas/agent';
import type { SignInInput } from '@vitrina/contract/schemas/auth';
import { apiRequest, isApiError, type ApiResult } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { getCaptchaToken } from '../../../lib/recaptcha';
import { useAuth } from '../hooks/use-auth';
import { paths } from '@vitrina/contract/paths';

export interface Session {
  agent: Agent;
  accessToken: string | null;
  /** Social sign-ins land on the dashboard (spec 1 §2.3) whatever the profile. */
  landing?: 'dashboard';
}

export function toSession(result: ApiResult<Agent>): Session {
  return { agent: result.data, accessToken: result.metadata.authorization?.accessToken ?? null };
}

/**
 * POST /auth/agents. Past the attempt limit (429) the server still checks the password when a
 * captcha passes: with a captcha configured, the call is sent once more with its token.
 */
export async function signIn(input: SignInInput): Promise<Session> {
  try {
    return toSession(await apiRequest<Agent>(paths.session(), { method: 'POST', body: input }));
  } catch (err) {
    if (!isApiError(err, ErrorType.TOO_MANY_REQUESTS) || input.recaptchaToken) throw err;
    const captcha = await getCaptchaToken('submit_form');
    if (!captcha.configured || !captcha.token) throw err;
    const body = { ...input, recaptchaToken: captcha.token };
    return toSession(await apiRequest<Agent>(paths.session(), { method: 'POST', body }));
  }
}

/** POST /auth/agents/providers/{provider}. */
export async function signInWithProvider(provider: SocialProvider, accessToken: string): Promise<Session> {
  const result = await apiRequest<Agent>(paths.socialSession(provider), {
    method: 'POST',
    body: { accessToken },
  });
  return { ...toSession(result), landing: 'dashboard' };
}

export function useSignIn() {
  const { startSession } = useAuth();
  return useAction(signIn, { onSuccess: (session) => startSession(session) });
}
