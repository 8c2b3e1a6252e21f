import { loadScript } from './load-script';

const GSI_SRC = 'https://accounts.google.com/gsi/client';

interface TokenResponse {
  access_token?: string;
  error?: string;
}

interface GoogleOauth2 {
  initTokenClient(config: {
    client_id: string;
    scope: string;
    callback: (response: TokenResponse) => void;
    error_callback?: (error: { type?: string }) => void;
  }): { requestAccessToken: () => void };
}

declare global {
  interface Window {
    google?: { accounts?: { oauth2?: GoogleOauth2 } };
  }
}

/**
 * Opens Google's token popup and answers the access token, or null when the person closes it.
 * Throws when the script cannot be loaded.
 */
export async function requestGoogleAccessToken(clientId: string): Promise<string | null> {
  await loadScript(GSI_SRC);
  const oauth2 = window.google?.accounts?.oauth2;
  if (!oauth2) throw new Error('Google Identity Services unavailable');
  return new Promise<string | null>((resolve) => {
    const client = oauth2.initTokenClient({
      client_id: clientId,
      scope: 'openid email profile',
      callback: (response) => resolve(response.access_token ?? null),
      error_callback: () => resolve(null),
    });
    client.requestAccessToken();
  });
}
