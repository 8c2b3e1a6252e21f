import { z } from 'zod';
import { paginationQuery } from './common';

/** The property catalogues (GET /property-types, /property-enviroments, /property-details/…, /nearby-place-types). */

export const SEARCH_QUERY_MAX = 100;

/** Every catalogue list: a page, optionally filtered by an accent-insensitive search of the name. */
export const catalogueListQuery = paginationQuery(100).extend({ searchQuery: z.string().max(SEARCH_QUERY_MAX).optional() });

export const propertyTypeSchema = z.object({ propertyTypeId: z.number().int(), name: z.string(), pictureUrl: z.string().nullable() });

export const propertyEnviromentSchema = z.object({
  propertyEnviromentId: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  type: z.string(),
});

export const propertyEnviromentGroupSchema = z.object({
  propertyEnviromentParentId: z.number().int(),
  name: z.string(),
  propertyEnviroments: z.array(propertyEnviromentSchema),
});

export const propertyDetailCategorySchema = z.object({ propertyDetailCategoryId: z.number().int(), name: z.string(), type: z.string() });

export const detailKindSchema = z.enum(['boolean', 'number', 'text', 'choice']);

export const propertyDetailTypeSchema = z.object({
  propertyDetailTypeId: z.number().int(),
  type: z.string(),
  name: z.string(),
  kind: detailKindSchema,
  unit: z.string().nullable().describe("Shown after a number ('m²', 'USD', 'meses'); null when none"),
  options: z.array(z.string()).nullable().describe("The allowed values of a 'choice'; null for other kinds"),
  propertyDetailCategory: z.object({ propertyDetailCategoryId: z.number().int(), name: z.string() }),
});

export const nearbyPlaceTypeSchema = z.object({ nearbyPlaceTypeId: z.number().int(), name: z.string(), type: z.string() });

/** GET /tasks-types. */
export const taskTypeSchema = z.object({
  taskTypeId: z.number().int(),
  type: z.number().int(),
  name: z.string(),
  relationship: z.number().int(),
});

/** One place from GET /geocoding/search or /geocoding/reverse, whatever the geocoder behind. */
export const geoPlaceSchema = z.object({
  displayName: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  road: z.string().nullable(),
  postcode: z.string().nullable(),
  municipality: z.string().nullable(),
  state: z.string().nullable(),
});
export type GeoPlace = z.infer<typeof geoPlaceSchema>;
