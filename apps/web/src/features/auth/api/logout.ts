import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { useAuth } from '../hooks/use-auth';
import { paths } from '@vitrina/contract/paths';

/** DELETE /auth/agents/logout. */
export async function logout(): Promise<null> {
  return api.delete<null>(paths.logout());
}

/** Logs out on the server (errors ignored), then drops the cookie and the agent. */
export function useLogout() {
  const { endSession } = useAuth();
  return useAction(() => logout().catch(() => null), { onSettled: () => endSession() });
}
