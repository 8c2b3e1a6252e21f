import { callApi, createAgent, sessionToken, uniqueEmail } from '../support/accounts';
import { at, expect, shown, test } from '../support/fixtures';

test.describe('logout (spec 1 §2.7, §4)', () => {
  test('(f) the agent signs out from the avatar menu', async ({ page, context, server, url }) => {
    const email = uniqueEmail('elena');
    await createAgent(server.baseUrl, 'Elena', email, 'Secreto1');

    await page.goto(url('/login'));
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Secreto1');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(at('/onboarding'));
    const token = await sessionToken(context);
    expect(token).toBeTruthy();

    // The shell's top bar: the avatar menu shows the name and e-mail, 'Mi cuenta' and 'Cerrar sesión'.
    await page.goto(url('/dashboard'));
    await expect(page).toHaveURL(at('/dashboard'));
    await shown(page.getByRole('button', { name: /cuenta|Elena/i })).click();
    const menu = page.getByRole('menu');
    await expect(shown(menu)).toBeVisible();
    await expect(shown(menu.getByText('Elena'))).toBeVisible();
    await expect(shown(menu.getByText(email))).toBeVisible();
    await expect(shown(menu.getByRole('menuitem', { name: 'Mi cuenta' }))).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Cerrar sesión' }).click();

    // Signed out: on the sign-in page, cookie gone, the token revoked on the server.
    await expect(page).toHaveURL(at('/login'));
    await expect(shown(page.getByRole('heading', { name: 'Acceder a mi cuenta' }))).toBeVisible();
    expect(await sessionToken(context)).toBeNull();
    const me = await callApi(server.baseUrl, 'GET', '/auth/agents', { token: token! });
    expect(me.status).toBe(401);

    // The agent area is closed again.
    await page.goto(url('/dashboard'));
    await expect(page).toHaveURL(at('/login', { continue_url: '/dashboard' }));
    await expect(shown(page.getByText('Acceder a mi cuenta'))).toBeVisible();
  });
});
