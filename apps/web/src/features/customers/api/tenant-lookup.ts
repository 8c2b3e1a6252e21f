import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TenantCard, TenantLookupAnswer } from '@vitrina/contract/schemas/tenant';
import { api } from '../../../lib/api-client';
import { paths } from '@vitrina/contract/paths';

export type LookupKind = 'phone' | 'email';

/**
 * GET /tenants/phone-number/{digits} or /tenants/email/{email} with `exists=true`: the card of an
 * existing customer, or null when nobody is found. Asked this way a miss answers 200 `{ found: false }`,
 * so finding nobody (the usual case) logs no failed request in the browser.
 */
export async function lookupTenant(kind: LookupKind, value: string, signal?: AbortSignal): Promise<TenantCard | null> {
  const path = kind === 'phone' ? paths.tenantByPhone(value) : paths.tenantByEmail(value);
  const answer = await api.get<TenantLookupAnswer>(path, { exists: 'true' }, signal);
  if (!answer.found) return null;
  const { found: _found, ...card } = answer;
  return card;
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
