import { MediaProviderType, type FacebookPage, type MediaProvider, type MediaProviderAgent } from '@vitrina/contract/schemas/media-provider';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { debugUserToken } from '../../integrations/facebook';
import { facebookUser, longLivedFacebookToken, managedPages, type FacebookConnectionConfig, type ManagedPage } from '../../integrations/facebook-connection';
import {
  exchangeInstagramCode,
  instagramAuthorizeUrl,
  instagramProfile,
  longLivedInstagramToken,
  type InstagramOauthConfig,
} from '../../integrations/instagram-oauth';
import { MetaError } from '../../integrations/meta-http';
import { appError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { MilestoneType, recordMilestone } from '../../lib/milestones';
import { tokenCipher } from '../../lib/token-cipher';
import { markReconnect, withStoredToken } from './connection-status';
import { connectionView } from './connection-view';
import { mediaProvidersRepository, type ConnectionValues } from './media-providers.repository';
import { oauthStates } from './oauth-state';

/** Whether this installation can connect a provider type (its app credentials are configured). */
export function providerConfigured(config: Config, type: number): boolean {
  if (type === MediaProviderType.Instagram) return Boolean(config.instagram.appId && config.instagram.appSecret);
  if (type === MediaProviderType.Facebook) return Boolean(config.facebook.appId && config.facebook.appSecret);
  return false;
}

export const STATE_INVALID_MESSAGE = 'La autorización no es válida o ha expirado. Vuelve a intentarlo.';

/** Connecting, listing and disconnecting an agent's Instagram and Facebook accounts. */
export function mediaConnectionsService(deps: { db: Db; config: Config; now?: () => Date }) {
  const { db, config } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = mediaProvidersRepository(db);
  const cipher = tokenCipher(config.tokenEncryptionKey);
  const states = oauthStates(config.tokenEncryptionKey);
  const redirectUri = `${config.publicBaseUrl}/oauth/authorize/instagram`;

  function instagramConfig(): InstagramOauthConfig {
    const { appId, appSecret, authorizeUrl, tokenUrl, graphUrl } = config.instagram;
    if (!appId || !appSecret) throw appError('PROVIDER_NOT_CONFIGURED', 'Instagram no está configurado en esta instalación');
    return { appId, appSecret, authorizeUrl, tokenUrl, graphUrl };
  }

  function facebookConfig(): FacebookConnectionConfig {
    const { appId, appSecret, graphUrl } = config.facebook;
    if (!appId || !appSecret) throw appError('PROVIDER_NOT_CONFIGURED', 'Facebook no está configurado en esta instalación');
    return { appId, appSecret, graphUrl };
  }

  const encryptPages = (pages: ManagedPage[]) =>
    pages.map((p) => ({ pageId: p.id, name: p.name, pictureUrl: p.pictureUrl, accessTokenEncrypted: cipher.encrypt(p.accessToken) }));

  async function save(values: Omit<ConnectionValues, 'mediaProviderId'>, pages?: ManagedPage[]): Promise<MediaProviderAgent> {
    const provider = await repo.providerByType(values.type);
    if (!provider) throw appError('SERVER_ERROR');
    const at = now();
    const link = await repo.transaction(async (tx) => {
      const row = await repo.upsertConnection(tx, { ...values, mediaProviderId: provider.id }, at);
      if (pages) await repo.replacePages(tx, values.agentId, row.id, encryptPages(pages), at);
      await recordMilestone(tx, values.agentId, MilestoneType.MediaProvidersAdded);
      return row;
    });
    return connectionView({ link, provider });
  }

  return {
    /** The networks offered to the agent, each saying whether this installation can connect it. */
    async providers(): Promise<MediaProvider[]> {
      const rows = await repo.listProviders();
      return rows.map((p) => ({
        mediaProviderId: p.id,
        name: p.name,
        imageUrl: p.imageUrl,
        type: p.type as MediaProviderType,
        permissions: p.permissions,
        configured: providerConfigured(config, p.type),
      }));
    },

    listConnected: async (agentId: string) => (await repo.listConnected(agentId)).map(connectionView),

    instagramAuthorizeUrl(agentId: string): string {
      return instagramAuthorizeUrl(instagramConfig(), redirectUri, states.create(agentId, now().getTime()));
    },

    async connectInstagram(agentId: string, authorizationCode: string, state: string): Promise<MediaProviderAgent> {
      if (!states.verify(state, agentId, now().getTime())) {
        throw appError('VALIDATION_ERROR', STATE_INVALID_MESSAGE, { state: STATE_INVALID_MESSAGE });
      }
      const cfg = instagramConfig();
      const short = await exchangeInstagramCode(cfg, authorizationCode, redirectUri);
      const long = await longLivedInstagramToken(cfg, short.accessToken, now());
      // The username is a nicety: a profile that cannot be read does not undo a granted connection.
      const profile = await instagramProfile(cfg, long.accessToken).catch(() => ({ userId: null, username: null }));
      return save({
        agentId,
        type: MediaProviderType.Instagram,
        // Publishing addresses /{IG_ID}/media with the professional account id that /me answers as
        // user_id; the code exchange's user_id is the fallback when /me leaves it out.
        externalUserId: profile.userId ?? short.userId,
        username: profile.username,
        accessTokenEncrypted: cipher.encrypt(long.accessToken),
        tokenExpiresAt: long.expiresAt,
      });
    },

    async connectFacebook(agentId: string, shortToken: string): Promise<MediaProviderAgent> {
      const cfg = facebookConfig();
      const debugged = await debugUserToken(cfg, shortToken);
      const long = await longLivedFacebookToken(cfg, shortToken, now());
      const user = await facebookUser(cfg, long.accessToken);
      if (user.id !== debugged.userId) throw new MetaError('Facebook', null, null);
      const pages = await managedPages(cfg, long.accessToken);
      return save(
        {
          agentId,
            type: MediaProviderType.Facebook,
          externalUserId: debugged.userId,
          username: user.name,
          accessTokenEncrypted: cipher.encrypt(long.accessToken),
          tokenExpiresAt: long.expiresAt,
        },
        pages,
      );
    },

    /**
     * The agent's pages, refreshed from Facebook with the stored user token when it answers; the
     * stored pages otherwise. A refused token (190) turns the connection to 'reconnect'.
     */
    async facebookPages(agentId: string): Promise<FacebookPage[]> {
      const link = await repo.findConnection(agentId, MediaProviderType.Facebook);
      if (!link) throw appError('MEDIA_PROVIDER_NOT_CONNECTED', 'Conecta tu cuenta de Facebook para ver tus páginas.');
      const { appId, appSecret, graphUrl } = config.facebook;
      if (link.status === 'connected' && link.accessTokenEncrypted && appId && appSecret) {
        let token: string | null = null;
        try {
          token = cipher.decrypt(link.accessTokenEncrypted);
        } catch {
          await markReconnect(db, agentId, MediaProviderType.Facebook, now()); // stored under another key
        }
        if (token) {
          const cfg = { appId, appSecret, graphUrl };
          const fresh = await withStoredToken(db, agentId, MediaProviderType.Facebook, () => managedPages(cfg, token)).catch(() => null);
          if (fresh) await repo.transaction((tx) => repo.replacePages(tx, agentId, link.id, encryptPages(fresh), now()));
        }
      }
      return (await repo.listPages(agentId)).map((p) => ({ facebookPageId: p.pageId, name: p.name, pictureUrl: p.pictureUrl }));
    },

    async disconnect(agentId: string, mediaProviderAgentId: string): Promise<void> {
      const deleted = isUuid(mediaProviderAgentId) && (await repo.deleteConnection(agentId, mediaProviderAgentId));
      if (!deleted) throw appError('MEDIA_PROVIDER_AGENT_NOT_FOUND');
    },
  };
}
export type MediaConnectionsService = ReturnType<typeof mediaConnectionsService>;
