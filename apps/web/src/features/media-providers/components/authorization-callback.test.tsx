import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorReply, type ApiCall } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { saveConnectReturn } from '../lib/connect-return';
import { leavePageFor } from '../lib/leave-page';
import { connection, locationOf, mockSignedIn, renderStrictApp, resetConnectState } from '../test-helpers';

vi.mock('../lib/leave-page', () => ({ leavePageFor: vi.fn() }));

const INSTAGRAM_ERROR = 'Ha ocurrido un error al intentar conectar tu cuenta de Instagram. Por favor, vuelve a intentarlo.';
const GENERIC_ERROR = 'No se ha podido conectar la cuenta. Vuelve a intentarlo.';
const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST');

describe('the Instagram callback', () => {
  beforeEach(() => {
    resetConnectState();
    vi.mocked(leavePageFor).mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('posts the code once (even in StrictMode), then returns to the stored destination after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    saveConnectReturn('instagram', { from: 'property-editor', contextId: 'draft-1' });
    const { calls } = mockSignedIn({
      'POST /media-providers/agents/instagram': { status: 201, data: connection(2) },
      // The editor it returns to loads its draft: not what this test is about.
      'GET /property-drafts/draft-1': apiErrorReply(404, 'NOT_FOUND'),
    });
    const { router, queryClient } = renderStrictApp('/oauth/authorize/instagram?code=ig-code&state=signed');
    queryClient.setQueryData(['milestones'], []);

    // The spinner ('Conectando tu cuenta de Instagram') may last less than a render with a mocked
    // answer; the success screen is what stays.
    expect(await screen.findByText('¡Cuenta de Instagram conectada!')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]?.body).toEqual({ authorizationCode: 'ig-code', state: 'signed' });
    expect(queryClient.getQueryState(['milestones'])?.isInvalidated).toBe(true);
    expect(router.state.location.pathname).toBe('/oauth/authorize/instagram');

    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    await waitFor(() => expect(locationOf(router)).toBe('/property-editor/draft-1/create?section=instagram'));
    expect(window.localStorage.getItem('vitrina.connectReturn')).toBeNull();
    expect(posts(calls)).toHaveLength(1);
  });

  it('without a stored destination returns to the dashboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockSignedIn({ 'POST /media-providers/agents/instagram': { status: 201, data: connection(2) } });
    const { router } = renderApp('/oauth/authorize/instagram?code=ig-code-2&state=signed');
    await screen.findByText('¡Cuenta de Instagram conectada!');
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('goes straight to the error screen without a code; Reintentar starts the authorization again', async () => {
    saveConnectReturn('instagram', { from: 'account' });
    const { calls } = mockSignedIn({ 'GET /media-providers/instagram/url': { data: { redirectTo: 'https://ig.test/a' } } });
    renderApp('/oauth/authorize/instagram?error=access_denied');
    expect(await screen.findByText(INSTAGRAM_ERROR)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Integraciones' })).toHaveAttribute('href', '/account?section=integrations');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith('https://ig.test/a'));
    expect(posts(calls)).toHaveLength(0);
  });

  it('a refused code is not sent again: Reintentar asks Instagram for a new one', async () => {
    const { calls } = mockSignedIn({
      'POST /media-providers/agents/instagram': apiErrorReply(401, 'PROVIDER_TOKEN_INVALID'),
      'GET /media-providers/instagram/url': { data: { redirectTo: 'https://ig.test/b' } },
    });
    renderApp('/oauth/authorize/instagram?code=spent&state=signed');
    expect(await screen.findByText(INSTAGRAM_ERROR)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith('https://ig.test/b'));
    expect(posts(calls)).toHaveLength(1);
  });

  it('when Instagram was down, Reintentar sends the same code again', async () => {
    const { calls } = mockSignedIn({
      'POST /media-providers/agents/instagram': [apiErrorReply(502, 'PROVIDER_UNAVAILABLE'), { status: 201, data: connection(2) }],
    });
    renderApp('/oauth/authorize/instagram?code=fresh&state=signed');
    expect(await screen.findByText(INSTAGRAM_ERROR)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('¡Cuenta de Instagram conectada!')).toBeInTheDocument();
    expect(posts(calls).map((c) => c.body)).toEqual([
      { authorizationCode: 'fresh', state: 'signed' },
      { authorizationCode: 'fresh', state: 'signed' },
    ]);
    expect(leavePageFor).not.toHaveBeenCalled();
  });
});

describe('the Facebook callback', () => {
  beforeEach(resetConnectState);
  afterEach(() => vi.useRealTimers());

  it('posts the token and returns to the draft named by from and context_id', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockSignedIn({
      'POST /media-providers/agents/facebook': { status: 201, data: connection(3) },
      'GET /property-drafts/d-9': apiErrorReply(404, 'NOT_FOUND'),
    });
    const { router } = renderStrictApp('/oauth/authorize/facebook?access_token=fb-1&from=property-editor&context_id=d-9');
    expect(await screen.findByText('¡Cuenta de Facebook conectada!')).toBeInTheDocument();
    expect(posts(calls).map((c) => c.body)).toEqual([{ shortToken: 'fb-1' }]);
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    await waitFor(() => expect(locationOf(router)).toBe('/property-editor/d-9/create?section=facebook'));
  });

  it('goes straight to the error screen without a token', async () => {
    const { calls } = mockSignedIn();
    renderApp('/oauth/authorize/facebook?from=account');
    expect(await screen.findByText(GENERIC_ERROR)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Integraciones' })).toHaveAttribute('href', '/account?section=integrations');
    expect(posts(calls)).toHaveLength(0);
  });

  it('shows the error with Reintentar, which sends the token again, and the way back to the editor', async () => {
    const { calls } = mockSignedIn({
      'POST /media-providers/agents/facebook': [apiErrorReply(500, 'SERVER_ERROR'), { status: 201, data: connection(3) }],
    });
    renderApp('/oauth/authorize/facebook?access_token=fb-2&from=property-editor&context_id=d-9');
    expect(await screen.findByText(GENERIC_ERROR)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al editor' })).toHaveAttribute('href', '/property-editor/d-9/create?section=facebook');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('¡Cuenta de Facebook conectada!')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(2);
  });
});
