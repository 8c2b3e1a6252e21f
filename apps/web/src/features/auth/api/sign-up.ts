import { ErrorType } from '@vitrina/contract/errors';
import type { SocialProvider } from '@vitrina/contract/enums/auth-provider';
import type { Agent } from '@vitrina/contract/schemas/agent';
import type { SignUpInput } from '@vitrina/contract/schemas/auth';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { useAuth } from '../hooks/use-auth';
import { signInWithProvider, toSession, type Session } from './sign-in';
import { paths } from '@vitrina/contract/paths';

/**
 * POST /agents. Without a password the server only checks the e-mail and answers
 * PASSWORD_REQUIRED (go to step 2) or EMAIL_IN_USE.
 */
export async function signUp(input: SignUpInput): Promise<Session> {
  return toSession(await apiRequest<Agent>(paths.agents(), { method: 'POST', body: input }));
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
