import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tenant } from '@vitrina/contract/schemas/tenant';
import { api } from '../../../lib/api-client';
import { tenantActivitiesKey } from './tenant-activities';
import { storeTenant } from './tenant';

export type TenantStatusAction = 'disabled' | 'enabled';

/** PUT /tenants/{id}/disabled (archive) or /enabled (activate); no body, so no content type. */
export function changeTenantStatus(input: { tenantId: string; action: TenantStatusAction }): Promise<Tenant> {
  return api.put<Tenant>(`/tenants/${input.tenantId}/${input.action}`);
}

export function useChangeTenantStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTenantStatus,
    onSuccess: async (tenant) => {
      await storeTenant(queryClient, tenant);
      await queryClient.invalidateQueries({ queryKey: tenantActivitiesKey });
    },
  });
}
