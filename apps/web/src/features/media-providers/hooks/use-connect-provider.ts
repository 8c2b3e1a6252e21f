import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { getConfig } from '../../../config/runtime-config';
import { loadFacebookSdk, requestFacebookAccessToken } from '../../../lib/facebook-sdk';
import { notifyError } from '../../../lib/notify';
import { fetchInstagramAuthorizeUrl } from '../api/connect-provider';
import { saveConnectReturn, type ConnectContext } from '../lib/connect-return';
import { leavePageFor } from '../lib/leave-page';
import { connectMessages, FACEBOOK_SCOPE, type Network } from '../lib/networks';

/** The callback route of a network (DECISIONS §2). */
export function callbackPath(network: Network): string {
  return `/oauth/authorize/${network}`;
}

async function facebookToken(): Promise<string | null> {
  const { facebookAppId } = getConfig();
  if (!facebookAppId) return null;
  try {
    return await requestFacebookAccessToken(facebookAppId, FACEBOOK_SCOPE);
  } catch {
    return null;
  }
}

/** Loads the Facebook SDK ahead of the click, so that its login popup opens within the gesture. */
export function usePreloadFacebookSdk(active: boolean) {
  useEffect(() => {
    const { facebookAppId } = getConfig();
    if (active && facebookAppId) loadFacebookSdk(facebookAppId).catch(() => undefined);
  }, [active]);
}

/**
 * Starts connecting a network from a screen (`from`, and the draft as `contextId` in the editor).
 * Instagram: asks the server for the authorize address, keeps the way back and leaves for it.
 * Facebook: the SDK's login, then the callback route with the token.
 */
export function useConnectProvider(context: ConnectContext) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<Network | null>(null);

  // Coming back to this page from Instagram's site through the back button restores it as it was.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => event.persisted && setPending(null);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const connectInstagram = async () => {
    let redirectTo: string;
    try {
      ({ redirectTo } = await fetchInstagramAuthorizeUrl());
    } catch {
      setPending(null);
      notifyError(connectMessages.instagram);
      return;
    }
    saveConnectReturn('instagram', context);
    leavePageFor(redirectTo);
  };

  const connectFacebook = async () => {
    const token = await facebookToken();
    setPending(null);
    if (!token) {
      notifyError(connectMessages.facebook);
      return;
    }
    saveConnectReturn('facebook', context);
    const query = new URLSearchParams({ access_token: token });
    if (context.from) query.set('from', context.from);
    if (context.contextId) query.set('context_id', context.contextId);
    navigate(`${callbackPath('facebook')}?${query.toString()}`);
  };

  const connect = (network: Network) => {
    if (pending) return;
    setPending(network);
    void (network === 'instagram' ? connectInstagram() : connectFacebook());
  };

  return { connect, pending };
}
