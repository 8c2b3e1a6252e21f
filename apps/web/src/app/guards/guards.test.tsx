import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getAccessToken, saveAccessToken } from '../../lib/access-token';
import { apiErrorReply, DASHBOARD_ROUTES, mockApi } from '../../test/api-mock';
import { makeAgent } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('route guards', () => {
  it('sends an unauthenticated visitor to the sign-in page with continue_url, replacing history', async () => {
    const { router } = renderApp('/customers/view/ana?section=tasks');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('continue_url')).toBe(
      '/customers/view/ana?section=tasks',
    );
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'Acceder a mi cuenta' })).toBeInTheDocument();
  });

  it('treats an invalid stored token as signed out', async () => {
    saveAccessToken('old');
    mockApi({ 'GET /auth/agents': apiErrorReply(401, 'ACCESS_TOKEN_INVALID') });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getAccessToken()).toBeNull();
  });

  it('sends an agent with a completed profile from /login to the dashboard', async () => {
    saveAccessToken('tok');
    mockApi({ 'GET /auth/agents': { data: makeAgent({ firstName: 'María' }) }, ...DASHBOARD_ROUTES });
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Hola, María' })).toBeInTheDocument();
    expect(document.title).toBe('Escritorio - Vitrina Agentes');
  });

  it('sends an agent without a completed profile from /signup to the onboarding', async () => {
    saveAccessToken('tok');
    mockApi({ 'GET /auth/agents': { data: makeAgent({ profileCompleted: false }) }, 'GET /media-providers/agents': { data: [] } });
    const { router } = renderApp('/signup');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
  });

  it('redirects / by session state', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('logs out from the avatar menu', async () => {
    saveAccessToken('tok');
    mockApi({
      'GET /auth/agents': { data: makeAgent() },
      'DELETE /auth/agents/logout': { data: null },
      ...DASHBOARD_ROUTES,
    });
    const { router } = renderApp('/dashboard');
    // No hover: user-event presses the element it was given, so a menu's code arriving between the
    // hover and the press would leave the press on the button drawn before (a browser presses what is
    // under the pointer then). lib/use-menu-on-demand.test.tsx covers a press across the arrival.
    const user = userEvent.setup({ skipHover: true });
    await user.click(await screen.findByRole('button', { name: /Abrir el menú de la cuenta/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getAccessToken()).toBeNull();
  });

  it('shows the 404 page for an unknown path', async () => {
    renderApp('/no-existe');
    expect(await screen.findByRole('heading', { name: 'Parece que te has perdido' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });
});
