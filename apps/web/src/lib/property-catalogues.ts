import { useQuery } from '@tanstack/react-query';
import { detailCategoriesQueryOptions, detailTypesQueryOptions, environmentsQueryOptions, propertyTypesQueryOptions } from './property-catalogue-options';

export type { DetailCategory, EnvironmentGroup, PropertyType } from '@vitrina/contract/schemas/property-draft';
export {
  detailCategoriesQueryOptions,
  detailTypesQueryOptions,
  environmentsQueryOptions,
  propertyTypesQueryOptions,
  type DetailType,
} from './property-catalogue-options';

export const usePropertyTypesQuery = () => useQuery(propertyTypesQueryOptions);
export const useEnvironmentsQuery = () => useQuery(environmentsQueryOptions);
export const useDetailCategoriesQuery = () => useQuery(detailCategoriesQueryOptions);
export const useDetailTypesQuery = () => useQuery(detailTypesQueryOptions);
