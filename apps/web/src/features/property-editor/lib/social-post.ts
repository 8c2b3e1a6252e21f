import { MediaProviderType } from '@vitrina/contract/schemas/media-provider';
import { CAPTION_MAX, SOCIAL_POST_MAX_IMAGES } from '@vitrina/contract/schemas/social-post';
import { NETWORK_NAMES, type SocialPostField } from './social-values';

export const NETWORKS = {
  instagram: {
    type: MediaProviderType.Instagram,
    name: NETWORK_NAMES.instagram,
    deleted: 'Publicación de Instagram eliminada correctamente.',
  },
  facebook: {
    type: MediaProviderType.Facebook,
    name: NETWORK_NAMES.facebook,
    deleted: 'Publicación de Facebook eliminada correctamente.',
  },
} as const;

export const socialToolMessages = {
  saved: 'Publicación actualizada correctamente.',
  saveError: 'Algo ha salido mal. Por favor, vuelve a intentarlo.',
  deleteError: 'Algo no ha salido como se esperaba. Por favor, vuelve a intentarlo.',
} as const;

export {
  EMPTY_POST,
  postOf,
  sameValues,
  savedValues,
  type Network,
  type SocialPostBody,
  type SocialPostErrors,
  type SocialPostField,
  type SocialPostValues,
} from './social-values';

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
