import { callApi, sessionToken } from '../support/accounts';
import { allowConsoleErrors, at, expect, shown, test, type JourneyFixtures } from '../support/fixtures';

/** A Google account known to the fake Google; the fake popup of this visit hands out its token. */
function googleAccount({ server, visit }: Pick<JourneyFixtures, 'server' | 'visit'>, name: string) {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = {
    token: `ya29.fake-${suffix}`,
    email: `${name.toLowerCase()}.${suffix}@gmail.com`,
    sub: `google-${suffix}`,
  };
  server.fakes.google.users.set(account.token, { sub: account.sub, email: account.email, givenName: name, familyName: 'Rondón' });
  visit.identity.googleToken = account.token;
  return account;
}

test.describe('Google and Facebook (spec 1 §2.3, §2.4, §4)', () => {
  test('(d) an agent signs up with Google and lands signed in', async ({ page, context, visit, server, url }) => {
    const account = googleAccount({ server, visit }, 'Gabriela');

    await page.goto(url('/signup'));
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    // A new account has no completed profile: the onboarding (spec 1 §2.2).
    await expect(page).toHaveURL(at('/onboarding'));
    const token = await sessionToken(context);
    expect(token, 'the session cookie').toBeTruthy();
    const me = await callApi(server.baseUrl, 'GET', '/auth/agents', { token: token! });
    expect(me.body.data).toMatchObject({ firstName: 'Gabriela', lastName: 'Rondón', emailAddress: account.email });
  });

  test('(d) an agent with a Google account signs in with Google and goes to /dashboard', async ({ page, context, visit, server, url }) => {
    const account = googleAccount({ server, visit }, 'Guillermo');
    const created = await callApi(server.baseUrl, 'POST', '/agents/providers/google', { body: { accessToken: account.token } });
    expect(created.status).toBe(201);

    await page.goto(url('/login'));
    await expect(shown(page.getByRole('heading', { name: 'Acceder a mi cuenta' }))).toBeVisible();
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    // Spec 1 §2.3: 'otherwise social sign-ins go to /dashboard'.
    await expect(page).toHaveURL(at('/dashboard'));
    await expect(shown(page.getByText('Guillermo'))).toBeVisible();
    expect(await sessionToken(context)).toBeTruthy();
  });

  test('(d) a Google sign-in honours continue_url', async ({ page, visit, server, url }) => {
    const account = googleAccount({ server, visit }, 'Gloria');
    await callApi(server.baseUrl, 'POST', '/agents/providers/google', { body: { accessToken: account.token } });

    await page.goto(url('/customers'));
    await expect(page).toHaveURL(at('/login', { continue_url: '/customers' }));
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    await expect(page).toHaveURL(at('/customers'));
  });

  test('(d) signing up again with the same Google account signs in instead (spec 1 §4)', async ({ page, context, visit, server, url }) => {
    const account = googleAccount({ server, visit }, 'Graciela');
    await callApi(server.baseUrl, 'POST', '/agents/providers/google', { body: { accessToken: account.token } });

    await page.goto(url('/signup'));
    // The sign-up is refused as a second account (409) before the app signs the agent in instead.
    allowConsoleErrors(page, /status of 409/);
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    await page.waitForURL((u) => u.pathname !== '/signup');
    const token = await sessionToken(context);
    expect(token).toBeTruthy();
    const me = await callApi(server.baseUrl, 'GET', '/auth/agents', { token: token! });
    expect(me.body.data).toMatchObject({ emailAddress: account.email });
  });

  test('a Google account with no Vitrina account is asked to sign up', async ({ page, context, visit, server, url }) => {
    googleAccount({ server, visit }, 'Extraño');
    allowConsoleErrors(page, /status of 404/); // no agent has this Google account: what the journey asks

    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    await expect(shown(page.getByText('Esta cuenta de Google no está asociada a ninguna cuenta de usuario. Por favor, regístrate.'))).toBeVisible();
    await expect(page).toHaveURL(at('/login'));
    expect(await sessionToken(context)).toBeNull();
  });

  test('closing the Google popup leaves the agent on the page, signed out', async ({ visit, url }) => {
    const { page, context, identity } = visit;
    identity.googleToken = null;
    await page.goto(url('/login'));
    const google = page.getByRole('button', { name: 'Continuar con Google' });
    await google.click();
    // The fake popup answers 'closed'; after that nothing may happen.
    await page.waitForFunction(() => (window as unknown as { __fakeGoogleAnswers?: number }).__fakeGoogleAnswers === 1);
    await expect(page).toHaveURL(at('/login'));
    expect(await google.isEnabled()).toBe(true);
    expect(await sessionToken(context)).toBeNull();
  });

  test('an agent signs up with Facebook', async ({ visit, server, url }) => {
    const { page, context, identity } = visit;
    const suffix = Date.now().toString(36);
    const email = `fabiola.${suffix}@example.com`;
    const fbToken = `EAAfake${suffix}`;
    server.fakes.facebook.users.set(fbToken, { id: `fb-${suffix}`, email, firstName: 'Fabiola', lastName: 'Paz' });
    identity.facebookToken = fbToken;

    await page.goto(url('/signup'));
    await page.getByRole('button', { name: 'Continuar con Facebook' }).click();
    await expect(page).toHaveURL(at('/onboarding'));
    const token = await sessionToken(context);
    expect(token).toBeTruthy();
    const me = await callApi(server.baseUrl, 'GET', '/auth/agents', { token: token! });
    expect(me.body.data).toMatchObject({ firstName: 'Fabiola', emailAddress: email });
  });
});
