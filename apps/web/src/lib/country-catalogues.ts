import { useQuery } from '@tanstack/react-query';
import { countryLocationsQueryOptions, countryStatesQueryOptions } from './country-catalogue-options';

export { countryLocationsQueryOptions, countryStatesQueryOptions, fetchCountryLocations, fetchCountryStates } from './country-catalogue-options';

export function useCountryStatesQuery() {
  return useQuery(countryStatesQueryOptions);
}

export function useCountryLocationsQuery(countryState: number | null) {
  return useQuery(countryLocationsQueryOptions(countryState));
}
