import { MediaProviderType } from '@vitrina/contract/schemas/media-provider';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import {
  CAPTION_MAX,
  SOCIAL_POST_MAX_IMAGES,
  type SocialPostBody,
  type SocialPostFormValues,
} from '@vitrina/contract/schemas/social-post';

export type Network = 'instagram' | 'facebook';

export const NETWORKS = {
  instagram: {
    type: MediaProviderType.Instagram,
    name: 'Instagram',
    deleted: 'Publicación de Instagram eliminada correctamente.',
  },
  facebook: {
    type: MediaProviderType.Facebook,
    name: 'Facebook',
    deleted: 'Publicación de Facebook eliminada correctamente.',
  },
} as const;

export const socialToolMessages = {
  saved: 'Publicación actualizada correctamente.',
  saveError: 'Algo ha salido mal. Por favor, vuelve a intentarlo.',
  deleteError: 'Algo no ha salido como se esperaba. Por favor, vuelve a intentarlo.',
} as const;

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

/** A click on an image: a chosen one leaves the list; a new one joins at the end, never past 20. */
export function toggleImage(selected: string[], id: string): string[] {
  if (selected.includes(id)) return selected.filter((item) => item !== id);
  if (selected.length >= SOCIAL_POST_MAX_IMAGES) return selected;
  return [...selected, id];
}

export function clampCaption(text: string): string {
  return text.length > CAPTION_MAX ? text.slice(0, CAPTION_MAX) : text;
}

/** Puts `insert` in place of the selection [start, end); null when the caption would pass 2200. */
export function insertAt(text: string, start: number, end: number, insert: string): { text: string; caret: number } | null {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const next = text.slice(0, from) + insert + text.slice(to);
  if (next.length > CAPTION_MAX) return null;
  return { text: next, caret: from + insert.length };
}

/** The form's fields that show a message (the server's `fields` may name these). */
export const SOCIAL_POST_FIELDS: readonly SocialPostField[] = ['imagesUrls', 'caption', 'pagesIds'];
