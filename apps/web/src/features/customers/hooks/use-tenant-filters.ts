import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { TenantStatus } from '@vitrina/contract/enums/tenant';
import type { TenantFilters } from '../api/tenants';

function positive(value: string | null, allowed: number[]): number | null {
  const n = Number(value);
  return value !== null && allowed.includes(n) ? n : null;
}

/** The list filters as query parameters: searchQuery, status, type and page. */
export function useTenantFilters() {
  const [params, setParams] = useSearchParams();
  const filters: TenantFilters = useMemo(
    () => ({
      searchQuery: params.get('searchQuery')?.trim() || null,
      status: positive(params.get('status'), [1, 2]) ?? TenantStatus.Active,
      type: positive(params.get('type'), [1, 2, 3]),
      page: Math.max(1, Math.floor(Number(params.get('page')) || 1)),
    }),
    [params],
  );

  const apply = useCallback(
    (next: { searchQuery: string; status: number; type: number | null }) => {
      const query = new URLSearchParams();
      const search = next.searchQuery.trim();
      if (search) query.set('searchQuery', search);
      query.set('status', String(next.status));
      if (next.type) query.set('type', String(next.type));
      setParams(query);
    },
    [setParams],
  );

  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  const setPage = useCallback(
    (page: number) =>
      setParams((current) => {
        const query = new URLSearchParams(current);
        if (page > 1) query.set('page', String(page));
        else query.delete('page');
        return query;
      }),
    [setParams],
  );

  return { filters, apply, reset, setPage };
}
