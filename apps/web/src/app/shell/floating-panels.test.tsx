import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveAccessToken } from '../../lib/access-token';
import { mockApi } from '../../test/api-mock';
import { makeAgent } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const milestones = (...types: number[]) => ({
  data: types.map((type) => ({ taskCompletedId: `m${type}`, type, agentId: 'a' })),
});
const publishing = {
  data: [
    { propertyDraftId: 'd1', title: 'Casa en Chacao', thumbnail: null, status: 2, postStatus: 4 },
    { propertyDraftId: 'd2', title: 'Apartamento en Altamira', thumbnail: null, status: 2, postStatus: 3 },
  ],
};

function start(routes: Parameters<typeof mockApi>[0]) {
  saveAccessToken('tok');
  mockApi({
    'GET /auth/agents': { data: makeAgent() },
    'GET /agents/tasks': { data: [] },
    'GET /media-providers': { data: [] },
    'GET /media-providers/agents': { data: [] },
    ...routes,
  });
  return renderApp('/account?section=integrations');
}

describe('floating panels', () => {
  beforeEach(() => window.localStorage.clear());

  it("leave room at the page's end as tall as they are, and none once hidden, without restyling the whole page", async () => {
    // A browser's observer reports the panels' size once they are laid out; here they are 120 px tall.
    const Stub = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe() {
        this.report([], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(120);
    try {
      start({ 'GET /tasks-completed': milestones(1), 'GET /property-drafts': { data: [] } });
      const user = userEvent.setup();
      const panel = await screen.findByRole('dialog', { name: '¡Comienza a trabajar!' });
      const room = document.querySelector<HTMLElement>('[data-panels-room]');
      expect(room?.style.height).toBe('136px');
      // Nothing set on the document itself (a custom property there restyled every element).
      expect(document.documentElement.getAttribute('style') ?? '').not.toContain('floating');

      await user.click(within(panel).getByRole('button', { name: 'No volver a mostrar' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '¡Comienza a trabajar!' })).not.toBeInTheDocument());
      expect(document.querySelector<HTMLElement>('[data-panels-room]')?.style.height).toBe('');
    } finally {
      window.ResizeObserver = Stub;
    }
  });

  it('shows the checklist from the milestones and minimises it to a button with a count', async () => {
    start({ 'GET /tasks-completed': milestones(1, 2, 3), 'GET /property-drafts': { data: [] } });
    const user = userEvent.setup();
    const panel = await screen.findByRole('dialog', { name: '¡Comienza a trabajar!' });
    expect(panel).toHaveTextContent('1 de 3 completados');
    expect(panel).toHaveTextContent('Completa tu perfil de agente(completado)');
    expect(screen.getByRole('link', { name: /Crea tu primera propiedad/ })).toHaveAttribute('href', '/properties/drafts/create');

    await user.click(screen.getByRole('button', { name: 'Minimizar ¡Comienza a trabajar!' }));
    expect(screen.queryByRole('dialog', { name: '¡Comienza a trabajar!' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir ¡Comienza a trabajar! (2)' })).toBeInTheDocument();
    expect(window.localStorage.getItem('dismissTasksModal')).toBe('true');
  });

  it('keeps the minimised state across visits', async () => {
    window.localStorage.setItem('dismissTasksModal', 'true');
    start({ 'GET /tasks-completed': milestones(), 'GET /property-drafts': { data: [] } });
    expect(await screen.findByRole('button', { name: 'Abrir ¡Comienza a trabajar! (3)' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('expands only one panel at a time', async () => {
    start({ 'GET /tasks-completed': milestones(1), 'GET /property-drafts': publishing });
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: '¡Comienza a trabajar!' });
    await user.click(await screen.findByRole('button', { name: 'Abrir Publicando propiedades (2)' }));

    const panel = screen.getByRole('dialog', { name: 'Publicando propiedades' });
    expect(panel).toHaveTextContent('Casa en Chacao');
    expect(panel).toHaveTextContent('Publicando');
    expect(panel).toHaveTextContent('No se pudo publicar');
    expect(screen.queryByRole('dialog', { name: '¡Comienza a trabajar!' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('dismissTasksModal')).toBe('true');
    expect(window.localStorage.getItem('dismissUploadPropertyModal')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Abrir ¡Comienza a trabajar! (3)' }));
    expect(screen.getByRole('dialog', { name: '¡Comienza a trabajar!' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Publicando propiedades' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('dismissUploadPropertyModal')).toBe('true');
  });

  it('minimises the checklist for good once all five milestones are done', async () => {
    start({ 'GET /tasks-completed': milestones(1, 2, 3, 4, 5), 'GET /property-drafts': { data: [] } });
    expect(await screen.findByRole('button', { name: 'Abrir ¡Comienza a trabajar!' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '¡Comienza a trabajar!' })).not.toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('dismissTasksModal')).toBe('true'));
  });

  it("hides the checklist for good with 'No volver a mostrar'", async () => {
    start({ 'GET /tasks-completed': milestones(1), 'GET /property-drafts': { data: [] } });
    const user = userEvent.setup();
    const panel = await screen.findByRole('dialog', { name: '¡Comienza a trabajar!' });
    await user.click(within(panel).getByRole('button', { name: 'No volver a mostrar' }));
    expect(screen.queryByRole('dialog', { name: '¡Comienza a trabajar!' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Abrir ¡Comienza a trabajar!/ })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('hideTasksModal')).toBe('true');
  });

  it('stays hidden on the next visit once dismissed for good', async () => {
    window.localStorage.setItem('hideTasksModal', 'true');
    start({ 'GET /tasks-completed': milestones(1), 'GET /property-drafts': { data: [] } });
    await screen.findByRole('heading', { name: 'Cuenta y configuración' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: '¡Comienza a trabajar!' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Abrir ¡Comienza a trabajar!/ })).not.toBeInTheDocument();
  });

  it('minimises the open card on Escape', async () => {
    start({ 'GET /tasks-completed': milestones(1), 'GET /property-drafts': { data: [] } });
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: '¡Comienza a trabajar!' });
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: /^Abrir ¡Comienza a trabajar!/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '¡Comienza a trabajar!' })).not.toBeInTheDocument();
  });

  it("says what the profile item still waits for: with photo and data saved, a network", async () => {
    start({ 'GET /tasks-completed': milestones(1, 2), 'GET /property-drafts': { data: [] } });
    const panel = await screen.findByRole('dialog', { name: '¡Comienza a trabajar!' });
    const item = within(panel).getByRole('link', { name: /Completa tu perfil de agente/ });
    expect(item).toHaveTextContent('Falta conectar una red social');
    expect(item).toHaveAttribute('href', '/account?section=integrations');
    expect(within(panel).getByText('0 de 3 completados')).toBeInTheDocument();
  });

  it('steps aside while a dialog or drawer is open, and comes back once it closes', async () => {
    start({ 'GET /tasks-completed': milestones(1), 'GET /property-drafts': { data: [] } });
    await screen.findByRole('dialog', { name: '¡Comienza a trabajar!' });
    // What Mantine's Modal and Drawer put in the page: a portal holding a modal dialog.
    const portal = document.createElement('div');
    portal.setAttribute('data-portal', 'true');
    document.body.append(portal);
    const modal = document.createElement('div');
    modal.setAttribute('role', 'dialog');
    modal.setAttribute('aria-modal', 'true');
    portal.append(modal);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '¡Comienza a trabajar!' })).not.toBeInTheDocument());
    portal.remove();
    expect(await screen.findByRole('dialog', { name: '¡Comienza a trabajar!' })).toBeInTheDocument();
  });
});
