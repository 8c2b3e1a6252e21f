import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '@vitrina/contract/paths';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import type { Tenant } from '@vitrina/contract/schemas/tenant';
import { api } from '../../../lib/api-client';

/** How many customers or listings a picker offers for what was typed. */
export const CHOICES_LIMIT = 20;

/** GET /tenants?searchQuery: the agent's active customers matching what was typed. */
export function customerChoicesQueryOptions(search: string) {
  const searchQuery = search.trim().toLowerCase();
  return queryOptions({
    queryKey: ['events', 'choices', 'customers', searchQuery] as const,
    queryFn: ({ signal }) => api.get<Tenant[]>(paths.tenants(), { searchQuery, status: 1, limit: CHOICES_LIMIT }, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /property-drafts?searchQuery: the agent's drafts and listings, those shared with them included. */
export function listingChoicesQueryOptions(search: string) {
  const searchQuery = search.trim();
  return queryOptions({
    queryKey: ['events', 'choices', 'listings', searchQuery] as const,
    queryFn: ({ signal }) => api.get<PropertyDraft[]>(paths.propertyDrafts(), { searchQuery, limit: CHOICES_LIMIT }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerChoices(search: string, enabled: boolean) {
  return useQuery({ ...customerChoicesQueryOptions(search), enabled });
}

export function useListingChoices(search: string, enabled: boolean) {
  return useQuery({ ...listingChoicesQueryOptions(search), enabled });
}
