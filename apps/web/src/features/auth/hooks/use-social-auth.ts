import { useState } from 'react';
import type { SocialProvider } from '@vitrina/contract/enums/auth-provider';
import { getConfig } from '../../../config/runtime-config';
import { signInWithProvider, type Session } from '../api/sign-in';
import { signUpWithProvider } from '../api/sign-up';
import { authMessages, socialErrorMessage } from '../messages';
import { useAuth } from './use-auth';

export type SocialMode = 'signin' | 'signup';

/** The providers' loaders come with the click (the sign-in page's first load stays small). */
async function requestProviderToken(provider: SocialProvider): Promise<string | null> {
  const config = getConfig();
  if (provider === 'google') {
    if (!config.googleClientId) return null;
    const { requestGoogleAccessToken } = await import('../../../lib/google-identity');
    return requestGoogleAccessToken(config.googleClientId);
  }
  if (!config.facebookAppId) return null;
  const { requestFacebookAccessToken } = await import('../../../lib/facebook-sdk');
  return requestFacebookAccessToken(config.facebookAppId);
}

/**
 * Google and Facebook sign-in or sign-up: opens the provider's popup, sends its access token to
 * the server and starts the session. Sign-up falls back to sign-in when the e-mail is in use.
 */
export function useSocialAuth(mode: SocialMode, onError: (message: string | null) => void) {
  const { startSession } = useAuth();
  const [pending, setPending] = useState<SocialProvider | null>(null);

  const start = async (provider: SocialProvider) => {
    onError(null);
    setPending(provider);
    try {
      let token: string | null;
      try {
        token = await requestProviderToken(provider);
      } catch {
        onError(authMessages.generic);
        return;
      }
      if (!token) return;
      let session: Session;
      try {
        session =
          mode === 'signin' ? await signInWithProvider(provider, token) : await signUpWithProvider(provider, token);
      } catch (error) {
        onError(socialErrorMessage(error, provider));
        return;
      }
      startSession(session);
    } finally {
      setPending(null);
    }
  };

  const config = getConfig();
  return {
    start,
    pending,
    googleEnabled: Boolean(config.googleClientId),
    facebookEnabled: Boolean(config.facebookAppId),
  };
}
