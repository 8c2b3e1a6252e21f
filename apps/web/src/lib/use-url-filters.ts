import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The text searched for, as `searchQuery` in the URL (blank is no search). */
export function readSearchQuery(params: URLSearchParams): string | null {
  return params.get('searchQuery')?.trim() || null;
}

/** Writes the text searched for; blank leaves it out. */
export function writeSearchQuery(query: URLSearchParams, searchQuery: string): void {
  const search = searchQuery.trim();
  if (search) query.set('searchQuery', search);
}

/** A list's filters and page as the URL's query parameters give them (page 1 when absent or invalid). */
export function readUrlFilters<F extends object>(read: (params: URLSearchParams) => F, params: URLSearchParams): F & { page: number } {
  return { ...read(params), page: Math.max(1, Math.floor(Number(params.get('page')) || 1)) };
}

/**
 * A list's filters kept in the URL's query parameters, with `page` (1 when absent or invalid).
 * `read` and `write` must be stable (declared outside the component): they turn the parameters
 * into filters and the panel's values into parameters. Applying filters goes back to page 1.
 */
export function useUrlFilters<F extends object, V>(read: (params: URLSearchParams) => F, write: (query: URLSearchParams, values: V) => void) {
  const [params, setParams] = useSearchParams();
  const filters: F & { page: number } = useMemo(() => readUrlFilters(read, params), [params, read]);

  const apply = useCallback(
    (values: V) => {
      const query = new URLSearchParams();
      write(query, values);
      setParams(query);
    },
    [setParams, write],
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
