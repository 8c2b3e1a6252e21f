import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchParamsUpdate } from './use-search-params-update';
import { readUrlFilters } from './url-filters';

export { readSearchQuery, readUrlFilters, writeSearchQuery } from './url-filters';

/**
 * A list's filters kept in the URL's query parameters, with `page` (1 when absent or invalid).
 * `read` and `write` must be stable (declared outside the component): they turn the parameters
 * into filters and the panel's values into parameters. Applying filters goes back to page 1.
 */
export function useUrlFilters<F extends object, V>(read: (params: URLSearchParams) => F, write: (query: URLSearchParams, values: V) => void) {
  const [params, setParams] = useSearchParams();
  const updateParams = useSearchParamsUpdate();
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
      updateParams((query) => (page > 1 ? query.set('page', String(page)) : query.delete('page'))),
    [updateParams],
  );

  return { filters, apply, reset, setPage };
}
