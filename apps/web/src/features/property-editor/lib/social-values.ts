import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import type { SocialPostBody, SocialPostFormValues } from '@vitrina/contract/schemas/social-post';

/**
 * A post's values and how they compare, apart from lib/social-post.ts: only types come from the
 * contract's schemas, so the editor's first screen (the unsaved-copy check) does not load zod.
 */

export type Network = 'instagram' | 'facebook';

/** Each network's name, as the editor shows it. */
export const NETWORK_NAMES: Record<Network, string> = { instagram: 'Instagram', facebook: 'Facebook' };

/** What the agent edits in a post form. `pagesIds` stays empty for Instagram. */
export type SocialPostValues = SocialPostFormValues;
export type { SocialPostBody };

export type SocialPostField = 'imagesUrls' | 'caption' | 'pagesIds';
export type SocialPostErrors = Partial<Record<SocialPostField, string>>;

export const EMPTY_POST: SocialPostValues = { imagesUrls: [], caption: '', pagesIds: [] };

export function postOf(draft: Pick<PropertyDraft, 'instagramPost' | 'facebookPost'>, network: Network) {
  return network === 'instagram' ? draft.instagramPost : draft.facebookPost;
}

/** The values of the saved post, or empty ones when there is none. */
export function savedValues(draft: Pick<PropertyDraft, 'instagramPost' | 'facebookPost'>, network: Network): SocialPostValues {
  const post = postOf(draft, network);
  if (!post) return EMPTY_POST;
  return {
    imagesUrls: [...post.imagesUrls],
    caption: post.caption,
    pagesIds: 'pagesIds' in post ? [...post.pagesIds] : [],
  };
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

export function sameValues(a: SocialPostValues, b: SocialPostValues): boolean {
  return a.caption === b.caption && sameList(a.imagesUrls, b.imagesUrls) && sameList(a.pagesIds, b.pagesIds);
}
