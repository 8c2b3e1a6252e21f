import { loadScript } from './load-script';

const SDK_SRC = 'https://connect.facebook.net/es_LA/sdk.js';
export const FACEBOOK_API_VERSION = 'v22.0';

interface LoginResponse {
  status?: string;
  authResponse?: { accessToken?: string } | null;
}

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(callback: (response: LoginResponse) => void, options: { scope: string }): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
  }
}

let initialisedFor: string | null = null;

/** Loads the Facebook SDK once and initialises it for the app id. */
export async function loadFacebookSdk(appId: string): Promise<FacebookSdk> {
  await loadScript(SDK_SRC);
  const fb = window.FB;
  if (!fb) throw new Error('Facebook SDK unavailable');
  if (initialisedFor !== appId) {
    fb.init({ appId, version: FACEBOOK_API_VERSION, cookie: false, xfbml: false });
    initialisedFor = appId;
  }
  return fb;
}

/** Opens Facebook's login dialog and answers the access token, or null when it is cancelled. */
export async function requestFacebookAccessToken(
  appId: string,
  scope = 'email,public_profile',
): Promise<string | null> {
  const fb = await loadFacebookSdk(appId);
  return new Promise<string | null>((resolve) => {
    fb.login((response) => resolve(response.authResponse?.accessToken ?? null), { scope });
  });
}
