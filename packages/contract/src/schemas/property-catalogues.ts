import { z } from 'zod';
import { paginationQuery } from './common';

/**
 * The catalogue lists' query, task types and geocoded places. The property catalogues' items
 * (types, room groups, detail categories and types, nearby place types) are in ./property-draft.
 */

export const SEARCH_QUERY_MAX = 100;

/** Every catalogue list: a page, optionally filtered by an accent-insensitive search of the name. */
export const catalogueListQuery = paginationQuery(100).extend({ searchQuery: z.string().max(SEARCH_QUERY_MAX).optional() });

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
