import { ErrorType } from '@vitrina/contract/errors';
import type { SocialProvider } from '@vitrina/contract/enums/auth-provider';
import type { Agent } from '@vitrina/contract/schemas/agent';
import type { EmailAvailability, SignUpInput } from '@vitrina/contract/schemas/auth';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { useAuth } from '../hooks/use-auth';
import { signInWithProvider, toSession, type Session } from './sign-in';
import { paths } from '@vitrina/contract/paths';

/** POST /agents with a password: creates the agent and signs them in. */
export async function signUp(input: SignUpInput): Promise<Session> {
  return toSession(await apiRequest<Agent>(paths.agents(), { method: 'POST', body: input }));
}

/**
 * Step 1's check, POST /agents?availability=true without a password: whether the e-mail is free.
 * Asked this way both answers are 200, so the usual case logs no failed request in the browser.
 */
export async function checkSignUpEmail(input: Omit<SignUpInput, 'password'>): Promise<boolean> {
  const result = await apiRequest<EmailAvailability>(paths.agents(), { method: 'POST', query: { availability: 'true' }, body: input });
  return result.data.available;
}

/** POST /agents/providers/{provider}; an e-mail already in use signs in with the same token. */
export async function signUpWithProvider(provider: SocialProvider, accessToken: string): Promise<Session> {
  try {
    const result = await apiRequest<Agent>(paths.socialSignUp(provider), {
      method: 'POST',
      body: { accessToken },
    });
    return toSession(result);
  } catch (error) {
    if (isApiError(error, ErrorType.EMAIL_IN_USE)) return signInWithProvider(provider, accessToken);
    throw error;
  }
}

export function useSignUp() {
  const { startSession } = useAuth();
  return useAction(signUp, {
    onSuccess: (session) => {
      if (session.accessToken) startSession(session);
    },
  });
}
