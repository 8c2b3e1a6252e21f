import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PROPERTY_PAGE_SIZE } from '@vitrina/contract/enums/property';
import { apiRequest, api } from '../../../lib/api-client';

/** A published property (spec 3 §3). */
export interface Property {
  propertyId: string;
  slug: string;
  title: string | null;
  code: string | null;
  operationType: number;
  price: number | null;
  description: string | null;
  propertyType: { propertyTypeId: number; name: string } | null;
  size: number | null;
  bathrooms: number;
  bedrooms: number;
  thumbnail: string | null;
  address: { address: string | null; countryState: { name: string } | null; location: { name: string } | null };
  status: number;
}

export interface PropertyFilters {
  searchQuery: string | null;
  propertyType: number | null;
  page: number;
}

export const propertyListsKey = ['properties', 'list'] as const;

/** GET /properties?statuses=2: one page (16) of published properties. */
export async function fetchProperties(filters: PropertyFilters, signal?: AbortSignal) {
  const result = await apiRequest<Property[]>('/properties', {
    query: {
      statuses: 2,
      searchQuery: filters.searchQuery,
      propertyType: filters.propertyType,
      limit: PROPERTY_PAGE_SIZE,
      offset: (filters.page - 1) * PROPERTY_PAGE_SIZE,
    },
    signal,
  });
  return { items: result.data ?? [], total: result.metadata.pagination?.total ?? 0 };
}

export function propertiesQueryOptions(filters: PropertyFilters) {
  return queryOptions({
    queryKey: [...propertyListsKey, filters] as const,
    queryFn: ({ signal }) => fetchProperties(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePropertiesQuery(filters: PropertyFilters) {
  return useQuery(propertiesQueryOptions(filters));
}

/** GET /properties/{id}. */
export function fetchProperty(propertyId: string, signal?: AbortSignal): Promise<Property> {
  return api.get<Property>(`/properties/${propertyId}`, undefined, signal);
}

export function propertyQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: ['properties', 'detail', propertyId] as const,
    queryFn: ({ signal }) => fetchProperty(propertyId, signal),
  });
}

export function usePropertyQuery(propertyId: string) {
  return useQuery(propertyQueryOptions(propertyId));
}
