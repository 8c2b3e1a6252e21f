import { z } from 'zod';
import { text } from './common';

// The status is named apart from the schemas (enums/social-post.ts); answered here too for the API.
export { SocialPostStatus } from '../enums/social-post';

/** Spec 3 §5 and §9: a post takes 1–20 images and a caption of at most 2200 characters. */
export const SOCIAL_POST_MAX_IMAGES = 20;
/** Instagram publishes at most 10 images in one carousel; a post with more sends its first 10. */
export const INSTAGRAM_CAROUSEL_MAX = 10;
export const CAPTION_MAX = 2200;
export const HASHTAGS_MAX = 30;

export const socialPostMessages = {
  images: 'Debes seleccionar al menos una imagen.',
  caption: 'Debes escribir una descripción.',
  pages: 'Debes seleccionar al menos una página.',
  tooManyImages: 'Puedes seleccionar hasta 20 imágenes.',
  captionTooLong: 'La descripción debe tener como máximo 2200 caracteres.',
  repeatedImages: 'Las imágenes no deben repetirse.',
  instagramCarousel: 'Instagram publica como máximo 10 imágenes por carrusel: se usarán las 10 primeras.',
} as const;

const imageIds = z
  .array(z.uuid({ error: 'La imagen no existe' }), { error: socialPostMessages.images })
  .min(1, socialPostMessages.images)
  .max(SOCIAL_POST_MAX_IMAGES, socialPostMessages.tooManyImages)
  .refine((ids) => new Set(ids).size === ids.length, socialPostMessages.repeatedImages);

const caption = text({ error: socialPostMessages.caption })
  .trim()
  .min(1, socialPostMessages.caption)
  .max(CAPTION_MAX, socialPostMessages.captionTooLong);

const hashtags = z
  .array(
    text({ error: 'La etiqueta debe ser texto' })
      .trim()
      .regex(/^#?[\p{L}\p{N}_]{1,100}$/u, 'La etiqueta no es válida'),
    { error: 'Las etiquetas deben ser una lista' },
  )
  .max(HASHTAGS_MAX, 'Puedes usar como máximo 30 etiquetas.')
  .nullish();

/** Always null in this version (spec 3 §7); anything else is refused. */
const location = z.null({ error: 'La ubicación de la publicación no está disponible' }).optional();

/** `PUT /property-drafts/{id}/instagram`: `imagesUrls` holds the chosen image ids, in order. */
export const instagramPostSchema = z.strictObject({
  imagesUrls: imageIds,
  caption,
  hashtags,
  location,
});

/** `PUT /property-drafts/{id}/facebook`: as Instagram, plus the chosen pages (`facebookPageId`s). */
export const facebookPostSchema = instagramPostSchema.extend({
  pagesIds: z
    .array(text({ error: socialPostMessages.pages }).trim().min(1, socialPostMessages.pages).max(64), {
      error: socialPostMessages.pages,
    })
    .min(1, socialPostMessages.pages)
    .max(50, 'Puedes seleccionar como máximo 50 páginas.')
    .refine((ids) => new Set(ids).size === ids.length, 'Las páginas no deben repetirse.'),
});

/** What the editor's post form holds: the image ids in the order chosen, the caption as typed, the pages chosen (none for Instagram). */
const postFormValues = z.object({
  imagesUrls: z.array(z.string()),
  caption: z.string(),
  pagesIds: z.array(z.string()),
});

/**
 * The editor's 'Instagram' form: the rules of `instagramPostSchema`, with its messages under the
 * form's fields. Its output is the body of `PUT /property-drafts/{id}/instagram` (no hashtags nor
 * location in this version).
 */
export const instagramPostFormSchema = postFormValues
  .transform(({ imagesUrls, caption }): InstagramPostInput => ({ imagesUrls, caption, hashtags: null, location: null }))
  .pipe(instagramPostSchema);

/** The editor's 'Facebook' form: as Instagram's, plus the pages; its output is the body of `PUT /property-drafts/{id}/facebook`. */
export const facebookPostFormSchema = postFormValues
  .transform(({ imagesUrls, caption, pagesIds }): FacebookPostInput => ({ imagesUrls, caption, pagesIds, hashtags: null, location: null }))
  .pipe(facebookPostSchema);

/** What a post form holds (`pagesIds` stays empty for Instagram). */
export type SocialPostFormValues = z.input<typeof facebookPostFormSchema>;
/** What a post form sends. */
export type SocialPostBody = z.output<typeof instagramPostFormSchema> | z.output<typeof facebookPostFormSchema>;

export type InstagramPostInput = z.input<typeof instagramPostSchema>;
export type FacebookPostInput = z.input<typeof facebookPostSchema>;

const socialPostStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** `draft.instagramPost` as the API answers it. */
export const instagramPostAnswerSchema = z.object({
  propertyInstagramPostId: z.string(),
  /** The chosen image ids, in order (the name is the spec's). */
  imagesUrls: z.array(z.string()),
  caption: z.string(),
  hashTags: z.array(z.string()),
  status: socialPostStatusSchema,
  location: z.null(),
  /** The Spanish reason of the last failure, kept for the agent; null unless Failed. */
  errorMessage: z.string().nullable(),
  /** Instagram's media id once published. */
  externalId: z.string().nullable(),
  /** The live post's address (`https://www.instagram.com/p/…`), read once published; null until then or if unreadable. */
  permalink: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type InstagramPost = z.infer<typeof instagramPostAnswerSchema>;

/** One page of a Facebook post, once publishing has begun. */
export const facebookPagePostSchema = z.object({
  facebookPageId: z.string(),
  name: z.string().nullable(),
  status: socialPostStatusSchema,
  /** The page post id once published. */
  externalId: z.string().nullable(),
  errorMessage: z.string().nullable(),
});
export type FacebookPagePost = z.infer<typeof facebookPagePostSchema>;

/** `draft.facebookPost` as the API answers it. */
export const facebookPostAnswerSchema = z.object({
  propertyFacebookPostId: z.string(),
  imagesUrls: z.array(z.string()),
  caption: z.string(),
  pagesIds: z.array(z.string()),
  hashTags: z.array(z.string()),
  status: socialPostStatusSchema,
  location: z.null(),
  errorMessage: z.string().nullable(),
  /** One entry per chosen page once publishing has begun. */
  pages: z.array(facebookPagePostSchema),
  publishedAt: z.string().nullable(),
});
export type FacebookPost = z.infer<typeof facebookPostAnswerSchema>;
