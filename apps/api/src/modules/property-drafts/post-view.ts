import type { FacebookPost, InstagramPost, SocialPostStatus } from '@vitrina/contract/schemas/social-post';
import type { DraftRow, Related } from './property-drafts.repository';

/**
 * A post keeps the ids of the images chosen; an image deleted from the draft since is left out
 * here, the same way the publishing job leaves it out, so the publish check sees what will be sent.
 */
function existing(imageIds: string[], d: DraftRow, rel: Related): string[] {
  const ids = new Set(rel.images.filter((x) => x.image.draftId === d.id).map((x) => x.image.id));
  return imageIds.filter((id) => ids.has(id));
}

export function instagramPostOf(d: DraftRow, rel: Related): InstagramPost | null {
  const p = rel.instagramPosts.find((x) => x.draftId === d.id);
  if (!p) return null;
  return {
    propertyInstagramPostId: p.id,
    imagesUrls: existing(p.imageIds, d, rel),
    caption: p.caption,
    hashTags: p.hashtags,
    status: p.status as SocialPostStatus,
    location: null,
    errorMessage: p.errorMessage,
    externalId: p.mediaId,
    permalink: p.permalink,
    publishedAt: p.publishedAt?.toISOString() ?? null,
  };
}

export function facebookPostOf(d: DraftRow, rel: Related): FacebookPost | null {
  const p = rel.facebookPosts.find((x) => x.draftId === d.id);
  if (!p) return null;
  const records = rel.pagePosts.filter((x) => x.postId === p.id);
  return {
    propertyFacebookPostId: p.id,
    imagesUrls: existing(p.imageIds, d, rel),
    caption: p.caption,
    pagesIds: p.pageIds,
    hashTags: p.hashtags,
    status: p.status as SocialPostStatus,
    location: null,
    errorMessage: p.errorMessage,
    pages: p.pageIds.map((pageId) => {
      const record = records.find((r) => r.pageId === pageId);
      const stored = rel.pageNames.find((x) => x.agentId === d.agentId && x.pageId === pageId);
      return {
        facebookPageId: pageId,
        name: record?.pageName ?? stored?.name ?? null,
        status: (record?.status ?? 1) as SocialPostStatus,
        externalId: record?.feedPostId ?? null,
        errorMessage: record?.errorMessage ?? null,
      };
    }),
    publishedAt: p.publishedAt?.toISOString() ?? null,
  };
}
