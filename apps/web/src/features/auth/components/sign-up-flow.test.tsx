import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiErrorReply, mockApi } from '../../../test/api-mock';
import { authorization, makeAgent } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

async function fillStepOne(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Nombre'), 'mARÍA');
  await user.type(screen.getByLabelText('Correo electrónico'), 'Maria@Example.com');
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
}

describe('sign-up page', () => {
  it('validates the first step', async () => {
    mockApi({});
    renderApp('/signup');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nombre'), 'Jo3');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('El nombre solo puede contener letras')).toBeInTheDocument();
    expect(screen.getByText('Debe escribir su correo electrónico')).toBeInTheDocument();
  });

  it('moves to step 2 when the e-mail is free, gates submit on the checklist and creates the account', async () => {
    const { calls } = mockApi({
      'POST /agents': [
        { data: { available: true } },
        { status: 201, data: makeAgent({ profileCompleted: false }), metadata: authorization('new-token') },
      ],
      // The onboarding the new agent lands on lists their connected accounts.
      'GET /media-providers/agents': { data: [] },
    });
    const { router } = renderApp('/signup');
    const user = userEvent.setup();

    await fillStepOne(user);

    const password = await screen.findByLabelText('Contraseña');
    const submit = screen.getByRole('button', { name: 'Crear mi cuenta' });
    // The check asks for a 200 either way: a free e-mail is no failed request in the browser.
    expect(calls[0]?.query.get('availability')).toBe('true');
    expect(calls[0]?.body).toEqual({ firstName: 'María', emailAddress: 'maria@example.com', acceptEmails: false });
    expect(submit).toBeDisabled();

    await user.type(password, 'abcdef');
    expect(submit).toBeDisabled();
    await user.type(password, 'G');
    expect(submit).toBeDisabled();
    await user.type(password, '1');
    expect(submit).toBeEnabled();

    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(calls[1]?.query.has('availability')).toBe(false);
    expect(calls[1]?.body).toEqual({
      firstName: 'María',
      emailAddress: 'maria@example.com',
      acceptEmails: false,
      password: 'abcdefG1',
    });
  });

  it('shows the e-mail in use message', async () => {
    mockApi({ 'POST /agents?availability=true': { data: { available: false } } });
    renderApp('/signup');
    const user = userEvent.setup();
    await fillStepOne(user);
    expect(
      await screen.findByText('El correo electrónico ya está en uso. Por favor, intenta con otro correo electrónico.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear mi cuenta' })).not.toBeInTheDocument();
  });

  it('goes back to step 1 with the back arrow', async () => {
    mockApi({ 'POST /agents?availability=true': { data: { available: true } } });
    renderApp('/signup');
    const user = userEvent.setup();
    await fillStepOne(user);
    await user.click(await screen.findByRole('button', { name: 'Volver al paso anterior' }));
    expect(await screen.findByLabelText('Nombre')).toHaveValue('mARÍA');
  });

  it('shows the captcha failure message', async () => {
    mockApi({
      'POST /agents': [{ data: { available: true } }, apiErrorReply(400, 'RECAPTCHA_VERIFICATION_FAILED')],
    });
    renderApp('/signup');
    const user = userEvent.setup();
    await fillStepOne(user);
    await user.type(await screen.findByLabelText('Contraseña'), 'Secreta1');
    await user.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
    expect(
      await screen.findByText('Al parecer, no eres un humano. Por favor, vuelve a intentarlo.'),
    ).toBeInTheDocument();
  });

  it('opens the terms and the privacy policy in a new tab', async () => {
    mockApi({});
    renderApp('/signup');
    const terms = await screen.findByRole('link', { name: 'Términos y condiciones' });
    const privacy = screen.getByRole('link', { name: 'Política de privacidad' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(privacy).toHaveAttribute('href', '/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
  });

  it('keeps what was typed when the agent leaves the page and comes back, never the password', async () => {
    mockApi({ 'POST /agents?availability=true': { data: { available: true } } });
    const first = renderApp('/signup');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nombre'), 'María');
    await user.type(screen.getByLabelText('Correo electrónico'), 'maria@example.com');
    await user.click(screen.getByLabelText('Quiero recibir correos con novedades y consejos de Vitrina'));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(await screen.findByLabelText('Contraseña'), 'Secreto1');
    first.unmount();

    // Back on the page (the same tab): the first step is filled in again.
    renderApp('/signup');
    expect(await screen.findByLabelText('Nombre')).toHaveValue('María');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('maria@example.com');
    expect(screen.getByLabelText('Quiero recibir correos con novedades y consejos de Vitrina')).toBeChecked();
    const kept = Object.keys(window.sessionStorage).map((k) => window.sessionStorage.getItem(k) ?? '').join(' ');
    expect(kept).toContain('maria@example.com');
    expect(kept).not.toContain('Secreto1');
  });
});
