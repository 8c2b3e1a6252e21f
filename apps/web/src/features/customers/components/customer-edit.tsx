import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { LoadError } from '../../../components/load-error/load-error';
import { useTenantQuery } from '../api/tenant';

// The form's code (react-hook-form, the selects, the date field) loads beside the customer, while
// the page shows its skeleton (issue 15): it cannot be filled before the customer is there anyway.
const formChunk = () => import('./customer-edit-form');
const CustomerEditForm = lazy(() => formChunk().then((m) => ({ default: m.CustomerEditForm })));

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
    formChunk().catch(() => undefined);
  }, []);
  if (query.isPending) return <EditSkeleton />;
  if (query.isError) return <LoadError onRetry={() => query.refetch()} retrying={query.isFetching} />;
  return (
    <Suspense fallback={<EditSkeleton />}>
      <CustomerEditForm key={query.data.tenantId} tenant={query.data} />
    </Suspense>
  );
}
