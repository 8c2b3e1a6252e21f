import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { LoadError } from '../../../components/load-error/load-error';
import { useTenantQuery } from '../api/tenant';
import { customerEditForm } from '../lib/customer-edit-form-chunk';

// The form's code loads beside the customer, while the page shows its skeleton (issue 15): it
// cannot be filled before the customer is there anyway.
const CustomerEditForm = lazy(() => customerEditForm.load().then((m) => ({ default: m.CustomerEditForm })));

function EditSkeleton() {
  return (
    <Stack maw={860} role="status" aria-busy="true" aria-label="Cargando cliente">
      <Skeleton height={36} width={260} />
      <Skeleton height={420} />
    </Stack>
  );
}

/** 'Modificar cliente': the same form, filled from the customer. */
export function CustomerEdit({ slug }: { slug: string }) {
  const query = useTenantQuery(slug);
  useEffect(() => {
    customerEditForm.load().catch(() => undefined);
  }, []);
  if (query.isPending) return <EditSkeleton />;
  if (query.isError) return <LoadError onRetry={() => query.refetch()} retrying={query.isFetching} />;
  return (
    <Suspense fallback={<EditSkeleton />}>
      <CustomerEditForm key={query.data.tenantId} tenant={query.data} />
    </Suspense>
  );
}
