import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '@vitrina/contract/paths';
import { api } from '../../../lib/api-client';

export interface PropertyTypeOption {
  propertyTypeId: number;
  name: string;
}

/** GET /property-types?limit=100: the types a search profile can name. */
export const propertyTypesQueryOptions = queryOptions({
  queryKey: ['matching', 'property-types'] as const,
  queryFn: ({ signal }) => api.get<PropertyTypeOption[]>(paths.propertyTypes(), { limit: 100 }, signal),
  staleTime: Infinity,
});

export const usePropertyTypesQuery = () => useQuery(propertyTypesQueryOptions);
