import { callApi, createAgent, sessionToken, uniqueEmail } from '../support/accounts';
import { resetLinkFrom } from '../../apps/api/test/fakes/smtp-sink';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { allowConsoleErrors, at, expect, onScreen, shown, test } from '../support/fixtures';

const BAD_CREDENTIALS = 'Tus credenciales son incorrectas. Por favor, comprueba tus credenciales y vuelve a intentarlo.';

test.describe('forgotten password (spec 1 §2.5)', () => {
  test('(c) an agent resets the password from the e-mailed link and signs in with the new one', async ({ page, context, server, url }) => {
    const email = uniqueEmail('olga');
    await createAgent(server.baseUrl, 'Olga', email, 'Vieja123');

    // From the sign-in page to the reset request.
    await page.goto(url('/login'));
    await page.getByRole('link', { name: /olvidaste/i }).click();
    await expect(page).toHaveURL(at('/password-reset'));
    // The address changes before the lazy page replaces the sign-in form (which has the same field).
    await expect(onScreen(page.getByRole('heading', { name: 'Acceder a mi cuenta' }))).toHaveCount(0);
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByRole('button', { name: /enviar/i }).click();

    // 'email-send': the confirmation and a resend button held back by a countdown.
    await expect(shown(page.getByText('Revisa tu bandeja de entrada'))).toBeVisible();
    await expect(page.getByRole('button', { name: /reenviar/i })).toBeDisabled();

    // The mail reaches the SMTP sink with a link to this server.
    const mail = await server.fakes.smtp.waitFor(email);
    const link = resetLinkFrom(mail.raw);
    expect(link, 'a reset link in the e-mail').toBeTruthy();
    expect(link!.startsWith(`${server.baseUrl}/password-reset?authorization=`)).toBe(true);

    // 'password': new password plus confirmation; a mismatch is caught before sending.
    await page.goto(link!);
    const password = page.getByLabel('Contraseña', { exact: true });
    const confirm = page.getByLabel('Confirmar contraseña', { exact: true });
    await expect(shown(password)).toBeVisible();
    const submit = page.getByRole('button', { name: /cambiar contraseña|guardar|restablecer|reestablecer/i });
    await password.fill('Nueva456');
    await confirm.fill('Nueva457');
    await submit.click();
    await expect(shown(page.getByText('Las contraseñas no coinciden'))).toBeVisible();
    await confirm.fill('Nueva456');
    await submit.click();

    // Back on the sign-in page with the success toast.
    await expect(page).toHaveURL(at('/login', { from: 'password-reset' }));
    await expect(shown(page.getByText('Se ha restablecido tu contraseña con éxito'))).toBeVisible();

    // The old password no longer works (the refused sign-in is the browser's only failed request)...
    allowConsoleErrors(page, /status of 401/);
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Vieja123');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(shown(page.getByText(BAD_CREDENTIALS))).toBeVisible();
    expect(await sessionToken(context)).toBeNull();

    // ...the new one does; the error banner goes as soon as the agent types again.
    await page.getByLabel('Contraseña', { exact: true }).fill('Nueva456');
    await expect(onScreen(page.getByText(BAD_CREDENTIALS)), 'the error banner after typing again').toHaveCount(0);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(at('/onboarding'));
    expect(await sessionToken(context)).toBeTruthy();

    // The link is single-use: the server refuses it now.
    const token = decodeURIComponent(new URL(link!).searchParams.get('authorization')!);
    const again = await callApi(server.baseUrl, 'PUT', '/auth/agents/password-reset', { token, body: { password: 'Otra789x' } });
    expect(again.status).toBeGreaterThanOrEqual(400);
  });

  for (const [size, viewport] of [
    ['375', MOBILE],
    ['1440', DESKTOP],
  ] as const) {
    test(`at ${size} px a used link offers to request a new one`, async ({ page, server }) => {
      await page.setViewportSize(viewport);
      const email = uniqueEmail(`usado-${size}`);
      await createAgent(server.baseUrl, 'Olga', email, 'Vieja123');
      await callApi(server.baseUrl, 'POST', '/auth/agents/password-reset', { body: { emailAddress: email } });
      const link = resetLinkFrom((await server.fakes.smtp.waitFor(email)).raw)!;
      const token = decodeURIComponent(new URL(link).searchParams.get('authorization')!);
      const used = await callApi(server.baseUrl, 'PUT', '/auth/agents/password-reset', { token, body: { password: 'Nueva456' } });
      expect(used.status).toBe(200);

      await page.goto(link);
      // The used link is refused: that 401 is the point of this journey.
      allowConsoleErrors(page, /status of 401/);
      await page.getByLabel('Contraseña', { exact: true }).fill('Otra789x');
      await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Otra789x');
      await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await expect(shown(page.getByText('El token de autorización ha expirado, por favor solicita uno nuevo'))).toBeVisible();
      await screenshot(page, `password-reset-used-link-${size}`);
      await shown(page.getByRole('link', { name: 'Solicitar un nuevo enlace' })).click();
      await expect(page).toHaveURL(at('/password-reset'));
      expect(new URL(page.url()).searchParams.get('authorization')).toBeNull();
      await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
      await page.getByRole('button', { name: /enviar/i }).click();
      await expect(shown(page.getByText('Revisa tu bandeja de entrada'))).toBeVisible();
    });
  }

  test('an e-mail that has no account is told so', async ({ page, url }) => {
    await page.goto(url('/password-reset'));
    // The server answers 404 for an address with no account (spec 1 §2.5): the journey asks for one.
    allowConsoleErrors(page, /status of 404/);
    await page.getByLabel('Correo electrónico', { exact: true }).fill(uniqueEmail('desconocida'));
    await page.getByRole('button', { name: /enviar/i }).click();
    await expect(shown(page.getByText('El correo electrónico no está registrado'))).toBeVisible();
  });
});
