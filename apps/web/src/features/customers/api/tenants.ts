import { useQuery } from '@tanstack/react-query';
import { tenantsQueryOptions, type TenantFilters } from './tenants-options';

export { tenantsQueryOptions, tenantListsKey, fetchTenants, type TenantFilters, type TenantPage } from './tenants-options';

export function useTenantsQuery(filters: TenantFilters) {
  return useQuery(tenantsQueryOptions(filters));
}
