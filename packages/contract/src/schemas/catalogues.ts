import { z } from 'zod';
import { paginationQuery, positiveIdParam } from './common';

export const countryStateSchema = z.object({
  countryStateId: z.number().int(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type CountryState = z.infer<typeof countryStateSchema>;

export const countryLocationSchema = z.object({
  countryLocationId: z.number().int(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  countryState: z.number().int().describe('countryStateId of its state'),
});
export type CountryLocation = z.infer<typeof countryLocationSchema>;

export const countryStatesQuery = paginationQuery(100);

export const countryLocationsQuery = paginationQuery(100).extend({
  countryState: positiveIdParam('Debe seleccionar un estado'),
});
