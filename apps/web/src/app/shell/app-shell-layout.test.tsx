import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveAccessToken } from '../../lib/access-token';
import { getCookie } from '../../lib/cookies';
import { DASHBOARD_ROUTES, mockApi } from '../../test/api-mock';
import { makeAgent } from '../../test/fixtures';
import { matchMediaAt } from '../../test/match-media';
import { renderApp } from '../../test/render-app';

describe('application shell', () => {
  it('shows the sidebar groups around a section', async () => {
    saveAccessToken('tok');
    mockApi({ 'GET /auth/agents': { data: makeAgent() }, 'GET /tenants': { data: [] } });
    renderApp('/customers');

    expect(await screen.findByRole('heading', { name: 'Mis clientes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escritorio' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Clientes' })).toHaveAttribute('href', '/customers');
    expect(screen.getByRole('link', { name: 'Vinculación' })).toHaveAttribute('href', '/account?section=integrations');
    expect(screen.getByRole('link', { name: 'Ajustes' })).toHaveAttribute('href', '/account?section=profile');
    expect(screen.getByRole('button', { name: 'Propiedades' })).toBeInTheDocument();
  });

  it('keeps the collapsed sidebar in the dismissSidebar cookie and names its icons in a tooltip (loaded once collapsed)', async () => {
    saveAccessToken('tok');
    mockApi({ 'GET /auth/agents': { data: makeAgent() }, ...DASHBOARD_ROUTES });
    renderApp('/dashboard');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Contraer menú' }));
    expect(getCookie('dismissSidebar')).toBe('true');
    expect(screen.getByRole('button', { name: 'Expandir menú' })).toBeInTheDocument();
    // The tooltip's chunk starts loading as the sidebar collapses; pointing at the icon once it is
    // there shows the label (the link is drawn again with its tooltip, so it is looked up each time).
    await waitFor(
      async () => {
        const link = screen.getByRole('link', { name: 'Clientes' });
        await user.unhover(link);
        await user.hover(link);
        expect(screen.getByRole('tooltip')).toHaveTextContent('Clientes');
      },
      { timeout: 5000 },
    );
  });

  it('shows name, e-mail and the account links in the avatar menu', async () => {
    saveAccessToken('tok');
    mockApi({ 'GET /auth/agents': { data: makeAgent() }, ...DASHBOARD_ROUTES });
    renderApp('/dashboard');
    // No hover: user-event presses the element it was given, so a menu's code arriving between the
    // hover and the press would leave the press on the button drawn before (a browser presses what is
    // under the pointer then). lib/use-menu-on-demand.test.tsx covers a press across the arrival.
    const user = userEvent.setup({ skipHover: true });
    await screen.findByRole('heading', { name: 'Hola, María' });

    await user.click(screen.getByRole('button', { name: /Abrir el menú de la cuenta/ }));
    expect(await screen.findByText('María Pérez')).toBeInTheDocument();
    expect(screen.getByText('maria@example.com')).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: 'Mi cuenta' })).toHaveAttribute('href', '/account?section=profile');
  });

  it('opens the avatar menu with the keyboard on the first Enter, its code loading as the button gets the focus', async () => {
    saveAccessToken('tok');
    mockApi({ 'GET /auth/agents': { data: makeAgent() }, ...DASHBOARD_ROUTES });
    renderApp('/dashboard');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Hola, María' });

    const button = screen.getByRole('button', { name: /Abrir el menú de la cuenta/ });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    act(() => button.focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Cerrar sesión' })).toHaveAttribute('href', '/logout');
    expect(screen.getByRole('button', { name: /Abrir el menú de la cuenta/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps the focus on the avatar button while its menu loads, and opens it on Enter then', async () => {
    saveAccessToken('tok');
    mockApi({ 'GET /auth/agents': { data: makeAgent() }, ...DASHBOARD_ROUTES });
    renderApp('/dashboard');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Hola, María' });

    act(() => screen.getByRole('button', { name: /Abrir el menú de la cuenta/ }).focus());
    // Once the menu's code is there the button is drawn again inside the menu: it keeps the focus.
    await act(async () => {
      await import('./shell-menus');
    });
    await waitFor(() => expect(screen.getByRole('button', { name: /Abrir el menú de la cuenta/ })).toHaveFocus());
    expect(screen.queryByRole('menuitem', { name: 'Mi cuenta' })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Mi cuenta' })).toBeInTheDocument();
  });

  it('opens the Propiedades flyout on the first click', async () => {
    saveAccessToken('tok');
    mockApi({ 'GET /auth/agents': { data: makeAgent() }, ...DASHBOARD_ROUTES });
    renderApp('/dashboard');
    const user = userEvent.setup({ skipHover: true });

    await user.click(await screen.findByRole('button', { name: 'Propiedades' }));
    expect(await screen.findByRole('menuitem', { name: 'Borradores' })).toHaveAttribute('href', '/properties/drafts');
  });

  it('opens the Propiedades flyout on hover', async () => {
    saveAccessToken('tok');
    mockApi({ 'GET /auth/agents': { data: makeAgent() }, ...DASHBOARD_ROUTES });
    renderApp('/dashboard');
    const user = userEvent.setup();

    await user.hover(await screen.findByRole('button', { name: 'Propiedades' }));
    expect(await screen.findByRole('menuitem', { name: 'Mis Propiedades' })).toHaveAttribute('href', '/properties');
    expect(screen.getByRole('menuitem', { name: 'Nueva Propiedad' })).toHaveAttribute(
      'href',
      '/properties/drafts/create',
    );
    expect(screen.getByRole('menuitem', { name: 'Borradores' })).toHaveAttribute('href', '/properties/drafts');
  });

  it('draws the phone menu\'s links only while its drawer is open', async () => {
    vi.stubGlobal('matchMedia', matchMediaAt(375));
    saveAccessToken('tok');
    mockApi({ 'GET /auth/agents': { data: makeAgent() }, ...DASHBOARD_ROUTES, 'GET /tenants': { data: [] } });
    renderApp('/dashboard');
    const user = userEvent.setup();

    const burger = await screen.findByRole('button', { name: 'Abrir menú' });
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clientes' })).not.toBeInTheDocument();

    await user.click(burger);
    expect(screen.getByRole('button', { name: 'Cerrar menú' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clientes' }));
    expect(await screen.findByRole('heading', { name: 'Mis clientes' })).toBeInTheDocument();
    // Following a link closes the drawer; its links go once it has slid out.
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Clientes' })).not.toBeInTheDocument());
  });
});
