import { describe, expect, test } from 'vitest';
import { callApi } from '../support/accounts';
import { atPath, buttonEnabled, hidden, seeText, sessionToken, visible } from '../support/expect';
import { useJourney } from '../support/journey';

const checklist = [
  'Al menos una letra mayúscula',
  'Al menos un número o un símbolo (!@#$%^&*)',
  'Al menos 6 caracteres',
];

describe('sign-up (spec 1 §2.4)', () => {
  const j = useJourney();

  test('(a) an agent signs up through both steps and lands signed in on the onboarding', async () => {
    const { page, context } = j.visit;
    const email = `lucia.${Date.now().toString(36)}@example.com`;

    await page.goto(j.url('/signup'));
    await visible(page.getByRole('button', { name: 'Continuar con Google' }));
    await visible(page.getByRole('button', { name: 'Continuar con Facebook' }));
    await visible(page.locator('a[href^="/login"]'), 'a link to /login');

    // Step 1: first name (capitalised on submit) and e-mail (trimmed and lowercased).
    await page.getByLabel('Nombre', { exact: true }).fill('lucía');
    await page.getByLabel('Correo electrónico', { exact: true }).fill(`  ${email.toUpperCase()}  `);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();

    // Step 2: the password with its live checklist; 'Crear mi cuenta' waits for all the rules.
    const password = page.getByLabel('Contraseña', { exact: true });
    await visible(password, 'the password field of step 2');
    await visible(page.getByRole('button', { name: /volver|atrás/i }), 'a back arrow to step 1');
    for (const rule of checklist) await seeText(page, rule);
    const create = page.getByRole('button', { name: 'Crear mi cuenta' });

    await password.fill('secreto');
    await buttonEnabled(create, false);
    await password.fill('Secreto');
    await buttonEnabled(create, false);
    await password.fill('Secreto1');
    await buttonEnabled(create, true);
    await create.click();

    // Signed in: the profile is incomplete, so the onboarding.
    await atPath(page, '/onboarding');
    await visible(page.getByRole('button', { name: 'Salir de mi cuenta' }).or(page.getByRole('link', { name: 'Salir de mi cuenta' })));
    const token = await sessionToken(context);
    expect(token, 'the session cookie auth.accessToken').toBeTruthy();

    // The server knows the agent under the normalised name and e-mail.
    const me = await callApi(j.server.baseUrl, 'GET', '/auth/agents', { token: token! });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ firstName: 'Lucía', emailAddress: email, profileCompleted: false });

    // Still signed in after a reload; the dashboard greets the agent by first name.
    await page.reload();
    await atPath(page, '/onboarding');
    await page.goto(j.url('/dashboard'));
    await atPath(page, '/dashboard');
    await seeText(page, 'Lucía');
    await hidden(page.getByRole('button', { name: 'Crear mi cuenta' }));
  });

  test('signing up again with the same e-mail is refused on step 1', async () => {
    const { page } = j.visit;
    const email = `repetida.${Date.now().toString(36)}@example.com`;
    const first = await callApi(j.server.baseUrl, 'POST', '/agents', {
      body: { firstName: 'Rosa', emailAddress: email, password: 'Secreto1', acceptEmails: false, recaptchaToken: 'e2e-recaptcha-token' },
    });
    expect(first.status).toBe(201);

    await page.goto(j.url('/signup'));
    await page.getByLabel('Nombre', { exact: true }).fill('Rosa');
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await seeText(page, 'El correo electrónico ya está en uso. Por favor, intenta con otro correo electrónico.');
    await atPath(page, '/signup');
  });
});
