import { z } from 'zod';
import {
  ADDRESS_MAX,
  DESCRIPTION_MAX,
  DETAIL_TYPE_MAX,
  DETAIL_VALUE_MAX,
  ENVIRONMENT_QUANTITY_MAX,
  NEARBY_PLACE_NAME_MAX,
  PRICE_MAX,
  PROPERTY_CODE_MAX,
  PROPERTY_CODE_MIN,
} from '../enums/property';
import { positiveId, text } from './common';

// The bodies of the drafts' writes, as the API checks them (re-exported by property-draft.ts).

const positiveInt = positiveId;

/** `PUT /property-drafts/{id}`: the Propiedad tool. The description is HTML, sanitised by the server. */
export const updateDraftSchema = z.strictObject({
  propertyType: positiveInt('El tipo de propiedad es requerido'),
  price: z
    .number({ error: 'El precio debe ser un número' })
    .int('El precio debe ser un número')
    .positive('El precio debe ser mayor a 0')
    .max(PRICE_MAX, 'El precio no es válido'),
  operationType: z.union([z.literal(1), z.literal(2)], { error: 'La operación no es válida' }),
  code: text({ error: 'El código debe ser texto' })
    .trim()
    .max(PROPERTY_CODE_MAX, `El código no debe tener más de ${PROPERTY_CODE_MAX} caracteres`)
    .refine((v) => v === '' || v.length >= PROPERTY_CODE_MIN, `El código debe tener al menos ${PROPERTY_CODE_MIN} caracteres`)
    .transform((v) => v || null)
    .nullish(),
  description: text({ error: 'La descripción debe ser texto' })
    .max(DESCRIPTION_MAX * 4, 'La descripción debe tener menos de 6000 caracteres')
    .nullish(),
});

export const environmentQuantitySchema = z.strictObject({
  quantity: z.number({ error: 'La cantidad debe ser un número' }).int('La cantidad debe ser un número entero').min(0, 'La cantidad no puede ser negativa').max(ENVIRONMENT_QUANTITY_MAX, `La cantidad no puede ser mayor que ${ENVIRONMENT_QUANTITY_MAX}`),
});

export const detailSchema = z.strictObject({
  propertyDetailType: text({ error: 'Debe indicar el detalle' }).min(1, 'Debe indicar el detalle').max(DETAIL_TYPE_MAX),
  value: text({ error: 'Debe escribir un valor' }).trim().min(1, 'Debe escribir un valor').max(DETAIL_VALUE_MAX, `El valor no debe tener más de ${DETAIL_VALUE_MAX} caracteres`),
});

export const locationSchema = z.strictObject({
  address: text({ error: 'La ubicación es requerida' }).trim().min(1, 'La ubicación es requerida').max(ADDRESS_MAX, `La dirección no debe tener más de ${ADDRESS_MAX} caracteres`).nullish(),
  countryState: positiveInt('El estado es requerido'),
  location: positiveInt('La ubicación es requerida'),
  latitude: z.number({ error: 'La latitud no es válida' }).min(-90).max(90).nullish(),
  longitude: z.number({ error: 'La longitud no es válida' }).min(-180).max(180).nullish(),
});

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `PUT /property-drafts/{id}/nearby-places`: creates a place, or updates the one named by its id. */
export const nearbyPlaceInputSchema = z.strictObject({
  propertyNearbyPlaceId: z.string().regex(UUID_PATTERN, 'El lugar cercano no existe').nullish(),
  propertyNearbyPlaceTypeId: z.number({ error: 'Debe seleccionar un tipo de lugar' }).int().positive('Debe seleccionar un tipo de lugar'),
  name: z.string({ error: 'Debe escribir el nombre del lugar' }).trim().min(1, 'Debe escribir el nombre del lugar').max(NEARBY_PLACE_NAME_MAX, `El nombre no debe tener más de ${NEARBY_PLACE_NAME_MAX} caracteres`),
  address: z.string().trim().max(ADDRESS_MAX, `La dirección no debe tener más de ${ADDRESS_MAX} caracteres`).nullish(),
  latitude: z.number({ error: 'La latitud no es válida' }).min(-90).max(90),
  longitude: z.number({ error: 'La longitud no es válida' }).min(-180).max(180),
});
export type NearbyPlaceInput = z.input<typeof nearbyPlaceInputSchema>;

/** The body of `PUT /property-drafts/{id}` as the editor sends it. */
export type UpdateDraftBody = z.input<typeof updateDraftSchema>;
/** The body of `PUT /property-drafts/{id}/enviroments/{propertyEnviromentId}`; 0 removes the room kind. */
export type EnvironmentQuantityBody = z.input<typeof environmentQuantitySchema>;
/** The body of `PUT /property-drafts/{id}/details`. */
export type DetailBody = z.input<typeof detailSchema>;
/** The body of `PUT /property-drafts/{id}/location`. */
export type LocationBody = z.input<typeof locationSchema>;
