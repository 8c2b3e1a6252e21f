import type { z } from 'zod';
import type { facebookPostSchema, instagramPostSchema } from '@vitrina/contract/schemas/social-post';
import type { Db } from '../../db/client';
import { appError } from '../../lib/errors';
import { ProviderType, type SocialConnections, type SocialProviderType } from '../../lib/social-connections';
import type { PropertyDraftsService } from '../property-drafts/property-drafts.service';
import { socialPostsRepository } from './social-posts.repository';

const notConnected = (type: SocialProviderType) =>
  appError('MEDIA_PROVIDER_NOT_CONNECTED', type === ProviderType.Instagram ? 'Conecta tu cuenta de Instagram para crear la publicación' : 'Conecta tu cuenta de Facebook para crear la publicación');

/** Stored without '#', once each, in the order written. */
export function cleanHashtags(tags: string[] | null | undefined): string[] {
  const seen = new Set<string>();
  for (const t of tags ?? []) {
    const tag = t.trim().replace(/^#/, '');
    if (tag) seen.add(tag);
  }
  return [...seen];
}

/** The Instagram and Facebook posts of a Pending draft (spec 3 §5 and §7). */
export function socialPostsService(deps: { db: Db; drafts: PropertyDraftsService; connections: SocialConnections }) {
  const repo = socialPostsRepository(deps.db);
  const { drafts, connections } = deps;

  async function checkImages(draftId: string, imageIds: string[]) {
    const own = new Set(await repo.imageIdsOf(draftId));
    if (!imageIds.every((id) => own.has(id))) {
      throw appError('VALIDATION_ERROR', undefined, { imagesUrls: 'Las imágenes deben ser de esta propiedad' });
    }
  }

  async function ready(agentId: string, draftId: string, type: SocialProviderType) {
    await drafts.postsEditable(agentId, draftId);
    if (!(await connections.isConnected(agentId, type))) throw notConnected(type);
  }

  return {
    async putInstagram(agentId: string, draftId: string, body: z.output<typeof instagramPostSchema>) {
      await ready(agentId, draftId, ProviderType.Instagram);
      await checkImages(draftId, body.imagesUrls);
      await repo.putInstagram(draftId, { imageIds: body.imagesUrls, caption: body.caption, hashtags: cleanHashtags(body.hashtags) });
      await drafts.touch(draftId);
      return drafts.view(agentId, draftId);
    },

    async putFacebook(agentId: string, draftId: string, body: z.output<typeof facebookPostSchema>) {
      await ready(agentId, draftId, ProviderType.Facebook);
      await checkImages(draftId, body.imagesUrls);
      const pages = await connections.pages(agentId, body.pagesIds);
      if (pages.length !== body.pagesIds.length) {
        throw appError('VALIDATION_ERROR', undefined, { pagesIds: 'Las páginas deben estar entre tus páginas de Facebook' });
      }
      await repo.putFacebook(draftId, {
        imageIds: body.imagesUrls,
        caption: body.caption,
        hashtags: cleanHashtags(body.hashtags),
        pageIds: body.pagesIds,
      });
      await drafts.touch(draftId);
      return drafts.view(agentId, draftId);
    },

    /** Removing a post needs no connection: a disconnected agent may still drop it. */
    async deleteInstagram(agentId: string, draftId: string) {
      await drafts.postsEditable(agentId, draftId);
      await repo.deleteInstagram(draftId);
      await drafts.touch(draftId);
      return drafts.view(agentId, draftId);
    },

    async deleteFacebook(agentId: string, draftId: string) {
      await drafts.postsEditable(agentId, draftId);
      await repo.deleteFacebook(draftId);
      await drafts.touch(draftId);
      return drafts.view(agentId, draftId);
    },
  };
}

export type SocialPostsService = ReturnType<typeof socialPostsService>;
