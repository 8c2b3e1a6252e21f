import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { removeAccessToken, saveAccessToken } from '../../../lib/access-token';
import { onUnauthorized } from '../../../lib/api-client';
import { currentAgentQueryOptions, useCurrentAgentQuery } from '../api/current-agent';
import { AuthContext, type AuthState } from '../hooks/use-auth';

/** Holds the agent session: read at start from GET /auth/agents with the cookie's token. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useCurrentAgentQuery();
  const key = currentAgentQueryOptions.queryKey;
  const [landing, setLanding] = useState<'dashboard' | null>(null);

  useEffect(
    () =>
      onUnauthorized(() => {
        queryClient.setQueryData(key, null);
      }),
    [queryClient, key],
  );

  const value = useMemo<AuthState>(() => {
    const agent = query.data ?? null;
    const status = query.isPending ? 'loading' : agent ? 'authenticated' : 'unauthenticated';
    return {
      status,
      agent,
      landing,
      startSession: ({ agent: next, accessToken, landing: nextLanding }) => {
        if (accessToken) saveAccessToken(accessToken);
        setLanding(nextLanding ?? null);
        queryClient.setQueryData(key, next);
      },
      endSession: () => {
        removeAccessToken();
        queryClient.setQueryData(key, null);
      },
      reload: async () => {
        await queryClient.invalidateQueries({ queryKey: key });
      },
    };
  }, [query.data, query.isPending, queryClient, key, landing]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
