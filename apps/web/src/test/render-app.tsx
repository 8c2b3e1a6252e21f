import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
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
export function renderApp(path: string) {
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
