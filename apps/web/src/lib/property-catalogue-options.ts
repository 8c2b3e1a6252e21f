import { PAGE_LIMIT_MAX } from '@vitrina/contract/enums/pagination';
import { queryOptions } from '@tanstack/react-query';
import type { DetailCategory, EnvironmentGroup, PropertyDetailTypeRef, PropertyType } from '@vitrina/contract/schemas/property-draft';
import { paths } from '@vitrina/contract/paths';
import { api } from './api-client';

// The property catalogues' query options, apart from their hooks (property-catalogues.ts): the
// first chunk's route loaders (app/first-requests.ts) start some without TanStack Query's observers.

/** A detail type with its kind ('boolean', 'number' with a unit, 'choice' with options, 'text'). */
export type DetailType = PropertyDetailTypeRef;

/** The property catalogues, read whole once and shared: the editor, the property lists and the search profile use the same cache. */
const catalogue = <T,>(name: string, path: string, query?: Record<string, number>) =>
  queryOptions({
    queryKey: ['catalogues', name] as const,
    queryFn: ({ signal }) => api.get<T[]>(path, { limit: PAGE_LIMIT_MAX, ...query }, signal),
    staleTime: Infinity,
  });

/** GET /property-types?limit=100 (searched in the select, on the client). */
export const propertyTypesQueryOptions = catalogue<PropertyType>('property-types', paths.propertyTypes());

/** GET /property-enviroments. */
export const environmentsQueryOptions = catalogue<EnvironmentGroup>('property-enviroments', paths.propertyEnvironments());

/** GET /property-details/categories. */
export const detailCategoriesQueryOptions = catalogue<DetailCategory>('property-detail-categories', paths.propertyDetailCategories());

/** GET /property-details/types?limit=100: every type, filtered by category on the client. */
export const detailTypesQueryOptions = catalogue<DetailType>('property-detail-types', paths.propertyDetailTypes());
