import { createContext, useContext } from 'react';
import type { Agent } from '@vitrina/contract/schemas/agent';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthState {
  status: AuthStatus;
  agent: Agent | null;
  /** Saves the access token (when given) and sets the signed-in agent. */
  startSession: (session: { agent: Agent; accessToken: string | null; landing?: 'dashboard' }) => void;
  /** Where the session just started should land when no continue_url says otherwise. */
  landing: 'dashboard' | null;
  /** Drops the token cookie and the agent. */
  endSession: () => void;
  /** Reads the agent again from the server. */
  reload: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
