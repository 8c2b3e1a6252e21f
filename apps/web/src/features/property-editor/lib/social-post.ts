import { MediaProviderType } from '@vitrina/contract/schemas/media-provider';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import {
  CAPTION_MAX,
  SOCIAL_POST_MAX_IMAGES,
  facebookPostSchema,
  instagramPostSchema,
} from '@vitrina/contract/schemas/social-post';
import type { z } from 'zod';

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
export interface SocialPostValues {
  imagesUrls: string[];
  caption: string;
  pagesIds: string[];
}

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

export type SocialPostBody = z.output<typeof instagramPostSchema> | z.output<typeof facebookPostSchema>;

const FIELDS: readonly SocialPostField[] = ['imagesUrls', 'caption', 'pagesIds'];

/** Checks the values with the contract's schema: the body to send, or the first message of each field. */
export function validatePost(
  network: Network,
  values: SocialPostValues,
): { body: SocialPostBody; errors?: undefined } | { body?: undefined; errors: SocialPostErrors } {
  const base = { imagesUrls: values.imagesUrls, caption: values.caption, hashtags: null, location: null };
  const result =
    network === 'instagram'
      ? instagramPostSchema.safeParse(base)
      : facebookPostSchema.safeParse({ ...base, pagesIds: values.pagesIds });
  if (result.success) return { body: result.data };
  const errors: SocialPostErrors = {};
  for (const issue of result.error.issues) {
    const field = FIELDS.find((f) => f === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

/** The messages of the form's fields among the server's `VALIDATION_ERROR` fields. */
export function pickFieldErrors(fields: Record<string, string>): SocialPostErrors {
  const errors: SocialPostErrors = {};
  for (const field of FIELDS) if (fields[field]) errors[field] = fields[field];
  return errors;
}
