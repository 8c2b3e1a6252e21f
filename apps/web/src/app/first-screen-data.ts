import type { QueryClient } from '@tanstack/react-query';
import type { FirstQuery } from './first-requests';

/**
 * The first screen's answers, in the query cache before the first page is drawn (issue 15).
 *
 * The route loaders send a page's first requests while its code loads, and the server writes most
 * of their answers into the page itself. Yet the page's blocks read them only once they had
 * rendered: the first frame showed their placeholders, and a second render, after the first paint,
 * drew the rows (on /dashboard, the 'Tareas pendientes' cards: ~130 ms of main thread on a
 * throttled phone, counted as blocking time, and a layout shift). Now the answers of the first
 * navigation's loaders go into the cache first, so the page's first render has them.
 */

/** How long the first screen waits for answers not yet there; after that the blocks load as before. */
export const FIRST_SCREEN_DATA_WAIT_MS = 300;

let noted: FirstQuery[] | null = [];

/** The route loaders of the first navigation note their queries here (route-loaders.ts). */
export function noteFirstScreenQueries(queries: FirstQuery[]): void {
  noted?.push(...queries);
}

/**
 * Puts the noted queries' answers into `client`, resolving once they are in or after
 * FIRST_SCREEN_DATA_WAIT_MS, whichever comes first; later navigations note nothing. A query that
 * asks again on every visit (staleTime 0) is left to its page, which would ask again anyway. A
 * failed answer is not retried here: the page's own query retries it, as before.
 */
export function fillFirstScreen(client: QueryClient, waitMs = FIRST_SCREEN_DATA_WAIT_MS): Promise<void> {
  const queries = noted ?? [];
  noted = null;
  const fills = queries
    .filter((query) => query.queryFn && query.staleTime !== 0)
    // The query's own options (its key, fetcher and freshness), as its page's hook gives them.
    .map((query) => client.prefetchQuery({ ...query, retry: false } as Parameters<QueryClient['prefetchQuery']>[0]));
  if (fills.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    void Promise.all(fills).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Tests: the next navigation is a first one again. */
export function resetFirstScreenQueries(): void {
  noted = [];
}
