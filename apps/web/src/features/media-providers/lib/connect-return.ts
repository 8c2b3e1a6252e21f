import type { ConnectOrigin } from '@vitrina/contract/schemas/media-provider';
import { safeContinueUrl } from '../../../lib/continue-url';
import type { Network } from './networks';
import { paths } from '../../../config/paths';

export type { ConnectOrigin };

/** Where a connection started: the screen and, from the editor, the draft. */
export interface ConnectContext {
  /** null when the callback could not tell (it then returns to the dashboard). */
  from: ConnectOrigin | null;
  contextId?: string | null;
}

interface StoredReturn extends ConnectContext {
  network: Network;
  path: string;
  savedAt: number;
}

const KEY = 'vitrina.connectReturn';
/** A stored destination older than this belongs to an abandoned attempt. */
const MAX_AGE_MS = 60 * 60_000;

export function parseOrigin(value: string | null): ConnectOrigin | null {
  return value === 'account' || value === 'property-editor' || value === 'onboarding' ? value : null;
}

/** The screen to go back to after connecting a network from `from`. */
export function returnPath(network: Network, { from, contextId }: Partial<ConnectContext>): string {
  if (from === 'account') return paths.accountIntegrations;
  if (from === 'property-editor' && contextId) {
    return paths.editor(contextId, { section: network });
  }
  if (from === 'onboarding') return paths.onboardingStep(3, { from: 'async_media' });
  return paths.dashboard;
}

/** Kept in local storage before leaving for the network's login, read on return (spec 3 §2). */
export function saveConnectReturn(network: Network, context: ConnectContext): void {
  const value: StoredReturn = { network, ...context, path: returnPath(network, context), savedAt: Date.now() };
  try {
    window.localStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the callback falls back to its query.
  }
}

/** The stored attempt for this network, or null (missing, stale, another network, unsafe path). */
export function readConnectReturn(network: Network): (ConnectContext & { path: string }) | null {
  let stored: Partial<StoredReturn>;
  try {
    stored = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') ?? {};
  } catch {
    return null;
  }
  const from = parseOrigin(stored.from ?? null);
  const path = safeContinueUrl(typeof stored.path === 'string' ? stored.path : null);
  const fresh = typeof stored.savedAt === 'number' && Date.now() - stored.savedAt < MAX_AGE_MS;
  if (stored.network !== network || !path || !fresh) return null;
  return { from, contextId: typeof stored.contextId === 'string' ? stored.contextId : null, path };
}

export function clearConnectReturn(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
