import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestFacebookAccessToken } from '../../../lib/facebook-sdk';
import { apiErrorReply } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { leavePageFor } from '../lib/leave-page';
import { locationOf, mockSignedIn, resetConnectState } from '../test-helpers';

vi.mock('../lib/leave-page', () => ({ leavePageFor: vi.fn() }));
vi.mock('../../../lib/facebook-sdk', () => ({
  requestFacebookAccessToken: vi.fn(),
  loadFacebookSdk: vi.fn(() => Promise.resolve({})),
}));

const AUTHORIZE = 'https://www.instagram.com/oauth/authorize?client_id=1&state=signed';

async function openModal(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Conectar ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Conectar ${name}` });
  return { user, dialog };
}

describe('the connect modal on the account page', () => {
  beforeEach(() => {
    resetConnectState();
    vi.mocked(leavePageFor).mockReset();
    vi.mocked(requestFacebookAccessToken).mockReset();
  });

  it('lists the permissions and the notice about changing them later', async () => {
    mockSignedIn();
    renderApp('/account');
    const { dialog } = await openModal('Instagram');
    expect(within(dialog).getByText('Publicar fotos y carruseles de tus propiedades')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Podrás cambiar estos permisos más adelante desde la configuración de tu cuenta.'),
    ).toBeInTheDocument();
  });

  it("Instagram: asks for the authorize address, keeps the way back, then leaves for Instagram", async () => {
    const { calls } = mockSignedIn({ 'GET /media-providers/instagram/url': { data: { redirectTo: AUTHORIZE } } });
    renderApp('/account');
    const { user, dialog } = await openModal('Instagram');
    await user.click(within(dialog).getByRole('button', { name: 'Iniciar sesión con Instagram' }));

    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith(AUTHORIZE));
    expect(calls.filter((c) => c.path === '/media-providers/instagram/url')).toHaveLength(1);
    const stored = JSON.parse(window.localStorage.getItem('vitrina.connectReturn') ?? '{}');
    expect(stored).toMatchObject({ network: 'instagram', from: 'account', path: '/account?section=integrations' });
  });

  it('Instagram: says so when the address cannot be had, and stays', async () => {
    mockSignedIn({ 'GET /media-providers/instagram/url': apiErrorReply(409, 'PROVIDER_NOT_CONFIGURED') });
    renderApp('/account');
    const { user, dialog } = await openModal('Instagram');
    await user.click(within(dialog).getByRole('button', { name: 'Iniciar sesión con Instagram' }));
    expect(
      await screen.findByText(
        'Ha ocurrido un error al intentar conectar tu cuenta de Instagram. Por favor, vuelve a intentarlo.',
      ),
    ).toBeInTheDocument();
    expect(leavePageFor).not.toHaveBeenCalled();
  });

  it('Facebook: logs in with the pages permissions and goes to the callback with the token', async () => {
    window.__VITRINA_CONFIG__ = { facebookAppId: 'app-1' };
    vi.mocked(requestFacebookAccessToken).mockResolvedValue('fb-short');
    const { calls } = mockSignedIn({ 'POST /media-providers/agents/facebook': { status: 201, data: {} } });
    const { router } = renderApp('/account');
    const { user, dialog } = await openModal('Facebook');
    await user.click(within(dialog).getByRole('button', { name: 'Iniciar sesión con Facebook' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/oauth/authorize/facebook'));
    expect(requestFacebookAccessToken).toHaveBeenCalledWith('app-1', 'pages_show_list,pages_manage_posts,pages_read_engagement');
    expect(locationOf(router)).toBe('/oauth/authorize/facebook?access_token=fb-short&from=account');
    expect(await screen.findByText('¡Cuenta de Facebook conectada!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ shortToken: 'fb-short' });
  });

  it('Facebook: a cancelled login shows the Facebook error toast', async () => {
    window.__VITRINA_CONFIG__ = { facebookAppId: 'app-1' };
    vi.mocked(requestFacebookAccessToken).mockResolvedValue(null);
    mockSignedIn();
    const { router } = renderApp('/account');
    const { user, dialog } = await openModal('Facebook');
    await user.click(within(dialog).getByRole('button', { name: 'Iniciar sesión con Facebook' }));
    expect(await screen.findByText('Error al conectar con Facebook. Inténtalo nuevamente.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
  });

  it('Facebook: a failing SDK shows the same toast', async () => {
    window.__VITRINA_CONFIG__ = { facebookAppId: 'app-1' };
    vi.mocked(requestFacebookAccessToken).mockRejectedValue(new Error('blocked'));
    mockSignedIn();
    renderApp('/account');
    const { user, dialog } = await openModal('Facebook');
    await user.click(within(dialog).getByRole('button', { name: 'Iniciar sesión con Facebook' }));
    expect(await screen.findByText('Error al conectar con Facebook. Inténtalo nuevamente.')).toBeInTheDocument();
  });
});
