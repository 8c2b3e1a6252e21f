import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiErrorReply } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { connection, locationOf, mockSignedIn, resetConnectState } from '../test-helpers';

const card = (name: string) => within(screen.getByRole('article', { name }));

describe('Integraciones on the account page', () => {
  beforeEach(resetConnectState);

  it('shows each provider: connected with its account, to reconnect, to connect, not available', async () => {
    mockSignedIn({ 'GET /media-providers/agents': { data: [connection(2), connection(3, 'reconnect')] } });
    renderApp('/account?section=integrations');
    expect(await screen.findByLabelText('Cargando integraciones')).toBeInTheDocument();

    await screen.findByRole('article', { name: 'Instagram' });
    expect(card('Instagram').getByText('Esta cuenta está conectada')).toBeInTheDocument();
    expect(card('Instagram').getByText('@casas.caracas')).toBeInTheDocument();
    expect(card('Instagram').getByRole('button', { name: 'Desconectar Instagram' })).toBeInTheDocument();
    expect(card('Instagram').queryByRole('button', { name: /^Conectar/ })).not.toBeInTheDocument();

    expect(card('Facebook').getByText('Vuelve a conectar tu cuenta')).toBeInTheDocument();
    expect(card('Facebook').getByText('María Pérez')).toBeInTheDocument();
    expect(card('Facebook').getByRole('button', { name: 'Reconectar Facebook' })).toBeInTheDocument();
    expect(card('Facebook').getByRole('button', { name: 'Desconectar Facebook' })).toBeInTheDocument();

    // Google Calendar is not offered, even when the server says it is configured.
    expect(card('Google Calendar').getByText('No disponible por ahora')).toBeInTheDocument();
    expect(card('Google Calendar').queryByRole('button')).not.toBeInTheDocument();
  });

  it("keeps 'No disponible por ahora' for a provider the server has no credentials for", async () => {
    const { calls } = mockSignedIn({
      'GET /media-providers': {
        data: [{ mediaProviderId: 2, name: 'Instagram', imageUrl: '/i.svg', type: 2, permissions: [], configured: false }],
      },
    });
    renderApp('/account');
    expect(await screen.findByText('No disponible por ahora')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Conectar Instagram' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/media-providers/agents')).toBe(true);
  });

  it('says so when there are no providers, without asking for connections', async () => {
    const { calls } = mockSignedIn({ 'GET /media-providers': { data: [] } });
    renderApp('/account');
    expect(await screen.findByText('No se han encontrado medios de sincronización en este momento')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/media-providers/agents')).toBe(false);
  });

  it("shows the error with 'Reintentar', which loads the providers again", async () => {
    mockSignedIn({ 'GET /media-providers': [apiErrorReply(429, 'TOO_MANY_REQUESTS'), { data: [] }] });
    renderApp('/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No se han encontrado medios de sincronización en este momento')).toBeInTheDocument();
  });

  it("'Reconectar' opens the connect modal of that provider", async () => {
    mockSignedIn({ 'GET /media-providers/agents': { data: [connection(3, 'reconnect')] } });
    renderApp('/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reconectar Facebook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conectar Facebook' });
    expect(within(dialog).getByRole('button', { name: 'Iniciar sesión con Facebook' })).toBeEnabled();
  });

  it('disconnects after the confirmation and shows the data-deletion page', async () => {
    const { calls } = mockSignedIn({
      'GET /media-providers/agents': [{ data: [connection(2)] }, { data: [] }],
      'DELETE /media-providers/agents/mpa-instagram': { data: null },
    });
    const { router } = renderApp('/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Desconectar Instagram' }));

    const dialog = await screen.findByRole('dialog', { name: 'Desconectar Instagram' });
    expect(within(dialog).getByText(/dejarás de ver sus analíticas y de gestionar tu trabajo/)).toBeInTheDocument();
    expect(within(dialog).getByText('Podrás volver a conectarla en cualquier momento.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sí, desconectar' }));

    await waitFor(() => expect(locationOf(router)).toBe('/instagram/data-delete?from=account'));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Tus datos de Instagram han sido eliminados' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Integraciones' })).toHaveAttribute('href', '/account?section=integrations');
  });

  it('cancelling the confirmation keeps the connection', async () => {
    const { calls } = mockSignedIn({ 'GET /media-providers/agents': { data: [connection(3)] } });
    renderApp('/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Desconectar Facebook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desconectar Facebook' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('shows a toast when the disconnection fails and stays on the page', async () => {
    mockSignedIn({
      'GET /media-providers/agents': { data: [connection(3)] },
      'DELETE /media-providers/agents/mpa-facebook': apiErrorReply(500, 'SERVER_ERROR'),
    });
    const { router } = renderApp('/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Desconectar Facebook' }));
    await user.click(await screen.findByRole('button', { name: 'Sí, desconectar' }));
    expect(await screen.findByText('Algo no ha salido como se esperaba. Vuelve a intentarlo.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
  });
});
