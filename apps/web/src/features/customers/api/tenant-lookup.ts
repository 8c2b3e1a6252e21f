import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TenantCard } from '@vitrina/contract/schemas/tenant';
import { api, isApiError } from '../../../lib/api-client';
import { paths } from '@vitrina/contract/paths';

export type LookupKind = 'phone' | 'email';

/**
 * GET /tenants/phone-number/{digits} or /tenants/email/{email}: the card of an existing customer,
 * or null when nothing is found (TENANT_NOT_FOUND is not an error here).
 */
export async function lookupTenant(kind: LookupKind, value: string, signal?: AbortSignal): Promise<TenantCard | null> {
  const path = kind === 'phone' ? paths.tenantByPhone(value) : paths.tenantByEmail(value);
  try {
    return await api.get<TenantCard>(path, undefined, signal);
  } catch (error) {
    if (isApiError(error, 'TENANT_NOT_FOUND')) {
      return null;
    }
    throw error;
  }
}

export function tenantLookupQueryOptions(kind: LookupKind, value: string | null) {
  return queryOptions({
    queryKey: ['tenants', 'lookup', kind, value] as const,
    queryFn: ({ signal }) => lookupTenant(kind, value ?? '', signal),
    enabled: Boolean(value),
    staleTime: 0,
    retry: false,
  });
}

export function useTenantLookupQuery(kind: LookupKind, value: string | null) {
  return useQuery(tenantLookupQueryOptions(kind, value));
}
