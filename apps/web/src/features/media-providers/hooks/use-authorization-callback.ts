import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@vitrina/contract/errors';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { connectFacebook, connectInstagram } from '../api/connect-provider';
import { mediaProvidersKey } from '../api/media-providers';
import { parseOrigin, readConnectReturn, returnPath, type ConnectContext } from '../lib/connect-return';
import type { Network } from '../lib/networks';

export type CallbackPhase = 'pending' | 'success' | 'error';

/**
 * One request per code or token in this page's life: React's StrictMode runs effects twice, and
 * an Instagram code works only once.
 */
const attempts = new Map<string, Promise<unknown>>();

function sendOnce(key: string, send: () => Promise<unknown>): Promise<unknown> {
  let attempt = attempts.get(key);
  if (!attempt) {
    attempt = send();
    attempts.set(key, attempt);
  }
  return attempt;
}

/** A failure worth sending again: the network or the provider was down, the code may still be good. */
function isTransient(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500;
}

/**
 * The authorization callback: reads what the network sent back, connects the account once and
 * tells where to go next (the stored destination, else by `from`).
 */
export function useAuthorizationCallback(network: Network, onConnected?: () => void) {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [origin] = useState<ConnectContext & { path: string }>(() => {
    const stored = readConnectReturn(network);
    if (stored) return stored;
    const context = { from: parseOrigin(params.get('from')), contextId: params.get('context_id') };
    return { ...context, path: returnPath(network, context) };
  });

  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const token = params.get('access_token') ?? '';
  const key = network === 'instagram' ? (code && state ? `instagram:${code}` : '') : token ? `facebook:${token}` : '';
  const [result, setResult] = useState<{ key: string; phase: CallbackPhase; transient: boolean } | null>(null);
  const mounted = useRef(true);
  const latest = useRef({ onConnected, queryClient });
  useEffect(() => {
    latest.current = { onConnected, queryClient };
  });

  const follow = (attemptKey: string, attempt: Promise<unknown>, active: () => boolean) => {
    attempt.then(
      () => {
        if (!active()) return;
        setResult({ key: attemptKey, phase: 'success', transient: false });
        void latest.current.queryClient.invalidateQueries({ queryKey: mediaProvidersKey });
        latest.current.onConnected?.();
      },
      (error: unknown) => {
        if (active()) setResult({ key: attemptKey, phase: 'error', transient: isTransient(error) });
      },
    );
  };

  const send = () =>
    network === 'instagram' ? connectInstagram({ authorizationCode: code, state }) : connectFacebook({ shortToken: token });

  // Only a new code or token starts a request; `send` and `follow` read the latest values.
  const start = useEffectEvent((attemptKey: string, isActive: () => boolean) => follow(attemptKey, sendOnce(attemptKey, send), isActive));

  useEffect(() => {
    mounted.current = true;
    if (!key) return;
    let active = true;
    start(key, () => active);
    return () => {
      active = false;
      mounted.current = false;
    };
  }, [key]);

  /** Sends the same code or token again after a transient failure. */
  const resend = () => {
    attempts.delete(key);
    setResult(null);
    follow(key, sendOnce(key, send), () => mounted.current);
  };

  const phase: CallbackPhase = !key ? 'error' : result?.key === key ? result.phase : 'pending';
  // A spent code, a refused token or nothing to send: only a new authorization can help.
  const canResend = Boolean(key) && result?.key === key && result.transient;
  return { phase, origin, canResend, resend };
}
