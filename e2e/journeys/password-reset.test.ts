import { describe, expect, test } from 'vitest';
import { resetLinkFrom } from '../../apps/api/test/fakes/smtp-sink';
import { callApi, createAgent, uniqueEmail } from '../support/accounts';
import { atPath, buttonEnabled, hidden, seeText, sessionToken, visible } from '../support/expect';
import { useJourney } from '../support/journey';

const BAD_CREDENTIALS = 'Tus credenciales son incorrectas. Por favor, comprueba tus credenciales y vuelve a intentarlo.';

describe('forgotten password (spec 1 §2.5)', () => {
  const j = useJourney();

  test('(c) an agent resets the password from the e-mailed link and signs in with the new one', async () => {
    const { page, context } = j.visit;
    const email = uniqueEmail('olga');
    await createAgent(j.server.baseUrl, 'Olga', email, 'Vieja123');

    // From the sign-in page to the reset request.
    await page.goto(j.url('/login'));
    await page.getByRole('link', { name: /olvidaste/i }).click();
    await atPath(page, '/password-reset');
    // The address changes before the lazy page replaces the sign-in form (which has the same field).
    await hidden(page.getByRole('heading', { name: 'Acceder a mi cuenta' }));
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByRole('button', { name: /enviar/i }).click();

    // 'email-send': the confirmation and a resend button held back by a countdown.
    await seeText(page, 'Revisa tu bandeja de entrada');
    await buttonEnabled(page.getByRole('button', { name: /reenviar/i }), false);

    // The mail reaches the SMTP sink with a link to this server.
    const mail = await j.server.fakes.smtp.waitFor(email);
    const link = resetLinkFrom(mail.raw);
    expect(link, 'a reset link in the e-mail').toBeTruthy();
    expect(link!.startsWith(`${j.server.baseUrl}/password-reset?authorization=`)).toBe(true);

    // 'password': new password plus confirmation; a mismatch is caught before sending.
    await page.goto(link!);
    const password = page.getByLabel('Contraseña', { exact: true });
    const confirm = page.getByLabel('Confirmar contraseña', { exact: true });
    await visible(password);
    const submit = page.getByRole('button', { name: /cambiar contraseña|guardar|restablecer|reestablecer/i });
    await password.fill('Nueva456');
    await confirm.fill('Nueva457');
    await submit.click();
    await seeText(page, 'Las contraseñas no coinciden');
    await confirm.fill('Nueva456');
    await submit.click();

    // Back on the sign-in page with the success toast.
    await atPath(page, '/login', { from: 'password-reset' });
    await seeText(page, 'Se ha reestablecido tu contraseña con éxito');

    // The old password no longer works...
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Vieja123');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await seeText(page, BAD_CREDENTIALS);
    expect(await sessionToken(context)).toBeNull();

    // ...the new one does.
    await page.getByLabel('Contraseña', { exact: true }).fill('Nueva456');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await atPath(page, '/onboarding');
    expect(await sessionToken(context)).toBeTruthy();

    // The link is single-use: the server refuses it now.
    const token = decodeURIComponent(new URL(link!).searchParams.get('authorization')!);
    const again = await callApi(j.server.baseUrl, 'PUT', '/auth/agents/password-reset', { token, body: { password: 'Otra789x' } });
    expect(again.status).toBeGreaterThanOrEqual(400);
  });

  test('an e-mail that has no account is told so', async () => {
    const { page } = j.visit;
    await page.goto(j.url('/password-reset'));
    await page.getByLabel('Correo electrónico', { exact: true }).fill(uniqueEmail('desconocida'));
    await page.getByRole('button', { name: /enviar/i }).click();
    await seeText(page, 'El correo electrónico no está registrado');
  });
});
