import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { theme } from '../../../app/theme';
import { requestFacebookAccessToken } from '../../../lib/facebook-sdk';
import { leavePageFor } from '../lib/leave-page';
import { connection, locationOf, mockSignedIn, resetConnectState } from '../test-helpers';
import { ConnectProviderPrompt } from './connect-provider-prompt';

vi.mock('../lib/leave-page', () => ({ leavePageFor: vi.fn() }));
vi.mock('../../../lib/facebook-sdk', () => ({
  requestFacebookAccessToken: vi.fn(),
  loadFacebookSdk: vi.fn(() => Promise.resolve({})),
}));

const DRAFT = 'draft-1';

/** The prompt as the property editor shows it (from=property-editor, the draft as context). */
function renderPrompt(type: 2 | 3) {
  const router = createMemoryRouter(
    [
      { path: '/property-editor/:id/create', element: <ConnectProviderPrompt type={type} from="property-editor" contextId={DRAFT} /> },
      { path: '*', element: <p>Otra página</p> },
    ],
    { initialEntries: [`/property-editor/${DRAFT}/create?section=${type === 2 ? 'instagram' : 'facebook'}`] },
  );
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('the connection prompt of the property editor', () => {
  beforeEach(() => {
    resetConnectState();
    vi.mocked(leavePageFor).mockReset();
  });

  it('Instagram: opens the same modal and will come back to the draft', async () => {
    mockSignedIn({ 'GET /media-providers/instagram/url': { data: { redirectTo: 'https://instagram.test/authorize' } } });
    const { user } = renderPrompt(2);
    expect(await screen.findByText('Conecta tu cuenta de Instagram')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Conectar Instagram' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conectar Instagram' });
    await user.click(within(dialog).getByRole('button', { name: 'Iniciar sesión con Instagram' }));

    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith('https://instagram.test/authorize'));
    expect(JSON.parse(window.localStorage.getItem('vitrina.connectReturn') ?? '{}')).toMatchObject({
      from: 'property-editor',
      contextId: DRAFT,
      path: `/property-editor/${DRAFT}/create?section=instagram`,
    });
  });

  it('Facebook: goes to the callback with the token, from=property-editor and the draft', async () => {
    window.__VITRINA_CONFIG__ = { facebookAppId: 'app-1' };
    vi.mocked(requestFacebookAccessToken).mockResolvedValue('fb-short');
    mockSignedIn();
    const { router, user } = renderPrompt(3);
    await user.click(await screen.findByRole('button', { name: 'Conectar Facebook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conectar Facebook' });
    await user.click(within(dialog).getByRole('button', { name: 'Iniciar sesión con Facebook' }));

    await waitFor(() =>
      expect(locationOf(router)).toBe(
        `/oauth/authorize/facebook?access_token=fb-short&from=property-editor&context_id=${DRAFT}`,
      ),
    );
  });

  it('asks to reconnect an account the network no longer accepts', async () => {
    mockSignedIn({ 'GET /media-providers/agents': { data: [connection(2, 'reconnect')] } });
    const { user } = renderPrompt(2);
    expect(await screen.findByText('Vuelve a conectar tu cuenta de Instagram')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reconectar Instagram' }));
    expect(await screen.findByRole('dialog', { name: 'Conectar Instagram' })).toBeInTheDocument();
  });
});
