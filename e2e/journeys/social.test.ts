import { describe, expect, test } from 'vitest';
import type { Journey } from '../support/journey';
import { callApi } from '../support/accounts';
import { atPath, seeText, sessionToken, visible } from '../support/expect';
import { useJourney } from '../support/journey';

/** A Google account known to the fake Google; the fake popup of this visit hands out its token. */
function googleAccount(j: Journey, name: string) {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = {
    token: `ya29.fake-${suffix}`,
    email: `${name.toLowerCase()}.${suffix}@gmail.com`,
    sub: `google-${suffix}`,
  };
  j.server.fakes.google.users.set(account.token, { sub: account.sub, email: account.email, givenName: name, familyName: 'Rondón' });
  j.visit.identity.googleToken = account.token;
  return account;
}

describe('Google and Facebook (spec 1 §2.3, §2.4, §4)', () => {
  const j = useJourney();

  test('(d) an agent signs up with Google and lands signed in', async () => {
    const { page, context } = j.visit;
    const account = googleAccount(j, 'Gabriela');

    await page.goto(j.url('/signup'));
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    // A new account has no completed profile: the onboarding (spec 1 §2.2).
    await atPath(page, '/onboarding');
    const token = await sessionToken(context);
    expect(token, 'the session cookie').toBeTruthy();
    const me = await callApi(j.server.baseUrl, 'GET', '/auth/agents', { token: token! });
    expect(me.body.data).toMatchObject({ firstName: 'Gabriela', lastName: 'Rondón', emailAddress: account.email });
  });

  test('(d) an agent with a Google account signs in with Google and goes to /dashboard', async () => {
    const { page, context } = j.visit;
    const account = googleAccount(j, 'Guillermo');
    const created = await callApi(j.server.baseUrl, 'POST', '/agents/providers/google', { body: { accessToken: account.token } });
    expect(created.status).toBe(201);

    await page.goto(j.url('/login'));
    await visible(page.getByRole('heading', { name: 'Acceder a mi cuenta' }));
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    // Spec 1 §2.3: 'otherwise social sign-ins go to /dashboard'.
    await atPath(page, '/dashboard');
    await seeText(page, 'Guillermo');
    expect(await sessionToken(context)).toBeTruthy();
  });

  test('(d) a Google sign-in honours continue_url', async () => {
    const { page } = j.visit;
    const account = googleAccount(j, 'Gloria');
    await callApi(j.server.baseUrl, 'POST', '/agents/providers/google', { body: { accessToken: account.token } });

    await page.goto(j.url('/customers'));
    await atPath(page, '/login', { continue_url: '/customers' });
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    await atPath(page, '/customers');
  });

  test('(d) signing up again with the same Google account signs in instead (spec 1 §4)', async () => {
    const { page, context } = j.visit;
    const account = googleAccount(j, 'Graciela');
    await callApi(j.server.baseUrl, 'POST', '/agents/providers/google', { body: { accessToken: account.token } });

    await page.goto(j.url('/signup'));
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    await page.waitForURL((u) => u.pathname !== '/signup');
    const token = await sessionToken(context);
    expect(token).toBeTruthy();
    const me = await callApi(j.server.baseUrl, 'GET', '/auth/agents', { token: token! });
    expect(me.body.data).toMatchObject({ emailAddress: account.email });
  });

  test('a Google account with no Vitrina account is asked to sign up', async () => {
    const { page, context } = j.visit;
    googleAccount(j, 'Extraño');

    await page.goto(j.url('/login'));
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    await seeText(page, 'Esta cuenta de Google no está asociada a ninguna cuenta de usuario. Por favor, regístrate.');
    await atPath(page, '/login');
    expect(await sessionToken(context)).toBeNull();
  });

  test('closing the Google popup leaves the agent on the page, signed out', async () => {
    const { page, context, identity } = j.visit;
    identity.googleToken = null;
    await page.goto(j.url('/login'));
    const google = page.getByRole('button', { name: 'Continuar con Google' });
    await google.click();
    await page.waitForTimeout(500);
    await atPath(page, '/login');
    expect(await google.isEnabled()).toBe(true);
    expect(await sessionToken(context)).toBeNull();
  });

  test('an agent signs up with Facebook', async () => {
    const { page, context, identity } = j.visit;
    const suffix = Date.now().toString(36);
    const email = `fabiola.${suffix}@example.com`;
    const fbToken = `EAAfake${suffix}`;
    j.server.fakes.facebook.users.set(fbToken, { id: `fb-${suffix}`, email, firstName: 'Fabiola', lastName: 'Paz' });
    identity.facebookToken = fbToken;

    await page.goto(j.url('/signup'));
    await page.getByRole('button', { name: 'Continuar con Facebook' }).click();
    await atPath(page, '/onboarding');
    const token = await sessionToken(context);
    expect(token).toBeTruthy();
    const me = await callApi(j.server.baseUrl, 'GET', '/auth/agents', { token: token! });
    expect(me.body.data).toMatchObject({ firstName: 'Fabiola', emailAddress: email });
  });
});
