import { index, jsonb, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { timestamps, ts } from './columns';
import { propertyDrafts } from './properties';

/** What a draft's Instagram and Facebook posts both hold: one post per draft, its chosen property image ids in order (answered as `imagesUrls`), caption and hashtags. */
const draftPost = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  draftId: uuid('draft_id')
    .notNull()
    .unique()
    .references(() => propertyDrafts.id, { onDelete: 'cascade' }),
  imageIds: jsonb('image_ids').$type<string[]>().notNull(),
  caption: text('caption').notNull(),
  hashtags: jsonb('hashtags').$type<string[]>().notNull().default([]),
});

/**
 * A draft's Instagram post and the record of its publication. Every outside id is written before
 * the next call is made, so a resumed job knows what was already sent (ARCHITECTURE, Publishing).
 */
export const propertyInstagramPosts = pgTable('property_instagram_posts', {
  ...draftPost(),
  /** 1 Pending, 2 Published, 3 Failed. */
  status: smallint('status').notNull().default(1),
  errorMessage: text('error_message'),
  /** Instagram user the post is published as (taken when the step begins). */
  igUserId: text('ig_user_id'),
  /** Carousel item containers, in image order, as they are created. */
  childContainerIds: jsonb('child_container_ids').$type<string[]>().notNull().default([]),
  /** The container that is published: the single image's, or the carousel's parent. */
  containerId: text('container_id'),
  /** Set just before `media_publish` is called; with no mediaId it means "outcome unknown". */
  publishAttemptedAt: ts('publish_attempted_at'),
  mediaId: text('media_id'),
  /** The live post's address on Instagram, read once it is published (null if it could not be read). */
  permalink: text('permalink'),
  publishedAt: ts('published_at'),
  ...timestamps(),
});

/** A draft's Facebook post: the same images and caption go to every chosen page. */
export const propertyFacebookPosts = pgTable('property_facebook_posts', {
  ...draftPost(),
  /** Chosen Facebook page ids (answered as `pagesIds`). */
  pageIds: jsonb('page_ids').$type<string[]>().notNull(),
  status: smallint('status').notNull().default(1),
  errorMessage: text('error_message'),
  publishedAt: ts('published_at'),
  ...timestamps(),
});

/** One page's share of a Facebook post: its unpublished photos, then its one feed post. */
export const propertyFacebookPagePosts = pgTable(
  'property_facebook_page_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => propertyFacebookPosts.id, { onDelete: 'cascade' }),
    pageId: text('page_id').notNull(),
    pageName: text('page_name'),
    /** Unpublished photo ids, in image order, as they are uploaded. */
    photoIds: jsonb('photo_ids').$type<string[]>().notNull().default([]),
    /** Set just before `POST /{page-id}/feed`; with no feedPostId it means "outcome unknown". */
    feedAttemptedAt: ts('feed_attempted_at'),
    feedPostId: text('feed_post_id'),
    status: smallint('status').notNull().default(1),
    errorMessage: text('error_message'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('property_facebook_page_posts_unique').on(t.postId, t.pageId), index('property_facebook_page_posts_post_idx').on(t.postId)],
);
