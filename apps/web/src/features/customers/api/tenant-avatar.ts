import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tenant } from '@vitrina/contract/schemas/tenant';
import { api } from '../../../lib/api-client';
import { storeTenant } from './tenant';
import { paths } from '@vitrina/contract/paths';

/** PUT /tenants/{id}/avatar, multipart field `file`, named by the customer id. */
export function uploadTenantAvatar(input: { tenantId: string; file: Blob }): Promise<Tenant> {
  const form = new FormData();
  const type = input.file.type || 'image/jpeg';
  const extension = type === 'image/png' ? 'png' : type === 'image/webp' ? 'webp' : 'jpg';
  form.append('file', input.file, `${input.tenantId}.${extension}`);
  return api.put<Tenant>(paths.tenantAvatar(input.tenantId), form);
}

export function useUploadTenantAvatar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadTenantAvatar, onSuccess: (tenant) => storeTenant(queryClient, tenant) });
}
