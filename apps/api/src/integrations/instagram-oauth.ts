import { MetaError, formBody, metaCall, rawId, str, withQuery } from './meta-http';

/** Instagram API with Instagram Login: the calls that connect an account and keep its token alive. */
export interface InstagramOauthConfig {
  appId: string;
  appSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  graphUrl: string;
}

export const INSTAGRAM_SCOPES = 'instagram_business_basic,instagram_business_content_publish';
const LONG_LIVED_SECONDS = 60 * 24 * 3600;

export interface InstagramToken {
  accessToken: string;
  expiresAt: Date;
}

export function instagramAuthorizeUrl(cfg: InstagramOauthConfig, redirectUri: string, state: string): string {
  return withQuery(cfg.authorizeUrl, {
    client_id: cfg.appId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: INSTAGRAM_SCOPES,
    state,
  }).toString();
}

const refused = () => new MetaError('Instagram', null, null);

/**
 * Code → short-lived token. Instagram has answered `{ access_token, user_id }` and, lately,
 * `{ data: [{ access_token, user_id, permissions }] }`: both are read.
 */
export async function exchangeInstagramCode(
  cfg: InstagramOauthConfig,
  code: string,
  redirectUri: string,
): Promise<{ accessToken: string; userId: string }> {
  const answer = await metaCall(
    'Instagram',
    new URL(cfg.tokenUrl),
    formBody({ client_id: cfg.appId, client_secret: cfg.appSecret, grant_type: 'authorization_code', redirect_uri: redirectUri, code }),
  ).catch((err: unknown) => {
    if (err instanceof MetaError) {
      throw new MetaError('Instagram', err.providerCode, err.providerSubcode, 'Instagram no aceptó la autorización. Vuelve a conectar tu cuenta.');
    }
    throw err;
  });
  const list = Array.isArray(answer.body.data) ? (answer.body.data as Record<string, unknown>[]) : [answer.body];
  const first = list[0] ?? {};
  const accessToken = str(first.access_token, 4096);
  const userId = rawId(answer.text, 'user_id', first.user_id);
  if (!accessToken || !userId) throw refused();
  return { accessToken, userId };
}

function tokenFrom(body: Record<string, unknown>, now: Date): InstagramToken {
  const accessToken = str(body.access_token, 4096);
  if (!accessToken) throw refused();
  const seconds = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : LONG_LIVED_SECONDS;
  return { accessToken, expiresAt: new Date(now.getTime() + seconds * 1000) };
}

/** Short-lived token → long-lived token (60 days). */
export async function longLivedInstagramToken(cfg: InstagramOauthConfig, shortToken: string, now = new Date()): Promise<InstagramToken> {
  const url = withQuery(`${cfg.graphUrl}/access_token`, {
    grant_type: 'ig_exchange_token',
    client_secret: cfg.appSecret,
    access_token: shortToken,
  });
  return tokenFrom((await metaCall('Instagram', url)).body, now);
}

/** A long-lived token at least 24 hours old → a new one for another 60 days. */
export async function refreshInstagramToken(cfg: Pick<InstagramOauthConfig, 'graphUrl'>, token: string, now = new Date()): Promise<InstagramToken> {
  const url = withQuery(`${cfg.graphUrl}/refresh_access_token`, { grant_type: 'ig_refresh_token', access_token: token });
  return tokenFrom((await metaCall('Instagram', url)).body, now);
}

/** The professional account behind a token: its user id and username. */
export async function instagramProfile(cfg: Pick<InstagramOauthConfig, 'graphUrl'>, token: string): Promise<{ userId: string | null; username: string | null }> {
  const url = withQuery(`${cfg.graphUrl}/me`, { fields: 'user_id,username', access_token: token });
  const answer = await metaCall('Instagram', url);
  return { userId: rawId(answer.text, 'user_id', answer.body.user_id), username: str(answer.body.username, 100) };
}
