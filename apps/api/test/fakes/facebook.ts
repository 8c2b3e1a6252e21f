import { startHttpFake } from './http-fake';

export interface FakeFacebookUser {
  id: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  /** The app the token was issued to; defaults to the fake's app id. */
  appId?: string;
}

/** The Graph API v22.0 calls of sign-in: `/debug_token` (app token) and `/me`. */
export async function startFakeFacebook(appId: string, appSecret: string) {
  const users = new Map<string, FakeFacebookUser>();
  const fake = await startHttpFake((req) => {
    if (req.path === '/v22.0/debug_token') {
      if (req.query.get('access_token') !== `${appId}|${appSecret}`) {
        return { status: 400, body: { error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } } };
      }
      const user = users.get(req.query.get('input_token') ?? '');
      if (!user) {
        return { body: { data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } } } };
      }
      return {
        body: {
          data: {
            app_id: user.appId ?? appId,
            type: 'USER',
            application: 'Vitrina',
            expires_at: Math.floor(Date.now() / 1000) + 3600,
            is_valid: true,
            scopes: ['email', 'public_profile'],
            user_id: user.id,
          },
        },
      };
    }
    if (req.path === '/v22.0/me') {
      const user = users.get(req.query.get('access_token') ?? '');
      if (!user) return { status: 400, body: { error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } } };
      return {
        body: {
          id: user.id,
          first_name: user.firstName,
          last_name: user.lastName,
          ...(user.email ? { email: user.email } : {}),
          picture: { data: { url: 'https://platform-lookaside.fbsbx.com/fake.jpg', is_silhouette: false } },
        },
      };
    }
    return { status: 404, body: { error: { message: 'Unknown path', code: 803 } } };
  });
  return { ...fake, graphUrl: `${fake.url}/v22.0`, users };
}
export type FakeFacebook = Awaited<ReturnType<typeof startFakeFacebook>>;
