import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tenant, TenantBody } from '@vitrina/contract/schemas/tenant';
import { api } from '../../../lib/api-client';
import { storeTenant } from './tenant';
import { paths } from '@vitrina/contract/paths';

/** POST /tenants: a new customer, linked to the agent. */
export function createTenant(body: TenantBody): Promise<Tenant> {
  return api.post<Tenant>(paths.tenants(), body);
}

/** PUT /tenants/{tenantId}. */
export function updateTenant(body: TenantBody & { tenantId: string }): Promise<Tenant> {
  return api.put<Tenant>(paths.tenant(body.tenantId), body);
}

export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTenant, onSuccess: (tenant) => storeTenant(queryClient, tenant) });
}

export function useUpdateTenant() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTenant, onSuccess: (tenant) => storeTenant(queryClient, tenant) });
}
