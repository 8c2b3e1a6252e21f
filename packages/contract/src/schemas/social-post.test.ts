import { describe, expect, it } from 'vitest';
import { facebookPostFormSchema, instagramPostFormSchema, type SocialPostFormValues } from './social-post';

const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const empty: SocialPostFormValues = { imagesUrls: [], caption: '', pagesIds: [] };

/** The first message of each field, as the form shows it. */
function messages(schema: typeof instagramPostFormSchema | typeof facebookPostFormSchema, values: SocialPostFormValues) {
  const found: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe("the editor's Instagram and Facebook forms (spec 3 §5 and §9)", () => {
  it('answers every missing field at once, with the messages the tools show', () => {
    expect(messages(facebookPostFormSchema, empty)).toEqual({
      imagesUrls: 'Debes seleccionar al menos una imagen.',
      caption: 'Debes escribir una descripción.',
      pagesIds: 'Debes seleccionar al menos una página.',
    });
    expect(messages(instagramPostFormSchema, { ...empty, imagesUrls: [id(1)], caption: '   ' })).toEqual({
      caption: 'Debes escribir una descripción.',
    });
  });

  it('refuses more than 20 images, a repeated one and a caption past 2200 characters', () => {
    const many = Array.from({ length: 21 }, (_, i) => id(i));
    expect(messages(instagramPostFormSchema, { ...empty, imagesUrls: many, caption: 'a'.repeat(2201) })).toEqual({
      imagesUrls: 'Puedes seleccionar hasta 20 imágenes.',
      caption: 'La descripción debe tener como máximo 2200 caracteres.',
    });
    expect(messages(instagramPostFormSchema, { ...empty, imagesUrls: [id(1), id(1)], caption: 'x' })).toEqual({
      imagesUrls: 'Las imágenes no deben repetirse.',
    });
  });

  it('answers the body of the PUT: images in order, caption trimmed, nulls for hashtags and location', () => {
    expect(instagramPostFormSchema.parse({ imagesUrls: [id(2), id(1)], caption: ' Hola ', pagesIds: ['ignored'] })).toEqual({
      imagesUrls: [id(2), id(1)],
      caption: 'Hola',
      hashtags: null,
      location: null,
    });
    expect(facebookPostFormSchema.parse({ imagesUrls: [id(1)], caption: 'Casa', pagesIds: ['p1', 'p2'] })).toEqual({
      imagesUrls: [id(1)],
      caption: 'Casa',
      pagesIds: ['p1', 'p2'],
      hashtags: null,
      location: null,
    });
  });
});
