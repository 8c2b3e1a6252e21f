import { useQuery } from '@tanstack/react-query';
import { MATCHES_PAGE_SIZE } from '@vitrina/contract/enums/matching';
import { paths } from '@vitrina/contract/paths';
import type { ListingMatch } from '@vitrina/contract/schemas/matching';
import { fetchPage, pagedQueryOptions, type Page } from '../../../lib/paged-list';
import { matchingKeys } from './keys';

/** GET /tenants/{id}/matches: the listings that fit the customer's profile, best first, 20 a page. */
export function fetchTenantMatches(tenantId: string, page: number, signal?: AbortSignal): Promise<Page<ListingMatch>> {
  return fetchPage<ListingMatch>(paths.tenantMatches(tenantId), { page, pageSize: MATCHES_PAGE_SIZE, signal });
}

export function tenantMatchesQueryOptions(tenantId: string, page: number) {
  return pagedQueryOptions([...matchingKeys.tenantMatches(tenantId), page] as const, (signal) => fetchTenantMatches(tenantId, page, signal));
}

/** Asked only once the customer has a profile (`enabled`). */
export function useTenantMatchesQuery(tenantId: string, page: number, enabled: boolean) {
  return useQuery({ ...tenantMatchesQueryOptions(tenantId, page), enabled });
}
