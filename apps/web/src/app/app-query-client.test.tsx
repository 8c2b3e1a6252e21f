import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { saveAccessToken } from '../lib/access-token';
import { DASHBOARD_ROUTES, mockApi, mockShellApi, SHELL_ROUTES } from '../test/api-mock';
import { makeAgent } from '../test/fixtures';
import { Providers } from './providers';
import { routes } from './router';

/**
 * As in the browser (app.tsx), Providers gets no query client: the pages that read through queries
 * must bring the app's own (app-query-client.tsx), since the sign-in pages load without TanStack
 * Query. Other tests pass their own client and would not notice a page left without one.
 */
function renderAsInBrowser(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('the query client of the pages that need one', () => {
  it('the signed-in pages have it: the dashboard shows its blocks', async () => {
    saveAccessToken('tok');
    mockShellApi({ ...SHELL_ROUTES, ...DASHBOARD_ROUTES });
    mockApi({ 'GET /auth/agents': { data: makeAgent({ firstName: 'María' }) } });
    renderAsInBrowser('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Hola, María' })).toBeInTheDocument();
  });

  it("the public data-deletion status has it: Meta's link shows the request's state", async () => {
    mockApi({
      'GET /media-providers/data-deletion/ABC123': {
        data: { confirmationCode: 'ABC123', network: 'facebook', createdAt: '2030-03-01T15:00:00.000Z', status: 'completed' },
      },
    });
    renderAsInBrowser('/facebook/data-delete?code=ABC123');
    expect(await screen.findByText(/Solicitud de Facebook recibida el 01\/03\/2030: completada/)).toBeInTheDocument();
  });
});
