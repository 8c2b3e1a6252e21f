import { Skeleton, Stack } from '@mantine/core';
import { LoadError } from '../../../components/load-error/load-error';
import { useTenantQuery } from '../api/tenant';
import { useUpdateTenant } from '../api/save-tenant';
import { customerFormFrom } from '../lib/customer-form-values';
import { CustomerForm } from './customer-form';

/** 'Modificar cliente': the same form, filled from the customer. */
export function CustomerEdit({ slug }: { slug: string }) {
  const query = useTenantQuery(slug);
  const update = useUpdateTenant();
  if (query.isPending) {
    return (
      <Stack maw={860} role="status" aria-busy="true" aria-label="Cargando cliente">
        <Skeleton height={36} width={260} />
        <Skeleton height={420} />
      </Stack>
    );
  }
  if (query.isError) return <LoadError onRetry={() => query.refetch()} retrying={query.isFetching} />;
  return (
    <CustomerForm
      key={query.data.tenantId}
      mode="edit"
      tenant={query.data}
      initial={customerFormFrom(query.data)}
      onSave={(body) => update.mutateAsync({ ...body, tenantId: query.data.tenantId })}
    />
  );
}
