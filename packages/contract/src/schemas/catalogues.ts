import { paginationQuery, positiveIdParam } from './common';

export interface CountryState {
  countryStateId: number;
  name: string;
  latitude: number;
  longitude: number;
}

export interface CountryLocation {
  countryLocationId: number;
  name: string;
  latitude: number;
  longitude: number;
  countryState: number;
}

export const countryStatesQuery = paginationQuery(100);

export const countryLocationsQuery = paginationQuery(100).extend({
  countryState: positiveIdParam('Debe seleccionar un estado'),
});
