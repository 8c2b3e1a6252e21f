import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken } from '../../../lib/access-token';
import { apiErrorReply, mockApi } from '../../../test/api-mock';
import { authorization, makeAgent } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const initTokenClient = vi.fn();

beforeEach(() => {
  // The Google script "loads" at once and its popup answers a token.
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (node instanceof HTMLScriptElement && node.src.includes('accounts.google.com')) {
      queueMicrotask(() => node.onload?.(new Event('load')));
      return node;
    }
    return append(node);
  });
  initTokenClient.mockImplementation((config: { callback: (r: { access_token: string }) => void }) => ({
    requestAccessToken: () => config.callback({ access_token: 'google-token' }),
  }));
  window.google = { accounts: { oauth2: { initTokenClient } } };
});

afterEach(() => {
  delete window.google;
});

describe('social buttons', () => {
  it('are hidden when no provider is configured', async () => {
    mockApi({});
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Acceder a mi cuenta' });
    expect(screen.queryByRole('button', { name: 'Continuar con Google' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuar con Facebook' })).not.toBeInTheDocument();
  });

  it('tell the person to sign up when the Google account has no agent', async () => {
    window.__VITRINA_CONFIG__ = { googleClientId: 'client-1' };
    const { calls } = mockApi({ 'POST /auth/agents/providers/google': apiErrorReply(404, 'AGENT_NOT_FOUND') });
    renderApp('/login');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Continuar con Google' }));

    expect(
      await screen.findByText(
        'Esta cuenta de Google no está asociada a ninguna cuenta de usuario. Por favor, regístrate.',
      ),
    ).toBeInTheDocument();
    expect(initTokenClient).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-1', scope: 'openid email profile' }));
    expect(calls[0]?.body).toEqual({ accessToken: 'google-token' });
  });

  it('sign in with the same token when the Google sign-up finds the e-mail in use', async () => {
    window.__VITRINA_CONFIG__ = { googleClientId: 'client-1' };
    const { calls } = mockApi({
      'POST /agents/providers/google': apiErrorReply(409, 'EMAIL_IN_USE'),
      'POST /auth/agents/providers/google': { data: makeAgent(), metadata: authorization('g-session') },
    });
    const { router } = renderApp('/signup');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Continuar con Google' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /agents/providers/google',
      'POST /auth/agents/providers/google',
    ]);
    expect(getAccessToken()).toBe('g-session');
  });
});
