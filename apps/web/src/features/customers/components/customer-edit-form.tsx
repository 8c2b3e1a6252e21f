import type { Tenant } from '@vitrina/contract/schemas/tenant';
import { useUpdateTenant } from '../api/save-tenant';
import { customerFormFrom } from '../lib/customer-form-values';
import { CustomerForm } from './customer-form';

/** 'Modificar cliente''s form, filled from the customer: loaded by CustomerEdit beside the customer. */
export function CustomerEditForm({ tenant }: { tenant: Tenant }) {
  const update = useUpdateTenant();
  return (
    <CustomerForm
      mode="edit"
      tenant={tenant}
      initial={customerFormFrom(tenant)}
      onSave={(body) => update.mutateAsync({ ...body, tenantId: tenant.tenantId })}
    />
  );
}
