import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tenant } from '@vitrina/contract/schemas/tenant';
import { paths } from '@vitrina/contract/paths';
import { api } from '../../../lib/api-client';
import { tenantActivitiesKey } from './tenant-activities';
import { storeTenant } from './tenant';

export type TenantStatusAction = 'disabled' | 'enabled';

/** PUT /tenants/{id}/disabled (archive) or /enabled (activate); no body, so no content type. */
export function changeTenantStatus(input: { tenantId: string; action: TenantStatusAction }): Promise<Tenant> {
  return api.put<Tenant>(input.action === 'disabled' ? paths.tenantDisabled(input.tenantId) : paths.tenantEnabled(input.tenantId));
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
