import type { FakeReply, RecordedRequest } from './http-fake';
import { fetchImage, graphError, invalidToken, paramsOf, sleep, startMetaFake, type GraphFailure } from './meta-common';

export interface InstagramContainer {
  id: string;
  igUserId: string;
  caption: string | null;
  imageUrl: string | null;
  isCarouselItem: boolean;
  children: string[];
  status: 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'EXPIRED' | 'PUBLISHED';
  reads: number;
}

export interface InstagramMedia {
  mediaId: string;
  igUserId: string;
  containerId: string;
  caption: string | null;
  imageUrls: string[];
  publishedAt: number;
}

/** Knobs a test turns between calls; every one is off by default. */
export interface InstagramBehaviour {
  /** The user the authorize page signs in as (else the first user). */
  authorizeAs?: string;
  pollsUntilFinished?: number;
  /** Status reads of every not-yet-published container answer this. */
  containerStatus?: 'ERROR' | 'EXPIRED' | 'IN_PROGRESS';
  failCreate?: GraphFailure;
  failPublish?: GraphFailure;
  failStatus?: GraphFailure;
  /** `/me` answers this (a fake or a service that does not serve it). */
  failMe?: GraphFailure;
  /** Every answer waits this long. */
  delayMs?: number;
  /** media_publish is carried out at once, but its answer waits this long. */
  holdPublishMs?: number;
  usagePercent?: number;
  /** Skip downloading image_url (for tests that do not serve images). */
  skipImageFetch?: boolean;
}

const LONG_LIVED_SECONDS = 60 * 24 * 3600;
const stripVersion = (path: string) => path.replace(/^\/v\d+\.\d+(?=\/)/, '');

/**
 * Instagram API with Instagram Login, as INTEGRATIONS.md describes it: the authorize page and the
 * code exchange (INSTAGRAM_OAUTH_URL = url), and the Graph calls (INSTAGRAM_GRAPH_URL = url).
 */
export async function startFakeInstagram(opts: { appId: string; appSecret: string }) {
  const users = new Map<string, { username: string }>();
  const codes = new Map<string, { igUserId: string; redirectUri: string }>();
  const tokens = new Map<string, { igUserId: string; kind: 'short' | 'long' }>();
  const revoked = new Set<string>();
  const containers = new Map<string, InstagramContainer>();
  const published: InstagramMedia[] = [];
  const behaviour: InstagramBehaviour = {};
  let seq = 1000;
  const next = () => String(++seq);

  const userOf = (token: string | undefined) => {
    const t = token ? tokens.get(token) : undefined;
    return t && !revoked.has(t.igUserId) ? t.igUserId : null;
  };

  async function route(req: RecordedRequest): Promise<FakeReply> {
    const p = paramsOf(req);
    const path = stripVersion(req.path);
    if (req.method === 'GET' && path === '/oauth/authorize') {
      if (p.client_id !== opts.appId) return { status: 400, body: { error_type: 'OAuthException', code: 400, error_message: 'Invalid platform app' } };
      const igUserId = behaviour.authorizeAs ?? [...users.keys()][0];
      if (!igUserId || !p.redirect_uri) return { status: 400, body: { error_message: 'No user to sign in' } };
      const code = `code-${igUserId}-${next()}`;
      codes.set(code, { igUserId, redirectUri: p.redirect_uri });
      const to = new URL(p.redirect_uri);
      to.searchParams.set('code', code);
      if (p.state) to.searchParams.set('state', p.state);
      return { status: 302, headers: { location: `${to.toString()}#_` } };
    }
    if (req.method === 'POST' && path === '/oauth/access_token') {
      const grant = codes.get(p.code ?? '');
      const valid =
        p.client_id === opts.appId && p.client_secret === opts.appSecret && p.grant_type === 'authorization_code' && grant && grant.redirectUri === p.redirect_uri;
      if (!valid) return { status: 400, body: { error_type: 'OAuthException', code: 400, error_message: 'Invalid authorization code' } };
      codes.delete(p.code!);
      const token = `IGshort-${grant.igUserId}-${next()}`;
      tokens.set(token, { igUserId: grant.igUserId, kind: 'short' });
      return { body: { data: [{ access_token: token, user_id: grant.igUserId, permissions: 'instagram_business_basic,instagram_business_content_publish' }] } };
    }
    if (req.method === 'GET' && (path === '/access_token' || path === '/refresh_access_token')) {
      const exchange = path === '/access_token';
      const t = tokens.get(p.access_token ?? '');
      if (exchange && (p.grant_type !== 'ig_exchange_token' || p.client_secret !== opts.appSecret)) return graphError({ code: 100, message: 'Invalid parameter' });
      if (!exchange && (p.grant_type !== 'ig_refresh_token' || t?.kind !== 'long')) return graphError({ code: 100, message: 'Invalid parameter' });
      if (!t || revoked.has(t.igUserId)) return invalidToken();
      const token = `IGlong-${t.igUserId}-${next()}`;
      tokens.set(token, { igUserId: t.igUserId, kind: 'long' });
      return { body: { access_token: token, token_type: 'bearer', expires_in: LONG_LIVED_SECONDS - 56 } };
    }
    const igUserId = userOf(p.access_token);
    if (!igUserId) return invalidToken();
    if (req.method === 'GET' && path === '/me') {
      if (behaviour.failMe) return graphError(behaviour.failMe);
      return { body: { id: `app-scoped-${igUserId}`, user_id: igUserId, username: users.get(igUserId)?.username ?? 'cuenta' } };
    }
    const [, first, second] = path.split('/');
    if (!first) return graphError({ code: 803, message: 'Unknown path' });
    if (second === 'media' && req.method === 'POST') return createContainer(first, igUserId, p);
    if (second === 'media_publish' && req.method === 'POST') return publish(first, igUserId, p);
    if (second === 'content_publishing_limit' && req.method === 'GET') {
      const day = Date.now() - 86_400_000;
      const used = published.filter((m) => m.igUserId === first && m.publishedAt > day).length;
      return { body: { data: [{ quota_usage: used, config: { quota_total: 50, quota_duration: 86400 } }] } };
    }
    if (second === 'media' && req.method === 'GET') {
      const mine = published.filter((m) => m.igUserId === first).reverse();
      return { body: { data: mine.map((m) => ({ id: m.mediaId, caption: m.caption, timestamp: new Date(m.publishedAt).toISOString() })), paging: {} } };
    }
    if (!second && req.method === 'GET') return readObject(first, igUserId);
    return graphError({ code: 100, message: `Unsupported ${req.method} request.` });
  }

  async function createContainer(owner: string, igUserId: string, p: Record<string, string>): Promise<FakeReply> {
    if (owner !== igUserId) return graphError({ code: 100, subcode: 33, message: 'Object does not exist or missing permissions' });
    if (behaviour.failCreate) return graphError(behaviour.failCreate);
    const isCarousel = p.media_type === 'CAROUSEL';
    const children = isCarousel ? (p.children ?? '').split(',').filter(Boolean) : [];
    if (isCarousel) {
      const bad = children.length < 2 || children.length > 10 || children.some((c) => containers.get(c)?.igUserId !== igUserId || !containers.get(c)?.isCarouselItem);
      if (bad) return graphError({ code: 100, subcode: 2207010, message: 'Carousel children are invalid' });
    } else {
      if (!p.image_url) return graphError({ code: 100, message: 'The parameter image_url is required' });
      if (!behaviour.skipImageFetch) {
        const image = await fetchImage(p.image_url, { jpegOnly: true, aspect: true });
        if (!image.ok) {
          if (image.reason === 'aspect-ratio') return graphError({ code: 36003, subcode: 2207009, message: 'The aspect ratio is not supported.' });
          if (image.reason === 'unreachable') return graphError({ code: 9004, subcode: 2207052, message: 'Media download has failed.' });
          return graphError({ code: 36001, subcode: 2207005, message: 'The image format is not supported.' });
        }
      }
    }
    const id = next();
    containers.set(id, {
      id,
      igUserId,
      caption: p.caption ?? null,
      imageUrl: isCarousel ? null : p.image_url!,
      isCarouselItem: p.is_carousel_item === 'true',
      children,
      status: 'IN_PROGRESS',
      reads: 0,
    });
    return { body: { id } };
  }

  async function publish(owner: string, igUserId: string, p: Record<string, string>): Promise<FakeReply> {
    if (owner !== igUserId) return graphError({ code: 100, subcode: 33, message: 'Object does not exist or missing permissions' });
    const c = containers.get(p.creation_id ?? '');
    if (!c || c.igUserId !== igUserId || c.isCarouselItem) return graphError({ code: 100, message: 'Invalid creation_id' });
    if (behaviour.failPublish) return graphError(behaviour.failPublish);
    if (c.status === 'PUBLISHED') return graphError({ code: 100, subcode: 2207008, message: 'The media has already been published.' });
    if (c.status !== 'FINISHED') return graphError({ code: 9007, subcode: 2207027, message: 'The media is not ready for publishing, please wait for a moment' });
    c.status = 'PUBLISHED';
    const mediaId = `17${next()}`;
    const imageUrls = c.imageUrl ? [c.imageUrl] : c.children.map((id) => containers.get(id)?.imageUrl ?? '');
    published.push({ mediaId, igUserId, containerId: c.id, caption: c.caption, imageUrls, publishedAt: Date.now() });
    if (behaviour.holdPublishMs) await sleep(behaviour.holdPublishMs);
    return { body: { id: mediaId } };
  }

  function readObject(id: string, igUserId: string): FakeReply {
    const media = published.find((m) => m.mediaId === id);
    if (media) return { body: { id, permalink: `https://www.instagram.com/p/${id}/`, caption: media.caption } };
    const c = containers.get(id);
    if (!c || c.igUserId !== igUserId) return graphError({ code: 100, subcode: 33, message: 'Object does not exist' });
    if (behaviour.failStatus) return graphError(behaviour.failStatus);
    c.reads += 1;
    if (c.status === 'IN_PROGRESS' && behaviour.containerStatus) return { body: { id, status_code: behaviour.containerStatus, status: behaviour.containerStatus } };
    if (c.status === 'IN_PROGRESS' && c.reads >= (behaviour.pollsUntilFinished ?? 1)) c.status = 'FINISHED';
    return { body: { id, status_code: c.status, status: c.status === 'FINISHED' ? 'Finished: Media has been uploaded' : c.status } };
  }

  const fake = await startMetaFake(behaviour, route);

  return {
    ...fake,
    oauthUrl: fake.url,
    graphUrl: fake.url,
    behaviour,
    users,
    containers,
    published,
    addUser(igUserId: string, username: string) {
      users.set(igUserId, { username });
    },
    /** A one-use authorization code, as the authorize page would hand it to the callback. */
    codeFor(igUserId: string, redirectUri: string) {
      const code = `code-${igUserId}-${next()}`;
      codes.set(code, { igUserId, redirectUri });
      return code;
    },
    /** A long-lived token, as if the user had connected earlier. */
    longTokenFor(igUserId: string) {
      const token = `IGlong-${igUserId}-${next()}`;
      tokens.set(token, { igUserId, kind: 'long' });
      return token;
    },
    /** Every token of this user now answers error 190. */
    revokeTokensOf(igUserId: string) {
      revoked.add(igUserId);
    },
    reset() {
      for (const key of Object.keys(behaviour)) delete behaviour[key as keyof InstagramBehaviour];
      revoked.clear();
    },
  };
}
export type FakeInstagram = Awaited<ReturnType<typeof startFakeInstagram>>;
