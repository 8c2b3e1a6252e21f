import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { removeAccessToken, saveAccessToken } from '../../../lib/access-token';
import { onUnauthorized } from '../../../lib/api-client';
import { AuthContext, type AuthState } from '../hooks/use-auth';
import { createSessionStore, type SessionStore } from '../lib/session-store';

interface AuthProviderProps {
  children: ReactNode;
  /** The app's session, its look-up already started (app.tsx); a new one otherwise. */
  session?: SessionStore;
}

/** Holds the agent session: read at start from GET /auth/agents with the cookie's token. */
export function AuthProvider({ children, session }: AuthProviderProps) {
  const [store] = useState(() => session ?? createSessionStore());
  const agent = useSyncExternalStore(store.subscribe, store.get);
  const [landing, setLanding] = useState<'dashboard' | null>(null);

  useEffect(() => {
    if (store.get() === undefined) void store.load();
  }, [store]);

  useEffect(() => onUnauthorized(() => store.set(null)), [store]);

  const value = useMemo<AuthState>(
    () => ({
      status: agent === undefined ? 'loading' : agent ? 'authenticated' : 'unauthenticated',
      agent: agent ?? null,
      landing,
      startSession: ({ agent: next, accessToken, landing: nextLanding }) => {
        if (accessToken) saveAccessToken(accessToken);
        setLanding(nextLanding ?? null);
        store.set(next);
      },
      endSession: () => {
        removeAccessToken();
        store.set(null);
      },
      reload: () => store.load(),
    }),
    [agent, landing, store],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
