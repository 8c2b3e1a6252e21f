import { z } from 'zod';
import { draftAccessSchema, draftOwnerSchema } from './collaboration';
import { PRICE_MAX, PROPERTY_PAGE_SIZE } from '../enums/property';
import { paginationQuery, positiveIdParam, text } from './common';
import { facebookPostAnswerSchema, instagramPostAnswerSchema } from './social-post';

export * from './property-draft-input';
export * from './property-draft-forms';

export const draftListQuery = paginationQuery(PROPERTY_PAGE_SIZE).extend({
  statuses: text()
    .regex(/^[1-3](,[1-3])*$/, 'Los estados no son válidos')
    .optional(),
  minPrice: z.coerce.number().min(0, 'El precio mínimo no es válido').max(PRICE_MAX, 'El precio mínimo no es válido').optional(),
  maxPrice: z.coerce.number().min(0, 'El precio máximo no es válido').max(PRICE_MAX, 'El precio máximo no es válido').optional(),
  propertyType: positiveIdParam('El tipo de propiedad no es válido').optional(),
  operationType: z.coerce.number().int().min(1).max(2, 'La operación no es válida').optional(),
  searchQuery: text().max(100, 'La búsqueda no debe tener más de 100 caracteres').optional(),
  /** 'true': only drafts holding something the agent put in them (the dashboard's 'Continúa publicando'). */
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
