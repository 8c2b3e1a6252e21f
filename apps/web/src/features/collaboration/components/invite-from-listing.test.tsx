import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Property } from '@vitrina/contract/schemas/property';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveAccessToken } from '../../../lib/access-token';
import { created, mockApi, type Responder } from '../../../test/api-mock';
import { makeAgent } from '../../../test/fixtures';
import { makeDraft } from '../../../test/property-draft-fixture';
import { preloadRoute, PRELOAD_TIMEOUT_MS, renderApp } from '../../../test/render-app';

const PID = '9a0c2a52-3d43-4bd4-a1a5-0d1b3c4e5f70';
const DRAFT = '5f0c2a52-3d43-4bd4-a1a5-0d1b3c4e5f61';
const listingPath = `/properties/view/apartamento-en-chacao/${PID}`;
const TITLE = 'Apartamento en venta en Chacao';

function makeProperty(overrides: Partial<Property> = {}): Property {
  return {
    ...makeDraft({
      propertyDraftId: DRAFT,
      title: TITLE,
      status: 3,
      propertyType: { propertyTypeId: 1, name: 'Apartamento' },
      price: 85000,
      address: { countryState: { countryStateId: 1, name: 'Miranda' }, location: { countryLocationId: 2, name: 'Chacao' }, address: 'Av. Francisco de Miranda', geolocation: null },
    }),
    propertyId: PID,
    slug: 'apartamento-en-chacao',
    status: 2,
    viewCount: 0,
    publishedAt: '2030-03-01T15:00:00.000Z',
    ...overrides,
  };
}

function signedIn(routes: Record<string, Responder | Responder[]> = {}) {
  saveAccessToken('tok');
  return mockApi({
    'GET /auth/agents': { data: makeAgent() },
    [`GET /properties/${PID}`]: { data: makeProperty() },
    [`GET /property-drafts/${DRAFT}/matches`]: { data: [] },
    ...routes,
  });
}

const dialog = () => screen.findByRole('dialog', { name: 'Invitar agentes' }, { timeout: 10_000 });

describe('inviting from a published listing', () => {
  beforeAll(() => Promise.all([preloadRoute(listingPath), preloadRoute(`/properties/drafts/${DRAFT}/invite`)]), PRELOAD_TIMEOUT_MS);

  it("opens the dialog over the listing, naming it, and closing leaves the agent on the listing", async () => {
    const { calls } = signedIn({ [`POST /property-drafts/${DRAFT}/invitations`]: created({ invitationId: 'i1', url: 'http://localhost/invitations/t', expiresAt: '2030-03-08T12:00:00.000Z' }) });
    const { router } = renderApp(listingPath);
    const user = userEvent.setup();
    const toolbar = await screen.findByRole('toolbar', { name: 'Acciones de la propiedad' }, { timeout: 10_000 });
    await user.click(await within(toolbar).findByRole('button', { name: 'Invitar agentes' }));
    const open = await dialog();
    expect(within(open).getByText(TITLE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(listingPath);
    await user.click(within(open).getByRole('button', { name: 'Crear enlace de invitación' }));
    expect(await within(open).findByRole('textbox', { name: 'Enlace de invitación' })).toHaveValue('http://localhost/invitations/t');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/property-drafts/${DRAFT}/invitations`]);
    await user.click(within(open).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invitar agentes' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(listingPath);
    expect(screen.getByRole('heading', { name: TITLE, level: 1 })).toBeInTheDocument();
  });

  it('offers no invitation on a listing shared with the agent', async () => {
    signedIn({ [`GET /properties/${PID}`]: { data: makeProperty({ access: { owner: false, permission: 'write', scope: 'all' }, owner: { id: 'a9', name: 'Ana Gómez' } }) } });
    renderApp(listingPath);
    const toolbar = await screen.findByRole('toolbar', { name: 'Acciones de la propiedad' }, { timeout: 10_000 });
    expect(within(toolbar).getByRole('link', { name: 'Editar' })).toBeInTheDocument();
    expect(within(toolbar).queryByRole('button', { name: 'Invitar agentes' })).not.toBeInTheDocument();
  });

  it("sends a published listing's invitation route to the listing, with the dialog open, instead of the draft list", async () => {
    signedIn({
      [`GET /property-drafts/${DRAFT}`]: { data: makeDraft({ propertyDraftId: DRAFT, title: TITLE, status: 3, property: { propertyId: PID, slug: 'apartamento-en-chacao' } }) },
      'GET /property-drafts': { data: [], metadata: { pagination: { limit: 16, offset: 0, total: 0 } } },
      'GET /property-types': { data: [] },
    });
    const { router } = renderApp(`/properties/drafts/${DRAFT}/invite`);
    const user = userEvent.setup();
    await waitFor(() => expect(router.state.location.pathname).toBe(listingPath), { timeout: 10_000 });
    const open = await dialog();
    expect(within(open).getByText(TITLE)).toBeInTheDocument();
    await user.click(within(open).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invitar agentes' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(listingPath);
  });

  it("opens a published listing's invitation from the editor over the listing, and closing goes back to the editor", async () => {
    const editorPath = `/property-editor/${DRAFT}/create`;
    signedIn({
      [`GET /property-drafts/${DRAFT}`]: { data: makeDraft({ propertyDraftId: DRAFT, title: TITLE, status: 3, property: { propertyId: PID, slug: 'apartamento-en-chacao' } }) },
      'GET /property-drafts': { data: [], metadata: { pagination: { limit: 16, offset: 0, total: 0 } } },
      'GET /property-types': { data: [] },
    });
    const { router } = renderApp({ pathname: `/properties/drafts/${DRAFT}/invite`, state: { returnTo: editorPath } });
    const user = userEvent.setup();
    await waitFor(() => expect(router.state.location.pathname).toBe(listingPath), { timeout: 10_000 });
    const open = await dialog();
    expect(within(open).getByText(TITLE)).toBeInTheDocument();
    expect(screen.queryByText('No hay borradores')).not.toBeInTheDocument();
    await user.click(within(open).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(editorPath));
  });
});
