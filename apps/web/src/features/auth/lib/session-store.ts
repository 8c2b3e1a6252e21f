import type { Agent } from '@vitrina/contract/schemas/agent';
import { getAccessToken } from '../../../lib/access-token';
import { fetchCurrentAgent } from '../api/current-agent';

/** The signed-in agent; undefined while the first look-up runs, null without a valid session. */
export type SessionAgent = Agent | null | undefined;

export interface SessionStore {
  get: () => SessionAgent;
  set: (agent: Agent | null) => void;
  subscribe: (listener: () => void) => () => void;
  /** Reads the agent from the server (GET /auth/agents); a look-up in flight is shared. */
  load: () => Promise<void>;
}

/**
 * The agent session, read from GET /auth/agents with the cookie's token. A plain store, not a
 * query: the public pages load without TanStack Query (issue 15). Without a token it is known at
 * once (no session), with no request.
 */
export function createSessionStore(): SessionStore {
  let agent: SessionAgent;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: Agent | null) => {
    agent = next;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => agent,
    set,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load: () => {
      if (!getAccessToken()) {
        set(null);
        return Promise.resolve();
      }
      return (loading ??= fetchCurrentAgent()
        .then(set)
        .finally(() => {
          loading = null;
        }));
    },
  };
}
