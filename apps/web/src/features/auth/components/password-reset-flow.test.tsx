import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorReply, mockApi } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.useRealTimers();
});

describe('password-reset page', () => {
  it('sends the link, counts down 60 s before resending and restarts the countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockApi({ 'POST /auth/agents/password-reset': { data: null } });
    renderApp('/password-reset');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.type(await screen.findByLabelText('Correo electrónico'), 'Maria@Example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));

    expect(await screen.findByText('Revisa tu bandeja de entrada')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ emailAddress: 'maria@example.com' });
    expect(screen.getByRole('button', { name: 'Reenviar enlace en 60 s' })).toBeDisabled();

    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByRole('button', { name: /Reenviar enlace en 3\d s/ })).toBeDisabled();

    await act(async () => {
      vi.advanceTimersByTime(31_000);
    });
    const resend = screen.getByRole('button', { name: 'Reenviar enlace' });
    expect(resend).toBeEnabled();

    await user.click(resend);
    expect(await screen.findByText('Hemos enviado un enlace a tu correo electrónico')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Reenviar enlace en (60|59) s/ })).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('shows the not registered message', async () => {
    mockApi({ 'POST /auth/agents/password-reset': apiErrorReply(404, 'EMAIL_NOT_FOUND') });
    renderApp('/password-reset');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'nadie@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('El correo electrónico no está registrado')).toBeInTheDocument();
  });

  it('checks that the passwords match, then resets with the token and goes to the sign-in page', async () => {
    const { calls } = mockApi({ 'PUT /auth/agents/password-reset': { data: null } });
    const { router } = renderApp('/password-reset?authorization=reset-token');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Contraseña'), 'nueva1');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'nueva1');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('La contraseña no cumple con los requisitos')).toBeInTheDocument();
    expect(screen.getByText('Al menos una letra mayúscula')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Contraseña'));
    await user.clear(screen.getByLabelText('Confirmar contraseña'));
    await user.type(screen.getByLabelText('Contraseña'), 'Nueva123');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Otra1234');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirmar contraseña'));
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Nueva123');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?from=password-reset');
    expect(calls[0]?.headers.authorization).toBe('Bearer reset-token');
    expect(calls[0]?.body).toEqual({ password: 'Nueva123' });
  });

  it('shows the expired token message', async () => {
    mockApi({ 'PUT /auth/agents/password-reset': apiErrorReply(401, 'TOKEN_EXPIRED') });
    renderApp('/password-reset?authorization=old');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Contraseña'), 'Nueva123');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Nueva123');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(
      await screen.findByText('El token de autorización ha expirado, por favor solicita uno nuevo'),
    ).toBeInTheDocument();
  });

  it('offers a used or expired link to request a new one, which opens the e-mail screen', async () => {
    mockApi({ 'PUT /auth/agents/password-reset': apiErrorReply(401, 'TOKEN_EXPIRED') });
    const { router } = renderApp('/password-reset?authorization=used');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Contraseña'), 'Nueva123');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Nueva123');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    const again = await screen.findByRole('link', { name: 'Solicitar un nuevo enlace' });
    expect(screen.getByRole('heading', { name: 'Este enlace ya no sirve' })).toBeInTheDocument();
    // The dead link's form is gone: nothing more to type there.
    expect(screen.queryByRole('button', { name: 'Cambiar contraseña' })).toBeNull();
    await user.click(again);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/password-reset');
    expect(await screen.findByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(screen.queryByText('El token de autorización ha expirado, por favor solicita uno nuevo')).toBeNull();
  });

  it('says an unknown link is not valid and offers a new one', async () => {
    mockApi({ 'PUT /auth/agents/password-reset': apiErrorReply(401, 'ACCESS_TOKEN_INVALID') });
    renderApp('/password-reset?authorization=nonsense');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Contraseña'), 'Nueva123');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Nueva123');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('El enlace para cambiar tu contraseña no es válido, por favor solicita uno nuevo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar un nuevo enlace' })).toHaveAttribute('href', '/password-reset');
  });
});
