import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  properties,
  propertyDrafts,
  propertyFacebookPagePosts,
  propertyFacebookPosts,
  propertyImages,
  propertyInstagramPosts,
} from '../../db/schema/index';
import { DraftStatus, PostStatus } from '@vitrina/contract/enums/property';
import { SocialPostStatus } from '@vitrina/contract/schemas/social-post';

export type InstagramRow = typeof propertyInstagramPosts.$inferSelect;
export type FacebookRow = typeof propertyFacebookPosts.$inferSelect;
export type PagePostRow = typeof propertyFacebookPagePosts.$inferSelect;
export type PropertyRow = typeof properties.$inferSelect;
type Tx = Pick<Db, 'update' | 'insert' | 'select' | 'delete'>;

/**
 * What the publishing job reads and writes. The job is not an agent's request: it works on the
 * one draft its job names, and every write names that draft (or its posts) explicitly.
 */
export function publishingRepository(db: Db) {
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0] ?? null;

  return {
    db,
    draft: (draftId: string) => one(db.select().from(propertyDrafts).where(eq(propertyDrafts.id, draftId)).limit(1)),
    property: (draftId: string) => one(db.select().from(properties).where(eq(properties.draftId, draftId)).limit(1)),
    instagram: (draftId: string) => one(db.select().from(propertyInstagramPosts).where(eq(propertyInstagramPosts.draftId, draftId)).limit(1)),
    facebook: (draftId: string) => one(db.select().from(propertyFacebookPosts).where(eq(propertyFacebookPosts.draftId, draftId)).limit(1)),
    pagePosts: (postId: string) => db.select().from(propertyFacebookPagePosts).where(eq(propertyFacebookPagePosts.postId, postId)),

    /** The draft's images in gallery order, as `{ id }`. */
    images: (draftId: string) =>
      db.select({ id: propertyImages.id }).from(propertyImages).where(eq(propertyImages.draftId, draftId)).orderBy(propertyImages.index),

    setDraft: (draftId: string, values: Partial<typeof propertyDrafts.$inferInsert>, tx: Tx = db) =>
      tx.update(propertyDrafts).set({ ...values, updatedAt: new Date() }).where(eq(propertyDrafts.id, draftId)),

    /** Moves the draft from `from` to Publishing; false when it was not in `from` any more. */
    async claim(tx: Tx, agentId: string, draftId: string, from: number): Promise<boolean> {
      const rows = await tx
        .update(propertyDrafts)
        .set({ status: DraftStatus.Publishing, postStatus: PostStatus.Posting, publishRequestedAt: new Date(), publishError: null, updatedAt: new Date() })
        .where(and(eq(propertyDrafts.id, draftId), eq(propertyDrafts.agentId, agentId), eq(propertyDrafts.status, from)))
        .returning({ id: propertyDrafts.id });
      return rows.length > 0;
    },

    /** Failed posts (and failed pages) go back to Pending: the next job sends only those. */
    async retryFailed(tx: Tx, draftId: string) {
      await tx
        .update(propertyInstagramPosts)
        .set({ status: SocialPostStatus.Pending, errorMessage: null, updatedAt: new Date() })
        .where(and(eq(propertyInstagramPosts.draftId, draftId), eq(propertyInstagramPosts.status, SocialPostStatus.Failed)));
      const failed = await tx
        .update(propertyFacebookPosts)
        .set({ status: SocialPostStatus.Pending, errorMessage: null, updatedAt: new Date() })
        .where(and(eq(propertyFacebookPosts.draftId, draftId), eq(propertyFacebookPosts.status, SocialPostStatus.Failed)))
        .returning({ id: propertyFacebookPosts.id });
      for (const p of failed) {
        await tx
          .update(propertyFacebookPagePosts)
          .set({ status: SocialPostStatus.Pending, errorMessage: null, updatedAt: new Date() })
          .where(and(eq(propertyFacebookPagePosts.postId, p.id), eq(propertyFacebookPagePosts.status, SocialPostStatus.Failed)));
      }
    },

    setInstagram: (id: string, values: Partial<typeof propertyInstagramPosts.$inferInsert>) =>
      db.update(propertyInstagramPosts).set({ ...values, updatedAt: new Date() }).where(eq(propertyInstagramPosts.id, id)),

    setFacebook: (id: string, values: Partial<typeof propertyFacebookPosts.$inferInsert>) =>
      db.update(propertyFacebookPosts).set({ ...values, updatedAt: new Date() }).where(eq(propertyFacebookPosts.id, id)),

    setPagePost: (id: string, values: Partial<typeof propertyFacebookPagePosts.$inferInsert>) =>
      db.update(propertyFacebookPagePosts).set({ ...values, updatedAt: new Date() }).where(eq(propertyFacebookPagePosts.id, id)),

    /** One record per chosen page; an existing one (and its outside ids) is kept. */
    async ensurePagePost(postId: string, pageId: string, pageName: string | null): Promise<PagePostRow> {
      await db.insert(propertyFacebookPagePosts).values({ postId, pageId, pageName }).onConflictDoNothing();
      return (await one(
        db
          .select()
          .from(propertyFacebookPagePosts)
          .where(and(eq(propertyFacebookPagePosts.postId, postId), eq(propertyFacebookPagePosts.pageId, pageId)))
          .limit(1),
      ))!;
    },

    insertProperty: (tx: Tx, values: typeof properties.$inferInsert) =>
      tx.insert(properties).values(values).onConflictDoNothing().returning(),

    slugTaken: async (slug: string) => Boolean(await one(db.select({ id: properties.id }).from(properties).where(eq(properties.slug, slug)).limit(1))),

    setProperty: (id: string, values: Partial<typeof properties.$inferInsert>, tx: Tx = db) =>
      tx.update(properties).set({ ...values, updatedAt: new Date() }).where(eq(properties.id, id)),

    /** Drafts marked Publishing whose job was lost (no queued, retrying or running job). */
    async orphans(queue: string): Promise<string[]> {
      const result = (await db.execute(sql`
        select d.id from property_drafts d
        where d.status = ${DraftStatus.Publishing} and not exists (
          select 1 from pgboss.job j
          where j.name = ${queue} and j.singleton_key = d.id::text and j.state in ('created', 'retry', 'active'))
        limit 500`)) as unknown as { rows?: Array<{ id: string }> } | Array<{ id: string }>;
      const rows = Array.isArray(result) ? result : (result.rows ?? []);
      return rows.map((r) => r.id);
    },

    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db)),
  };
}

export type PublishingRepository = ReturnType<typeof publishingRepository>;
