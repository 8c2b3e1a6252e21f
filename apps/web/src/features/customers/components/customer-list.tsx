import { Center, Pagination, Skeleton, Stack } from '@mantine/core';
import { TENANTS_PAGE_SIZE } from '@vitrina/contract/enums/tenant';
import { ListHeader, useFilterPanel } from '../../../components/list-header/list-header';
import { EmptyState, LoadError, useAfterFirstPaint } from '../../../components/load-error/load-error';
import { useTenantsQuery } from '../api/tenants';
import { useTenantFilters } from '../hooks/use-tenant-filters';
import { CustomerCard } from './customer-card';
import { usePhoneFormatter } from '../hooks/use-phone-formatter';
import { CustomerFilters } from './customer-filters';
import classes from './customers.module.css';
import { paths } from '../../../config/paths';

export const EMPTY_CUSTOMERS = 'No se han encontrado clientes en este momento';

/** 'Mis clientes': filters, the card grid and its pages. */
export function CustomerList() {
  const { open, toggle } = useFilterPanel();
  const { filters, apply, reset, setPage } = useTenantFilters();
  const query = useTenantsQuery(filters);
  const formatPhone = usePhoneFormatter(query.data?.items.map((tenant) => tenant.phoneNumber));
  // On a cold load the heading and the skeleton are painted first; the cards a frame later.
  const cards = useAfterFirstPaint();
  const pages = Math.ceil((query.data?.total ?? 0) / TENANTS_PAGE_SIZE);

  return (
    <Stack gap="lg">
      <ListHeader
        title="Mis clientes"
        filterLabel="Filtrar clientes"
        filtersOpen={open}
        onToggleFilters={toggle}
        newTo={paths.customerCreate}
        newLabel="Nuevo cliente"
      />

      {open && <CustomerFilters filters={filters} onApply={apply} onReset={reset} />}

      {query.isPending || (query.isSuccess && query.data.items.length > 0 && (!formatPhone || !cards)) ? (
        <div className={classes.grid} role="status" aria-busy="true" aria-label="Cargando clientes">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={150} radius="md" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : query.data.items.length === 0 ? (
        <EmptyState>{EMPTY_CUSTOMERS}</EmptyState>
      ) : (
        <>
          <div className={classes.grid} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
            {formatPhone && query.data.items.map((tenant) => <CustomerCard key={tenant.tenantId} tenant={tenant} formatPhone={formatPhone} />)}
          </div>
          {pages > 1 && (
            <Center>
              <Pagination total={pages} value={Math.min(filters.page, pages)} onChange={setPage} aria-label="Páginas" />
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}
