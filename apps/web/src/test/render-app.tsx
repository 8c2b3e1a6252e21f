import { render } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/router';
import { DASHBOARD_ROUTES, mockShellApi, SHELL_ROUTES } from './api-mock';

/**
 * Renders the whole app (providers and route table) at a path, as the browser would. The shell's
 * background requests and the dashboard's (where signing in and many flows land) are answered
 * empty unless the test declares them: a test that ends just as the dashboard opens must not
 * fail on whether its requests left in time.
 */
/** `path` is an address, or a location with the state a link passes along. */
export function renderApp(path: string | { pathname: string; state?: unknown }) {
  mockShellApi({ ...SHELL_ROUTES, ...DASHBOARD_ROUTES });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const utils = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...utils, router, queryClient };
}

/**
 * Loads the code of the pages a path shows (each route's `lazy`) before a file's tests, in its
 * `beforeAll`. The first render of a page otherwise compiles and evaluates that code inside the
 * first test, which takes many seconds on a busy machine and counted against that test alone.
 */
export async function preloadRoute(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(matches.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : undefined)));
}

/** How long a file's `beforeAll(() => preloadRoute(...))` may take: compiling a page under load. */
export const PRELOAD_TIMEOUT_MS = 120_000;
