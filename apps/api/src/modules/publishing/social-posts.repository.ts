import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { propertyFacebookPagePosts, propertyFacebookPosts, propertyImages, propertyInstagramPosts } from '../../db/schema/index';
import { SocialPostStatus } from '@vitrina/contract/schemas/social-post';

export interface PostValues {
  imageIds: string[];
  caption: string;
  hashtags: string[];
}

/** A Pending draft's posts: writing one starts its publication record afresh. */
const freshInstagram = {
  status: SocialPostStatus.Pending,
  errorMessage: null,
  igUserId: null,
  childContainerIds: [] as string[],
  containerId: null,
  publishAttemptedAt: null,
  mediaId: null,
  publishedAt: null,
};

export function socialPostsRepository(db: Db) {
  return {
    async imageIdsOf(draftId: string): Promise<string[]> {
      const rows = await db.select({ id: propertyImages.id }).from(propertyImages).where(eq(propertyImages.draftId, draftId));
      return rows.map((r) => r.id);
    },

    async putInstagram(draftId: string, values: PostValues) {
      const set = { ...values, ...freshInstagram, updatedAt: new Date() };
      await db.insert(propertyInstagramPosts).values({ draftId, ...set }).onConflictDoUpdate({ target: propertyInstagramPosts.draftId, set });
    },

    deleteInstagram: (draftId: string) => db.delete(propertyInstagramPosts).where(eq(propertyInstagramPosts.draftId, draftId)),

    async putFacebook(draftId: string, values: PostValues & { pageIds: string[] }) {
      await db.transaction(async (tx) => {
        const set = { ...values, status: SocialPostStatus.Pending, errorMessage: null, publishedAt: null, updatedAt: new Date() };
        const [post] = await tx
          .insert(propertyFacebookPosts)
          .values({ draftId, ...set })
          .onConflictDoUpdate({ target: propertyFacebookPosts.draftId, set })
          .returning({ id: propertyFacebookPosts.id });
        await tx.delete(propertyFacebookPagePosts).where(eq(propertyFacebookPagePosts.postId, post!.id));
      });
    },

    deleteFacebook: (draftId: string) => db.delete(propertyFacebookPosts).where(eq(propertyFacebookPosts.draftId, draftId)),
  };
}
