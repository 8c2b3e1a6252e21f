import type { FakeReply, RecordedRequest } from './http-fake';
import { fetchImage, graphError, invalidToken, paramsOf, sleep, startMetaFake, type GraphFailure } from './meta-common';

export interface FakeFacebookUser {
  id: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  /** The app the token was issued to; defaults to the fake's app id. */
  appId?: string;
}

export interface FakeFacebookPage {
  id: string;
  name: string;
  pictureUrl?: string;
}

export interface FacebookFeedPost {
  id: string;
  pageId: string;
  message: string;
  photoIds: string[];
  createdAt: number;
}

/** Knobs a test turns between calls; every one is off by default. */
export interface FacebookBehaviour {
  failPhoto?: GraphFailure;
  failFeed?: GraphFailure;
  failPosts?: GraphFailure;
  delayMs?: number;
  /** The feed post is made at once, but its answer waits this long. */
  holdFeedMs?: number;
  usagePercent?: number;
  /** Page tokens of these pages answer error 190. */
  revokedPages: Set<string>;
  skipImageFetch?: boolean;
  /** `/me/accounts` answers this many pages at a time, with an absolute `paging.next` link (else all at once). */
  accountsPageSize?: number;
  /** `/me/accounts` fails with this (e.g. a 500 while Facebook is down). */
  failAccounts?: GraphFailure;
}

const pageToken = (pageId: string) => `page-token-${pageId}`;
const unknownPath = (): FakeReply => ({ status: 404, body: { error: { message: 'Unknown path', code: 803 } } });

/**
 * The Graph API v22.0 as sign-in, connection and publishing use it: `/debug_token`, `/me`,
 * `/oauth/access_token` (long-lived), `/me/accounts`, `/{page}/photos`, `/{page}/feed`, `/{page}/posts`.
 */
export async function startFakeFacebook(appId: string, appSecret: string) {
  /** User access token → user (short tokens are set by tests; long ones are made by the exchange). */
  const users = new Map<string, FakeFacebookUser>();
  const pagesOf = new Map<string, FakeFacebookPage[]>();
  const photos = new Map<string, { pageId: string; url: string; published: boolean }>();
  const feedPosts: FacebookFeedPost[] = [];
  const behaviour: FacebookBehaviour = { revokedPages: new Set() };
  let seq = 5000;
  const next = () => String(++seq);

  function pageOf(token: string | undefined): string | null {
    if (!token?.startsWith('page-token-')) return null;
    const pageId = token.slice('page-token-'.length);
    const exists = [...pagesOf.values()].some((list) => list.some((p) => p.id === pageId));
    return exists && !behaviour.revokedPages.has(pageId) ? pageId : null;
  }

  async function route(req: RecordedRequest): Promise<FakeReply> {
    const p = paramsOf(req);
    const path = req.path.replace(/^\/v22\.0/, '');
    if (path === req.path) return unknownPath();
    if (path === '/debug_token') {
      if (p.access_token !== `${appId}|${appSecret}`) return graphError({ code: 190, message: 'Invalid OAuth access token' });
      const user = users.get(p.input_token ?? '');
      if (!user) return { body: { data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } } } };
      const scopes = ['email', 'public_profile', 'pages_show_list', 'pages_manage_posts', 'pages_read_engagement'];
      return {
        body: {
          data: { app_id: user.appId ?? appId, type: 'USER', application: 'Vitrina', expires_at: Math.floor(Date.now() / 1000) + 3600, is_valid: true, scopes, user_id: user.id },
        },
      };
    }
    if (path === '/oauth/access_token') {
      const user = users.get(p.fb_exchange_token ?? '');
      if (p.grant_type !== 'fb_exchange_token' || p.client_id !== appId || p.client_secret !== appSecret) return graphError({ code: 101, message: 'Error validating application.' });
      if (!user) return invalidToken();
      const token = `long-${p.fb_exchange_token}`;
      users.set(token, user);
      return { body: { access_token: token, token_type: 'bearer', expires_in: 5183944 } };
    }
    if (path === '/me' || path === '/me/accounts') {
      const user = users.get(p.access_token ?? '');
      if (!user) return invalidToken();
      if (path === '/me') {
        const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
        return {
          body: {
            id: user.id,
            name,
            first_name: user.firstName,
            last_name: user.lastName,
            ...(user.email ? { email: user.email } : {}),
            picture: { data: { url: 'https://platform-lookaside.fbsbx.com/fake.jpg', is_silhouette: false } },
          },
        };
      }
      if (behaviour.failAccounts) return graphError(behaviour.failAccounts);
      const all = pagesOf.get(user.id) ?? [];
      const from = Number(p.after ?? 0) || 0;
      const size = behaviour.accountsPageSize ?? all.length;
      const pages = all.slice(from, from + Math.max(size, 1));
      const more = from + pages.length < all.length;
      const nextUrl = new URL(`${fake.url}${req.path}`);
      if (more) for (const [k, v] of Object.entries({ ...p, after: String(from + pages.length) })) nextUrl.searchParams.set(k, v);
      return {
        body: {
          data: pages.map((pg) => ({ id: pg.id, name: pg.name, access_token: pageToken(pg.id), picture: { data: { url: pg.pictureUrl ?? `https://scontent.fake/${pg.id}.jpg` } } })),
          paging: { cursors: { before: 'b', after: 'a' }, ...(more ? { next: nextUrl.toString() } : {}) },
        },
      };
    }
    const [, pageId, edge] = path.split('/');
    if (!pageId || !edge) return unknownPath();
    const tokenPage = pageOf(p.access_token);
    if (!tokenPage) return invalidToken();
    if (tokenPage !== pageId) return graphError({ code: 200, message: 'The page token does not belong to this page' });
    if (edge === 'photos' && req.method === 'POST') return uploadPhoto(pageId, p);
    if (edge === 'feed' && req.method === 'POST') return makeFeedPost(pageId, p);
    if ((edge === 'posts' || edge === 'feed') && req.method === 'GET') {
      if (behaviour.failPosts) return graphError(behaviour.failPosts);
      const since = p.since ? (/^\d+$/.test(p.since) ? Number(p.since) * 1000 : Date.parse(p.since)) : 0;
      const list = feedPosts.filter((f) => f.pageId === pageId && f.createdAt >= since).reverse();
      return { body: { data: list.map((f) => ({ id: f.id, message: f.message, created_time: new Date(f.createdAt).toISOString().replace('Z', '+0000') })), paging: {} } };
    }
    return graphError({ code: 100, message: `Unsupported ${req.method} request.` });
  }

  async function uploadPhoto(pageId: string, p: Record<string, string>): Promise<FakeReply> {
    if (behaviour.failPhoto) return graphError(behaviour.failPhoto);
    if (!p.url) return graphError({ code: 324, message: 'Requires upload file' });
    if (!behaviour.skipImageFetch) {
      const image = await fetchImage(p.url, { jpegOnly: false, aspect: false });
      if (!image.ok) return graphError({ code: 324, message: 'Missing or invalid image file' });
    }
    const id = next();
    const published = p.published !== 'false';
    photos.set(id, { pageId, url: p.url, published });
    if (!published) return { body: { id } };
    const post: FacebookFeedPost = { id: `${pageId}_${next()}`, pageId, message: p.caption ?? p.message ?? '', photoIds: [id], createdAt: Date.now() };
    feedPosts.push(post);
    return { body: { id, post_id: post.id } };
  }

  async function makeFeedPost(pageId: string, p: Record<string, string>): Promise<FakeReply> {
    if (behaviour.failFeed) return graphError(behaviour.failFeed);
    let media: Array<{ media_fbid?: string }> = [];
    try {
      if (p.attached_media) media = JSON.parse(p.attached_media) as typeof media;
    } catch {
      return graphError({ code: 100, message: 'Invalid parameter attached_media' });
    }
    for (const [k, v] of Object.entries(p)) {
      const m = /^attached_media\[(\d+)\]$/.exec(k);
      if (m) media[Number(m[1])] = JSON.parse(v) as { media_fbid?: string };
    }
    const photoIds = media.map((m) => String(m?.media_fbid ?? ''));
    if (photoIds.some((id) => photos.get(id)?.pageId !== pageId || photos.get(id)?.published)) {
      return graphError({ code: 100, message: 'Invalid attached_media: the photos must be unpublished photos of this page' });
    }
    if (!p.message && photoIds.length === 0) return graphError({ code: 100, message: 'The post is empty' });
    const post: FacebookFeedPost = { id: `${pageId}_${next()}`, pageId, message: p.message ?? '', photoIds, createdAt: Date.now() };
    feedPosts.push(post);
    if (behaviour.holdFeedMs) await sleep(behaviour.holdFeedMs);
    return { body: { id: post.id } };
  }

  const fake = await startMetaFake(behaviour, route);
  return {
    ...fake,
    graphUrl: `${fake.url}/v22.0`,
    users,
    pagesOf,
    photos,
    feedPosts,
    behaviour,
    pageToken,
    reset() {
      for (const key of Object.keys(behaviour)) if (key !== 'revokedPages') delete behaviour[key as keyof FacebookBehaviour];
      behaviour.revokedPages.clear();
    },
  };
}
export type FakeFacebook = Awaited<ReturnType<typeof startFakeFacebook>>;
