import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface ListFilters {
  searchQuery: string | null;
  propertyType: number | null;
  page: number;
}

/** The list filters as query parameters: searchQuery, propertyType and page. */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const filters: ListFilters = useMemo(() => {
    const type = Number(params.get('propertyType'));
    return {
      searchQuery: params.get('searchQuery')?.trim() || null,
      propertyType: Number.isInteger(type) && type > 0 ? type : null,
      page: Math.max(1, Math.floor(Number(params.get('page')) || 1)),
    };
  }, [params]);

  const apply = useCallback(
    (next: { searchQuery: string; propertyType: number | null }) => {
      const query = new URLSearchParams();
      const search = next.searchQuery.trim();
      if (search) query.set('searchQuery', search);
      if (next.propertyType) query.set('propertyType', String(next.propertyType));
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
