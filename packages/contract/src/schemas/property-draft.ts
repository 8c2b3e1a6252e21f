import { z } from 'zod';
import { DESCRIPTION_MAX, PROPERTY_PAGE_SIZE } from '../enums/property';
import { paginationQuery, positiveId, positiveIdParam, text } from './common';
import type { FacebookPost, InstagramPost } from './social-post';

/** Prices are whole numbers up to ten thousand million. */
const PRICE_MAX = 10_000_000_000;
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
    .max(30, 'El código no debe tener más de 30 caracteres')
    .refine((v) => v === '' || v.length >= 3, 'El código debe tener al menos 3 caracteres')
    .transform((v) => v || null)
    .nullish(),
  description: text({ error: 'La descripción debe ser texto' })
    .max(DESCRIPTION_MAX * 4, 'La descripción debe tener menos de 6000 caracteres')
    .nullish(),
});

export const enviromentQuantitySchema = z.strictObject({
  quantity: z.number({ error: 'La cantidad debe ser un número' }).int('La cantidad debe ser un número entero').min(0, 'La cantidad no puede ser negativa').max(99, 'La cantidad no puede ser mayor que 99'),
});

export const detailSchema = z.strictObject({
  propertyDetailType: text({ error: 'Debe indicar el detalle' }).min(1, 'Debe indicar el detalle').max(40),
  value: text({ error: 'Debe escribir un valor' }).trim().min(1, 'Debe escribir un valor').max(200, 'El valor no debe tener más de 200 caracteres'),
});

export const locationSchema = z.strictObject({
  address: text({ error: 'La ubicación es requerida' }).trim().min(1, 'La ubicación es requerida').max(300, 'La dirección no debe tener más de 300 caracteres').nullish(),
  countryState: positiveInt('El estado es requerido'),
  location: positiveInt('La ubicación es requerida'),
  latitude: z.number({ error: 'La latitud no es válida' }).min(-90).max(90).nullish(),
  longitude: z.number({ error: 'La longitud no es válida' }).min(-180).max(180).nullish(),
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

/** How a detail's value is entered: the switch alone ('true'), a number with its unit, free text or one of its options. */
export type DetailKind = 'boolean' | 'number' | 'text' | 'choice';

/** A detail type as GET /property-details/types and a draft's details[] show it. */
export interface PropertyDetailTypeRef {
  propertyDetailTypeId: number;
  type: string;
  name: string;
  kind: DetailKind;
  /** Shown after a number ('m²', 'USD', 'meses'); null when none. */
  unit: string | null;
  /** The allowed values of a 'choice'; null for other kinds. */
  options: string[] | null;
  propertyDetailCategory: { propertyDetailCategoryId: number; name: string };
}

/** A listing photo: kept up to 2048 px on its long side in its own aspect; index 1 is the cover ('Portada'). */
export interface PropertyImage {
  propertyImageId: string;
  imageUrl: string;
  imageType: string;
  index: number;
  width: number;
  height: number;
  /** WebP copies narrower than the image (480, 960, 1600 px wide), narrowest first, for `srcset`. */
  renditions: Array<{ width: number; url: string }>;
  propertyEnviroment: { propertyEnviromentId: number; name: string } | null;
  tags: unknown[];
}

export interface PropertyDraft {
  propertyDraftId: string;
  title: string | null;
  code: string | null;
  operationType: number;
  description: string | null;
  agentId: string;
  propertyType: { propertyTypeId: number; name: string } | null;
  price: number | null;
  size: number | null;
  bathrooms: number;
  bedrooms: number;
  thumbnail: string | null;
  status: number;
  postStatus: number;
  address: {
    countryState: { countryStateId: number; name: string } | null;
    location: { countryLocationId: number; name: string } | null;
    address: string | null;
    geolocation: { latitude: number; longitude: number } | null;
  };
  latitude: number | null;
  longitude: number | null;
  video: { propertyVideoId: string; url: string; thumbnail: string | null; format: string } | null;
  enviroments: Array<{ enviromentInPropertyId: string; quantity: number; propertyEnviroment: { propertyEnviromentId: number; name: string; shortName: string; type: string } }>;
  details: Array<{
    propertyDetailId: string;
    value: string;
    propertyDetailType: PropertyDetailTypeRef;
  }>;
  media: PropertyImage[];
  nearbyPlaces: unknown[];
  instagramPost: InstagramPost | null;
  facebookPost: FacebookPost | null;
  /** The Spanish reason the last publication failed before the property was created; else null. */
  publishError: string | null;
  property: { propertyId: string; slug: string } | null;
  createdAt: string;
  updatedAt: string;
}
