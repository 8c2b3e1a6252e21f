import { z } from 'zod';
import { draftAccessSchema, draftOwnerSchema } from './collaboration';
import {
  ADDRESS_MAX,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  DETAIL_TYPE_MAX,
  DETAIL_VALUE_MAX,
  ENVIRONMENT_QUANTITY_MAX,
  NEARBY_PLACE_NAME_MAX,
  PRICE_MAX,
  PROPERTY_CODE_MAX,
  PROPERTY_CODE_MIN,
  PROPERTY_PAGE_SIZE,
} from '../enums/property';
import { paginationQuery, positiveId, positiveIdParam, text } from './common';
import { facebookPostAnswerSchema, instagramPostAnswerSchema } from './social-post';

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

/** The price field's text without its commas ('120000.75') as a whole number (120000); NaN when not a number. */
function priceFromText(plain: string): number {
  return /^\d*\.?\d*$/.test(plain) && plain !== '.' ? Math.trunc(Number(plain)) : Number.NaN;
}

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
    .transform((v) => v.replace(/,/g, '').trim())
    .refine((v) => v !== '', { error: 'El precio es requerido', abort: true })
    .transform(priceFromText)
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

export const environmentQuantitySchema = z.strictObject({
  quantity: z.number({ error: 'La cantidad debe ser un número' }).int('La cantidad debe ser un número entero').min(0, 'La cantidad no puede ser negativa').max(ENVIRONMENT_QUANTITY_MAX, `La cantidad no puede ser mayor que ${ENVIRONMENT_QUANTITY_MAX}`),
});

export const detailSchema = z.strictObject({
  propertyDetailType: text({ error: 'Debe indicar el detalle' }).min(1, 'Debe indicar el detalle').max(DETAIL_TYPE_MAX),
  value: text({ error: 'Debe escribir un valor' }).trim().min(1, 'Debe escribir un valor').max(DETAIL_VALUE_MAX, `El valor no debe tener más de ${DETAIL_VALUE_MAX} caracteres`),
});

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

export const locationSchema = z.strictObject({
  address: text({ error: 'La ubicación es requerida' }).trim().min(1, 'La ubicación es requerida').max(ADDRESS_MAX, `La dirección no debe tener más de ${ADDRESS_MAX} caracteres`).nullish(),
  countryState: positiveInt('El estado es requerido'),
  location: positiveInt('La ubicación es requerida'),
  latitude: z.number({ error: 'La latitud no es válida' }).min(-90).max(90).nullish(),
  longitude: z.number({ error: 'La longitud no es válida' }).min(-180).max(180).nullish(),
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

export const draftListQuery = paginationQuery(PROPERTY_PAGE_SIZE).extend({
  statuses: text()
    .regex(/^[1-3](,[1-3])*$/, 'Los estados no son válidos')
    .optional(),
  minPrice: z.coerce.number().min(0, 'El precio mínimo no es válido').max(PRICE_MAX, 'El precio mínimo no es válido').optional(),
  maxPrice: z.coerce.number().min(0, 'El precio máximo no es válido').max(PRICE_MAX, 'El precio máximo no es válido').optional(),
  propertyType: positiveIdParam('El tipo de propiedad no es válido').optional(),
  operationType: z.coerce.number().int().min(1).max(2, 'La operación no es válida').optional(),
  searchQuery: text().max(100, 'La búsqueda no debe tener más de 100 caracteres').optional(),
  /** 'true': only drafts holding something the agent put in them (the dashboard's 'Continua publicando'). */
  withContent: z.enum(['true', 'false'], { error: 'El filtro de contenido no es válido' }).optional(),
});

// ---- Wire types of the drafts routes and the editor's catalogues: the answers as the API writes them.

const uuidId = z.string();
const nullableString = z.string().nullable();

/** How a detail's value is entered: the switch alone ('true'), a number with its unit, free text or one of its options. */
export const detailKindSchema = z.enum(['boolean', 'number', 'text', 'choice']);
export type DetailKind = z.infer<typeof detailKindSchema>;

/** A detail type as GET /property-details/types and a draft's details[] show it. */
export const propertyDetailTypeRefSchema = z.object({
  propertyDetailTypeId: z.number().int(),
  type: z.string(),
  name: z.string(),
  kind: detailKindSchema,
  /** Shown after a number ('m²', 'USD', 'meses'); null when none. */
  unit: nullableString,
  /** The allowed values of a 'choice'; null for other kinds. */
  options: z.array(z.string()).nullable(),
  propertyDetailCategory: z.object({ propertyDetailCategoryId: z.number().int(), name: z.string() }),
});
export type PropertyDetailTypeRef = z.infer<typeof propertyDetailTypeRefSchema>;

/** An item of GET /property-types. */
export const propertyTypeSchema = z.object({
  propertyTypeId: z.number().int(),
  name: z.string(),
  pictureUrl: nullableString,
});
export type PropertyType = z.infer<typeof propertyTypeSchema>;

/** A room kind ('Habitaciones', 'Baños'…) inside a group of GET /property-enviroments. */
export const propertyEnvironmentSchema = z.object({
  propertyEnviromentId: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  type: z.string(),
});
export type PropertyEnvironment = z.infer<typeof propertyEnvironmentSchema>;

/** An item of GET /property-enviroments: a group with its room kinds. */
export const environmentGroupSchema = z.object({
  propertyEnviromentParentId: z.number().int(),
  name: z.string(),
  propertyEnviroments: z.array(propertyEnvironmentSchema),
});
export type EnvironmentGroup = z.infer<typeof environmentGroupSchema>;

/** An item of GET /property-details/categories. */
export const detailCategorySchema = z.object({
  propertyDetailCategoryId: z.number().int(),
  name: z.string(),
  type: z.string(),
});
export type DetailCategory = z.infer<typeof detailCategorySchema>;

/** An item of GET /nearby-place-types. */
export const nearbyPlaceTypeSchema = z.object({
  nearbyPlaceTypeId: z.number().int(),
  name: z.string(),
  type: z.string(),
});
export type NearbyPlaceType = z.infer<typeof nearbyPlaceTypeSchema>;

/** A place near the property (spec 3 §3); distance and minutes come from the server. */
export const nearbyPlaceSchema = z.object({
  propertyNearbyPlaceId: uuidId,
  /** The draft's id. */
  propertyId: z.string(),
  name: z.string(),
  address: nullableString,
  latitude: z.number(),
  longitude: z.number(),
  distanceInKm: z.number().nullable(),
  walkingTimeInMinutes: z.number().nullable(),
  vehicleTimeInMinutes: z.number().nullable(),
  nearbyPlaceType: z.object({ nearbyPlaceTypeId: z.number().int(), name: z.string() }),
});
export type NearbyPlace = z.infer<typeof nearbyPlaceSchema>;

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

/** The body of `PUT /property-drafts/{id}` as the editor sends it. */
export type UpdateDraftBody = z.input<typeof updateDraftSchema>;
/** The body of `PUT /property-drafts/{id}/enviroments/{propertyEnviromentId}`; 0 removes the room kind. */
export type EnvironmentQuantityBody = z.input<typeof environmentQuantitySchema>;
/** The body of `PUT /property-drafts/{id}/details`. */
export type DetailBody = z.input<typeof detailSchema>;
/** The body of `PUT /property-drafts/{id}/location`. */
export type LocationBody = z.input<typeof locationSchema>;

/** A listing photo: kept up to 2048 px on its long side in its own aspect; index 1 is the cover ('Portada'). */
export const propertyImageSchema = z.object({
  propertyImageId: uuidId,
  imageUrl: z.string(),
  imageType: z.string(),
  index: z.number().int(),
  width: z.number(),
  height: z.number(),
  /** WebP copies narrower than the image (480, 960, 1600 px wide), narrowest first, for `srcset`. */
  renditions: z.array(z.object({ width: z.number(), url: z.string() })),
  propertyEnviroment: z.object({ propertyEnviromentId: z.number().int(), name: z.string() }).nullable(),
  tags: z.array(z.unknown()),
});
export type PropertyImage = z.infer<typeof propertyImageSchema>;

/** A draft as every drafts route answers it (GET /property-drafts/{id} and each change). */
export const propertyDraftSchema = z.object({
  propertyDraftId: uuidId,
  title: nullableString,
  code: nullableString,
  operationType: z.number().int(),
  description: nullableString,
  agentId: z.string(),
  propertyType: z.object({ propertyTypeId: z.number().int(), name: z.string() }).nullable(),
  price: z.number().nullable(),
  size: z.number().nullable(),
  bathrooms: z.number().int(),
  bedrooms: z.number().int(),
  thumbnail: nullableString,
  status: z.number().int(),
  postStatus: z.number().int(),
  address: z.object({
    countryState: z.object({ countryStateId: z.number().int(), name: z.string() }).nullable(),
    location: z.object({ countryLocationId: z.number().int(), name: z.string() }).nullable(),
    address: nullableString,
    geolocation: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  }),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  video: z.object({ propertyVideoId: z.string(), url: z.string(), thumbnail: nullableString, format: z.string() }).nullable(),
  enviroments: z.array(
    z.object({ enviromentInPropertyId: uuidId, quantity: z.number().int(), propertyEnviroment: propertyEnvironmentSchema }),
  ),
  details: z.array(z.object({ propertyDetailId: uuidId, value: z.string(), propertyDetailType: propertyDetailTypeRefSchema })),
  media: z.array(propertyImageSchema),
  nearbyPlaces: z.array(nearbyPlaceSchema),
  instagramPost: instagramPostAnswerSchema.nullable(),
  facebookPost: facebookPostAnswerSchema.nullable(),
  /** The Spanish reason the last publication failed before the property was created; else null. */
  publishError: nullableString,
  property: z.object({ propertyId: z.string(), slug: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the signed-in caller may do on this draft (issue 11): the owner `{ owner: true, permission: 'write', scope: 'all' }`. */
  access: draftAccessSchema.optional().describe('What the caller may do on the draft; present on every signed-in draft answer'),
  /** The agent who owns the draft (a shared draft in an invited agent\'s list shows their name). */
  owner: draftOwnerSchema.optional().describe('The owner of the draft; present on every signed-in draft answer'),
});
export type PropertyDraft = z.infer<typeof propertyDraftSchema>;
