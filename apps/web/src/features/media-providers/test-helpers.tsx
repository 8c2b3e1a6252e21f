import { notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import type { MediaProvider, MediaProviderAgent } from '@vitrina/contract/schemas/media-provider';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { routes } from '../../app/router';
import { saveAccessToken } from '../../lib/access-token';
import { mockApi } from '../../test/api-mock';
import { makeAgent } from '../../test/fixtures';

// Test helpers of connecting accounts: providers, connections and the app signed in.

export const providers: MediaProvider[] = [
  { mediaProviderId: 1, name: 'Google Calendar', imageUrl: '/images/providers/google-calendar.svg', type: 1, permissions: ['Ver tus calendarios'], configured: true },
  { mediaProviderId: 2, name: 'Instagram', imageUrl: '/images/providers/instagram.svg', type: 2, permissions: ['Publicar fotos y carruseles de tus propiedades'], configured: true },
  { mediaProviderId: 3, name: 'Facebook', imageUrl: '/images/providers/facebook.svg', type: 3, permissions: ['Ver la lista de páginas que administras'], configured: true },
];

export function connection(type: 2 | 3, status: 'connected' | 'reconnect' = 'connected'): MediaProviderAgent {
  const provider = providers.find((p) => p.type === type)!;
  return {
    mediaProviderAgentId: type === 2 ? 'mpa-instagram' : 'mpa-facebook',
    mediaProviderId: provider.mediaProviderId,
    type,
    agentId: makeAgent().agentId,
    username: type === 2 ? 'casas.caracas' : 'María Pérez',
    status,
    mediaProvider: { mediaProviderId: provider.mediaProviderId, name: provider.name, imageUrl: provider.imageUrl, type },
    createdAt: '2030-03-01T15:00:00.000Z',
  };
}

type Routes = Parameters<typeof mockApi>[0];

/** The network answers for a signed-in agent, plus `routes`. */
export function mockSignedIn(routes: Routes = {}) {
  window.localStorage.setItem('dismissTasksModal', 'true');
  saveAccessToken('tok');
  return mockApi({
    'GET /auth/agents': { data: makeAgent() },
    'GET /tasks-completed': { data: [] },
    'GET /property-drafts': { data: [] },
    'GET /media-providers': { data: providers },
    'GET /media-providers/agents': { data: [] },
    ...routes,
  });
}

/** The whole app at a path inside React's StrictMode (effects run twice, as in development). */
export function renderStrictApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const utils = render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  return { ...utils, router, queryClient };
}

export function resetConnectState() {
  window.localStorage.clear();
  notifications.clean();
}

/** The path and query the app is at. */
export const locationOf = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;
