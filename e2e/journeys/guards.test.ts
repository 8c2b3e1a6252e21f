import { createAgent, sessionToken, uniqueEmail } from '../support/accounts';
import { at, expect, shown, test } from '../support/fixtures';

test.describe('guards (spec 1 §2.2)', () => {
  test('(e) signed out, /dashboard goes to /login with continue_url, and sign-in returns there', async ({ page, context, server, url }) => {
    const email = uniqueEmail('dario');
    await createAgent(server.baseUrl, 'Darío', email, 'Secreto1');

    await page.goto(url('/dashboard'));
    await expect(page).toHaveURL(at('/login', { continue_url: '/dashboard' }));
    await expect(shown(page.getByRole('heading', { name: 'Acceder a mi cuenta' }))).toBeVisible();

    // The links to sign-up and password reset keep continue_url.
    const signupHref = await page.locator('a[href^="/signup"]').first().getAttribute('href');
    expect(new URL(signupHref!, server.baseUrl).searchParams.get('continue_url')).toBe('/dashboard');
    const resetHref = await page.locator('a[href^="/password-reset"]').first().getAttribute('href');
    expect(new URL(resetHref!, server.baseUrl).searchParams.get('continue_url')).toBe('/dashboard');

    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Secreto1');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(at('/dashboard'));
    await expect(shown(page.getByText('Darío'))).toBeVisible();
    expect(await sessionToken(context)).toBeTruthy();
  });

  test('(e) a deeper address with a query survives the round trip through /login', async ({ page, server, url }) => {
    const email = uniqueEmail('irene');
    await createAgent(server.baseUrl, 'Irene', email, 'Secreto1');

    await page.goto(url('/customers?page=2'));
    await expect(page).toHaveURL(at('/login', { continue_url: '/customers?page=2' }));
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Secreto1');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(at('/customers', { page: '2' }));
  });

  test('(e) signed in, /login, /signup and /password-reset send the agent away', async ({ page, context, server, url }) => {
    const email = uniqueEmail('marta');
    const { token } = await createAgent(server.baseUrl, 'Marta', email, 'Secreto1');
    await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);

    // Profile not completed yet: to the onboarding.
    for (const path of ['/login', '/signup', '/password-reset']) {
      await page.goto(url(path));
      await expect(page).toHaveURL(at('/onboarding'));
    }
    // The home page goes to the dashboard when signed in.
    await page.goto(url('/'));
    await expect(page).toHaveURL(at('/dashboard'));
  });

  test('(e) signed out, the home page goes to /login', async ({ page, url }) => {
    await page.goto(url('/'));
    await expect(page).toHaveURL(at('/login'));
  });

  test('an unknown or revoked session cookie counts as signed out', async ({ page, context, server, url }) => {
    await context.addCookies([{ name: 'auth.accessToken', value: 'not-a-real-token', url: server.baseUrl }]);
    await page.goto(url('/dashboard'));
    await expect(page).toHaveURL(at('/login', { continue_url: '/dashboard' }));
  });
});
