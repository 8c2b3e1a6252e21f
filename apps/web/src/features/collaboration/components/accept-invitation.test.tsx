import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveAccessToken } from '../../../lib/access-token';
import { apiErrorReply, mockApi, type Responder } from '../../../test/api-mock';
import { makeAgent } from '../../../test/fixtures';
import { makeDraft } from '../../../test/property-draft-fixture';
import { renderApp } from '../../../test/render-app';

const TOKEN = 'Zx9-token_abc';
const D = 'd7';

function signedIn(routes: Record<string, Responder | Responder[]>) {
  saveAccessToken('tok');
  return mockApi({ 'GET /auth/agents': { data: makeAgent() }, ...routes });
}

/** What the editor asks for when it opens the listing. */
const editorOf = (id: string) => ({
  [`GET /property-drafts/${id}`]: { data: makeDraft({ propertyDraftId: id, title: 'Casa compartida' }) },
  'GET /property-types': { data: [] },
});

describe('accepting an invitation at /invitations/{token}', () => {
  it('accepts once with the token and opens the listing in the editor', async () => {
    const { calls } = signedIn({
      'POST /invitations/accept': { data: makeDraft({ propertyDraftId: D, title: 'Casa compartida' }) },
      ...editorOf(D),
    });
    const { router } = renderApp(`/invitations/${TOKEN}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/property-editor/${D}/create`));
    expect(await screen.findByRole('button', { name: /Salir/ })).toBeInTheDocument();
    const accepts = calls.filter((c) => c.path === '/invitations/accept');
    expect(accepts.map((c) => c.body)).toEqual([{ token: TOKEN }]);
    // Replaced in history: going back does not accept the link again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['INVITATION_EXPIRED', 410, 'La invitación ha vencido. Pide al agente que te envíe una nueva'],
    ['INVITATION_ALREADY_USED', 410, 'La invitación ya fue usada. Pide al agente que te envíe una nueva'],
    ['INVITATION_REVOKED', 410, 'La invitación fue anulada por el agente que la envió'],
    ['INVITATION_OWN_LISTING', 409, 'No puedes aceptar una invitación a tu propia propiedad'],
    ['INVITATION_NOT_FOUND', 404, 'La invitación no existe'],
  ] as const)('says why when the server answers %s, with a way back to the drafts', async (type, status, message) => {
    signedIn({ 'POST /invitations/accept': apiErrorReply(status, type, message) });
    renderApp(`/invitations/${TOKEN}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No se ha podido aceptar la invitación' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a mis borradores' })).toHaveAttribute('href', '/properties/drafts');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('offers to try again after a failure, and then lands on the listing', async () => {
    signedIn({
      'POST /invitations/accept': [{ status: 500 }, { data: makeDraft({ propertyDraftId: D }) }],
      ...editorOf(D),
    });
    const { router } = renderApp(`/invitations/${TOKEN}`);
    const user = userEvent.setup();
    expect(await screen.findByText('Algo ha salido mal. Por favor, vuelve a intentarlo.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/property-editor/${D}/create`));
    expect(await screen.findByRole('button', { name: /Salir/ })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, with a way to sign up, both coming back to the link', async () => {
    mockApi({});
    const { router } = renderApp(`/invitations/${TOKEN}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const back = `/invitations/${TOKEN}`;
    expect(router.state.location.search).toBe(`?continue_url=${encodeURIComponent(back)}`);
    expect(await screen.findByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', `/signup?continue_url=${encodeURIComponent(back)}`);
  });
});
