import { describe, expect, test } from 'vitest';
import { callApi } from '../support/accounts';
import { atPath, seeText, sessionToken, visible } from '../support/expect';
import { useJourney } from '../support/journey';

describe('Google and Facebook (spec 1 §2.3, §2.4, §4)', () => {
  const j = useJourney();

  test('(d) an agent signs up with Google, then signs in with Google', async () => {
    const { page, context, identity } = j.visit;
    const suffix = Date.now().toString(36);
    const email = `gabriela.${suffix}@gmail.com`;
    const googleToken = `ya29.fake-${suffix}`;
    j.server.fakes.google.users.set(googleToken, { sub: `google-${suffix}`, email, givenName: 'Gabriela', familyName: 'Rondón' });
    identity.googleToken = googleToken;

    // Sign-up: the account is created from the Google profile and the agent is signed in.
    await page.goto(j.url('/signup'));
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    await atPath(page, '/onboarding');
    const token = await sessionToken(context);
    expect(token, 'the session cookie').toBeTruthy();
    const me = await callApi(j.server.baseUrl, 'GET', '/auth/agents', { token: token! });
    expect(me.body.data).toMatchObject({ firstName: 'Gabriela', lastName: 'Rondón', emailAddress: email });

    // Signed out (a new visit), the same Google account signs in from /login: social sign-ins
    // without continue_url go to /dashboard (spec 1 §2.3).
    await context.clearCookies();
    await page.goto(j.url('/login'));
    await visible(page.getByRole('heading', { name: 'Acceder a mi cuenta' }));
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    await atPath(page, '/dashboard');
    await seeText(page, 'Gabriela');
    const second = await sessionToken(context);
    expect(second).toBeTruthy();
    expect(second).not.toBe(token);

    // Signing up again with the same Google account falls back to signing in (spec 1 §4).
    await context.clearCookies();
    await page.goto(j.url('/signup'));
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    await page.waitForURL((u) => u.pathname !== '/signup');
    expect(await sessionToken(context)).toBeTruthy();
  });

  test('a Google account with no Vitrina account is asked to sign up', async () => {
    const { page, context, identity } = j.visit;
    const suffix = Date.now().toString(36);
    const googleToken = `ya29.stranger-${suffix}`;
    j.server.fakes.google.users.set(googleToken, { sub: `stranger-${suffix}`, email: `extrano.${suffix}@gmail.com`, givenName: 'Extraño' });
    identity.googleToken = googleToken;

    await page.goto(j.url('/login'));
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    await seeText(page, 'Esta cuenta de Google no está asociada a ninguna cuenta de usuario. Por favor, regístrate.');
    await atPath(page, '/login');
    expect(await sessionToken(context)).toBeNull();
  });

  test('closing the Google popup leaves the agent on the page, signed out, with no error', async () => {
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
