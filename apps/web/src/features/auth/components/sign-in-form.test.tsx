import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getAccessToken } from '../../../lib/access-token';
import { apiErrorReply, mockApi } from '../../../test/api-mock';
import { authorization, makeAgent } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('sign-in page', () => {
  it('shows the validation messages and does not call the server', async () => {
    const { calls } = mockApi({});
    renderApp('/login');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByText('Debe escribir su correo electrónico')).toBeInTheDocument();
    expect(screen.getByText('Debe escribir su contraseña')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Correo electrónico'), 'no-es-un-correo');
    await user.type(screen.getByLabelText('Contraseña'), '123');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByText('Debe escribir un correo electrónico válido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(document.title).toBe('Acceder a mi cuenta - Vitrina Agentes');
  });

  it('puts the focus on the first wrong field and takes each message away once that field is right', async () => {
    const { calls } = mockApi({});
    renderApp('/login');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Contraseña'), 'secreta1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Debe escribir su correo electrónico')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveFocus();
    expect(screen.queryByText('Debe escribir su contraseña')).toBeNull();

    await user.type(screen.getByLabelText('Correo electrónico'), 'maria@');
    expect(await screen.findByText('Debe escribir un correo electrónico válido')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Correo electrónico'), 'example.com');
    await waitFor(() => expect(screen.queryByText('Debe escribir un correo electrónico válido')).toBeNull());
    await user.clear(screen.getByLabelText('Contraseña'));
    expect(await screen.findByText('Debe escribir su contraseña')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows the wrong credentials message on EMAIL_NOT_FOUND', async () => {
    const { calls } = mockApi({ 'POST /auth/agents': apiErrorReply(404, 'EMAIL_NOT_FOUND') });
    renderApp('/login');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Correo electrónico'), '  Maria@Example.com ');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(
      await screen.findByText(
        'Tus credenciales son incorrectas. Por favor, comprueba tus credenciales y vuelve a intentarlo.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      emailAddress: 'maria@example.com',
      password: 'secreta1',
    });
  });

  it('clears the error banner as soon as the agent types again', async () => {
    mockApi({ 'POST /auth/agents': apiErrorReply(404, 'EMAIL_NOT_FOUND') });
    renderApp('/login');
    const user = userEvent.setup();
    const message = 'Tus credenciales son incorrectas. Por favor, comprueba tus credenciales y vuelve a intentarlo.';

    await user.type(await screen.findByLabelText('Correo electrónico'), 'maria@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText(message)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Contraseña'), '2');
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks to wait after too many failed attempts (429)', async () => {
    mockApi({ 'POST /auth/agents': apiErrorReply(429, 'TOO_MANY_REQUESTS') });
    renderApp('/login');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Correo electrónico'), 'maria@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(
      await screen.findByText('Demasiados intentos fallidos. Espera unos minutos y vuelve a intentarlo.'),
    ).toBeInTheDocument();
  });

  it('saves the token and follows continue_url after success', async () => {
    mockApi({
      'POST /auth/agents': { data: makeAgent(), metadata: authorization('tok-9') },
      // The customer page it lands on asks for that customer: not what this test is about.
      'GET /tenants/slug/ana': apiErrorReply(404, 'NOT_FOUND'),
    });
    const { router } = renderApp(`/login?continue_url=${encodeURIComponent('/customers/view/ana?section=tasks')}`);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Correo electrónico'), 'maria@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/view/ana'));
    expect(router.state.location.search).toBe('?section=tasks');
    expect(getAccessToken()).toBe('tok-9');
  });

  it('keeps continue_url on the sign-up and password-reset links', async () => {
    mockApi({});
    renderApp('/login?continue_url=%2Fcustomers');
    expect(await screen.findByRole('link', { name: 'Regístrate' })).toHaveAttribute(
      'href',
      '/signup?continue_url=%2Fcustomers',
    );
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/password-reset?continue_url=%2Fcustomers',
    );
  });

  it('shows the success toast after a password reset', async () => {
    mockApi({});
    renderApp('/login?from=password-reset');
    expect(await screen.findByText('Se ha restablecido tu contraseña con éxito')).toBeInTheDocument();
  });
});
