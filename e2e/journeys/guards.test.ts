import { describe, expect, test } from 'vitest';
import { createAgent, uniqueEmail } from '../support/accounts';
import { atPath, seeText, sessionToken, visible } from '../support/expect';
import { useJourney } from '../support/journey';

describe('guards (spec 1 §2.2)', () => {
  const j = useJourney();

  test('(e) signed out, /dashboard goes to /login with continue_url, and sign-in returns there', async () => {
    const { page, context } = j.visit;
    const email = uniqueEmail('dario');
    await createAgent(j.server.baseUrl, 'Darío', email, 'Secreto1');

    await page.goto(j.url('/dashboard'));
    await atPath(page, '/login', { continue_url: '/dashboard' });
    await visible(page.getByRole('heading', { name: 'Acceder a mi cuenta' }));

    // The links to sign-up and password reset keep continue_url.
    const signupHref = await page.locator('a[href^="/signup"]').first().getAttribute('href');
    expect(new URL(signupHref!, j.server.baseUrl).searchParams.get('continue_url')).toBe('/dashboard');
    const resetHref = await page.locator('a[href^="/password-reset"]').first().getAttribute('href');
    expect(new URL(resetHref!, j.server.baseUrl).searchParams.get('continue_url')).toBe('/dashboard');

    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Secreto1');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await atPath(page, '/dashboard');
    await seeText(page, 'Darío');
    expect(await sessionToken(context)).toBeTruthy();
  });

  test('(e) a deeper address with a query survives the round trip through /login', async () => {
    const { page } = j.visit;
    const email = uniqueEmail('irene');
    await createAgent(j.server.baseUrl, 'Irene', email, 'Secreto1');

    await page.goto(j.url('/customers?page=2'));
    await atPath(page, '/login', { continue_url: '/customers?page=2' });
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Secreto1');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await atPath(page, '/customers', { page: '2' });
  });

  test('(e) signed in, /login, /signup and /password-reset send the agent away', async () => {
    const { page, context } = j.visit;
    const email = uniqueEmail('marta');
    const { token } = await createAgent(j.server.baseUrl, 'Marta', email, 'Secreto1');
    await context.addCookies([{ name: 'auth.accessToken', value: token, url: j.server.baseUrl }]);

    // Profile not completed yet: to the onboarding.
    for (const path of ['/login', '/signup', '/password-reset']) {
      await page.goto(j.url(path));
      await atPath(page, '/onboarding');
    }
    // The home page goes to the dashboard when signed in.
    await page.goto(j.url('/'));
    await atPath(page, '/dashboard');
  });

  test('(e) signed out, the home page goes to /login', async () => {
    const { page } = j.visit;
    await page.goto(j.url('/'));
    await atPath(page, '/login');
  });

  test('an unknown or revoked session cookie counts as signed out', async () => {
    const { page, context } = j.visit;
    await context.addCookies([{ name: 'auth.accessToken', value: 'not-a-real-token', url: j.server.baseUrl }]);
    await page.goto(j.url('/dashboard'));
    await atPath(page, '/login', { continue_url: '/dashboard' });
  });
});
