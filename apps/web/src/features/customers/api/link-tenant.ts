import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tenant } from '@vitrina/contract/schemas/tenant';
import { api } from '../../../lib/api-client';
import { storeTenant } from './tenant';
import { paths } from '@vitrina/contract/paths';

/** POST /tenants/{id}/agents: adds an existing customer to the agent's list. */
export function linkTenant(input: { tenantId: string; tenantType: number }): Promise<Tenant> {
  return api.post<Tenant>(paths.tenantAgents(input.tenantId), { tenantType: input.tenantType });
}

export function useLinkTenant() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: linkTenant, onSuccess: (tenant) => storeTenant(queryClient, tenant) });
}
