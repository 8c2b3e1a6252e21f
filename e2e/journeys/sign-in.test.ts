import { createAgent, sessionToken, uniqueEmail } from '../support/accounts';
import { allowConsoleErrors, at, expect, onScreen, shown, test } from '../support/fixtures';

const BAD_CREDENTIALS = 'Tus credenciales son incorrectas. Por favor, comprueba tus credenciales y vuelve a intentarlo.';

test.describe('sign-in (spec 1 §2.3, §8)', () => {
  test('(b) a wrong password shows the bad-credentials message and keeps the agent signed out', async ({ page, context, server, url }) => {
    const email = uniqueEmail('pedro');
    await createAgent(server.baseUrl, 'Pedro', email, 'Secreto1');

    await page.goto(url('/login'));
    await expect(shown(page.getByRole('heading', { name: 'Acceder a mi cuenta' }))).toBeVisible();
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Incorrecta9');
    allowConsoleErrors(page, /status of 401/); // the refused sign-in is this journey's point
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();

    await expect(shown(page.getByText(BAD_CREDENTIALS))).toBeVisible();
    await expect(page).toHaveURL(at('/login'));
    expect(await sessionToken(context)).toBeNull();
  });

  test('an unknown e-mail shows the same bad-credentials message', async ({ page, url }) => {
    await page.goto(url('/login'));
    await page.getByLabel('Correo electrónico', { exact: true }).fill(uniqueEmail('nadie'));
    allowConsoleErrors(page, /status of 404/); // no account has this address: what the journey asks
    await page.getByLabel('Contraseña', { exact: true }).fill('Secreto1');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(shown(page.getByText(BAD_CREDENTIALS))).toBeVisible();
  });

  test('the right password (any letter case in the e-mail) signs in', async ({ page, context, server, url }) => {
    const email = uniqueEmail('carla');
    await createAgent(server.baseUrl, 'Carla', email, 'Secreto1');

    await page.goto(url('/login'));
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email.toUpperCase());
    await page.getByLabel('Contraseña', { exact: true }).fill('Secreto1');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(at('/onboarding'));
    expect(await sessionToken(context)).toBeTruthy();
    await expect(onScreen(page.getByText(BAD_CREDENTIALS))).toHaveCount(0);
  });
});
