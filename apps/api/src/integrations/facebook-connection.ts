import { MetaError, metaCall, rawId, str, withQuery } from './meta-http';

/** Facebook Graph calls behind a page connection: the long-lived user token, the user and their pages. */
export interface FacebookConnectionConfig {
  appId: string;
  appSecret: string;
  graphUrl: string;
}

export interface ManagedPage {
  id: string;
  name: string;
  pictureUrl: string | null;
  accessToken: string;
}

/** At most this many answers of `/me/accounts` are read (100 pages each). */
const MAX_PAGE_REQUESTS = 10;

/** Short-lived user token → long-lived user token (about 60 days; some never expire). */
export async function longLivedFacebookToken(
  cfg: FacebookConnectionConfig,
  shortToken: string,
  now = new Date(),
): Promise<{ accessToken: string; expiresAt: Date | null }> {
  const url = withQuery(`${cfg.graphUrl}/oauth/access_token`, {
    grant_type: 'fb_exchange_token',
    client_id: cfg.appId,
    client_secret: cfg.appSecret,
    fb_exchange_token: shortToken,
  });
  const { body } = await metaCall('Facebook', url);
  const accessToken = str(body.access_token, 4096);
  if (!accessToken) throw new MetaError('Facebook', null, null);
  const seconds = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : null;
  return { accessToken, expiresAt: seconds ? new Date(now.getTime() + seconds * 1000) : null };
}

/** `GET /me?fields=id,name`. */
export async function facebookUser(cfg: FacebookConnectionConfig, token: string): Promise<{ id: string | null; name: string | null }> {
  const answer = await metaCall('Facebook', withQuery(`${cfg.graphUrl}/me`, { fields: 'id,name', access_token: token }));
  return { id: rawId(answer.text, 'id', answer.body.id), name: str(answer.body.name, 200) };
}

function pageFrom(item: unknown): ManagedPage | null {
  if (!item || typeof item !== 'object') return null;
  const p = item as Record<string, unknown>;
  const id = typeof p.id === 'string' && /^\d{1,40}$/.test(p.id) ? p.id : null;
  const accessToken = str(p.access_token, 4096);
  if (!id || !accessToken) return null; // a page without a token cannot be posted to
  const picture = (p.picture as { data?: { url?: unknown } } | undefined)?.data?.url;
  return {
    id,
    name: str(p.name, 200) ?? id,
    pictureUrl: typeof picture === 'string' && /^https?:\/\//.test(picture) ? picture.slice(0, 2048) : null,
    accessToken,
  };
}

/**
 * The pages the user manages, with their page tokens: `/me/accounts`, following `paging.next` a
 * bounded number of times and only on the Graph API's own host (the token travels in that URL).
 */
export async function managedPages(cfg: FacebookConnectionConfig, userToken: string): Promise<ManagedPage[]> {
  const origin = new URL(cfg.graphUrl).origin;
  let url: URL | null = withQuery(`${cfg.graphUrl}/me/accounts`, {
    fields: 'id,name,access_token,picture',
    limit: '100',
    access_token: userToken,
  });
  const pages = new Map<string, ManagedPage>();
  for (let i = 0; url && i < MAX_PAGE_REQUESTS; i += 1) {
    const { body }: { body: Record<string, unknown> } = await metaCall('Facebook', url);
    for (const item of Array.isArray(body.data) ? body.data : []) {
      const page = pageFrom(item);
      if (page && !pages.has(page.id)) pages.set(page.id, page);
    }
    const next = (body.paging as { next?: unknown } | undefined)?.next;
    url = null;
    if (typeof next === 'string') {
      try {
        const candidate = new URL(next);
        if (candidate.origin === origin) url = candidate;
      } catch {
        /* a malformed next link ends the walk */
      }
    }
  }
  return [...pages.values()];
}
