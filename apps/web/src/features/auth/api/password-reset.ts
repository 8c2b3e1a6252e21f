import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { paths } from '@vitrina/contract/paths';

/** POST /auth/agents/password-reset: e-mails a reset link. */
export async function requestPasswordReset(emailAddress: string): Promise<null> {
  const result = await apiRequest<null>(paths.passwordReset(), {
    method: 'POST',
    body: { emailAddress },
  });
  return result.data;
}

/** PUT /auth/agents/password-reset with the reset token as the bearer. */
export async function resetPassword(input: { password: string; token: string }): Promise<null> {
  const result = await apiRequest<null>(paths.passwordReset(), {
    method: 'PUT',
    body: { password: input.password },
    token: input.token,
  });
  return result.data;
}

export function useRequestPasswordReset() {
  return useAction(requestPasswordReset);
}

export function useResetPassword() {
  return useAction(resetPassword);
}
