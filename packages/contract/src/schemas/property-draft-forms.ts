import { z } from 'zod';
import { ADDRESS_MAX, DESCRIPTION_MAX, DESCRIPTION_MIN } from '../enums/property';
import { parsePrice } from '../format/price';
import { text } from './common';
import { detailSchema, locationSchema, nearbyPlaceInputSchema, updateDraftSchema } from './property-draft-input';

// The editor's forms as the agent fills them; each answers the body of its write (re-exported by property-draft.ts).

/** The price field's text, read the es-VE way ('120.000' → 120000, '120.000,75' → 120000.75); NaN when not a number. */
function priceFromText(typed: string): number {
  return parsePrice(typed) ?? Number.NaN;
}

/** A listing's price is whole dollars: cents typed are refused with a word, never dropped on save. */
const WHOLE_PRICE = 'Escribe el precio sin céntimos';

/**
 * The editor's 'Propiedad' form (spec 3 §5 as DECISIONS §1 settles it), as the agent fills it: the
 * type chosen or null, the price as typed, the description's HTML with its visible length (blank,
 * or 15 to 6000 characters). The rules of `updateDraftSchema` apply to what it answers, which is
 * the body of `PUT /property-drafts/{id}`.
 */
export const propertyFormSchema = z.object({
  operationType: updateDraftSchema.shape.operationType,
  /** Null until a type is chosen. */
  propertyType: z.number({ error: 'El tipo de propiedad es requerido' }).nullable().pipe(updateDraftSchema.shape.propertyType),
  price: z
    .string()
    .refine((v) => v.trim() !== '', { error: 'El precio es requerido', abort: true })
    .transform(priceFromText)
    .refine((n) => Number.isNaN(n) || Number.isInteger(n), { error: WHOLE_PRICE, abort: true })
    .pipe(updateDraftSchema.shape.price),
  code: updateDraftSchema.shape.code.unwrap().unwrap(),
  description: z
    .object({ html: z.string(), length: z.number() })
    .refine((d) => d.length === 0 || d.length >= DESCRIPTION_MIN, 'La descripción es requerida')
    .refine((d) => d.length <= DESCRIPTION_MAX, 'La descripción debe tener menos de 6000 caracteres')
    .transform((d) => (d.length > 0 ? d.html : null))
    .pipe(updateDraftSchema.shape.description.unwrap()),
});
/** What the 'Propiedad' form holds. */
export type PropertyFormValues = z.input<typeof propertyFormSchema>;

/**
 * A detail's value as a row of the editor's 'Detalles' tool holds it: blank removes the detail
 * (null); anything else follows `detailSchema`'s rule of the value, which it answers trimmed.
 */
export const detailValueFormSchema = z.object({
  value: z
    .string()
    .trim()
    .transform((v) => v || null)
    .pipe(detailSchema.shape.value.nullable()),
});

/**
 * The editor's 'Dirección' form: the rules of `locationSchema`, but the address box may stay blank
 * (it is sent as null). Its output is the body of `PUT /property-drafts/{id}/location`.
 */
export const locationFormSchema = locationSchema.extend({
  address: text({ error: 'La ubicación es requerida' })
    .trim()
    .max(ADDRESS_MAX, `La dirección no debe tener más de ${ADDRESS_MAX} caracteres`)
    .transform((v) => v || null),
});

/** The editor's message when a nearby place has no point yet. */
const NEARBY_POINT_MESSAGE = 'Marca el lugar en el mapa o búscalo por su dirección';

/**
 * The editor's 'Lugares cercanos' form: the rules of `nearbyPlaceInputSchema`, a missing point
 * answered with the form's message, a blank address sent as null. Its output is the body of
 * `PUT /property-drafts/{id}/nearby-places`.
 */
export const nearbyPlaceFormSchema = nearbyPlaceInputSchema.extend({
  address: z
    .string()
    .trim()
    .max(ADDRESS_MAX, `La dirección no debe tener más de ${ADDRESS_MAX} caracteres`)
    .transform((v) => v || null),
  latitude: z.number({ error: NEARBY_POINT_MESSAGE }).min(-90).max(90),
  longitude: z.number({ error: NEARBY_POINT_MESSAGE }).min(-180).max(180),
});
