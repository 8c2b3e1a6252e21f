import { useCreateTenant } from '../api/save-tenant';
import { emptyCustomerForm } from '../lib/customer-form-values';
import { CustomerForm } from './customer-form';

/** 'Agregar cliente': phone first, look-up of existing customers, then the rest. */
export function CustomerCreate() {
  const create = useCreateTenant();
  return <CustomerForm mode="create" initial={emptyCustomerForm()} onSave={create.mutateAsync} />;
}
