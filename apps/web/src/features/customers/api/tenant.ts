import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Tenant } from '@vitrina/contract/schemas/tenant';
import { tenantListsKey } from './tenants';
import { tenantQueryOptions } from './tenant-options';


export function useTenantQuery(slug: string) {
  return useQuery(tenantQueryOptions(slug));
}

/** Puts a fresh tenant in the cache and marks every list stale. */
export async function storeTenant(queryClient: QueryClient, tenant: Tenant): Promise<void> {
  queryClient.setQueryData(tenantQueryOptions(tenant.slug).queryKey, tenant);
  await queryClient.invalidateQueries({ queryKey: tenantListsKey });
}
