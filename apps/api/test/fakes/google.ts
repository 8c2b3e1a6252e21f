import { startHttpFake, type HttpFake } from './http-fake';

export interface FakeGoogleUser {
  sub: string;
  email: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
  /** The client the token was issued to; defaults to the fake's client id. */
  aud?: string;
}

/**
 * Google's tokeninfo (`/tokeninfo?access_token=`) and OpenID userinfo (`/userinfo`, Bearer),
 * answering for the access tokens registered with `users`.
 */
export async function startFakeGoogle(clientId: string) {
  const users = new Map<string, FakeGoogleUser>();
  const fake: HttpFake = await startHttpFake((req) => {
    if (req.path === '/tokeninfo') {
      const user = users.get(req.query.get('access_token') ?? '');
      if (!user) return { status: 400, body: { error: 'invalid_token', error_description: 'Invalid Value' } };
      return {
        body: {
          aud: user.aud ?? clientId,
          azp: user.aud ?? clientId,
          sub: user.sub,
          scope: 'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
          exp: String(Math.floor(Date.now() / 1000) + 3599),
          expires_in: '3599',
          email: user.email,
          email_verified: String(user.emailVerified ?? true),
          access_type: 'online',
        },
      };
    }
    if (req.path === '/userinfo') {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      const user = users.get(token);
      if (!user) return { status: 401, body: { error: 'invalid_request', error_description: 'Invalid Credentials' } };
      return {
        body: {
          sub: user.sub,
          name: [user.givenName, user.familyName].filter(Boolean).join(' '),
          given_name: user.givenName,
          family_name: user.familyName,
          picture: 'https://lh3.googleusercontent.com/a/fake',
          email: user.email,
          email_verified: user.emailVerified ?? true,
        },
      };
    }
    return { status: 404, body: { error: 'not_found' } };
  });
  return {
    ...fake,
    tokeninfoUrl: `${fake.url}/tokeninfo`,
    userinfoUrl: `${fake.url}/userinfo`,
    users,
  };
}
export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;
