import { callApi, sessionToken } from '../support/accounts';
import { at, expect, onScreen, shown, test } from '../support/fixtures';

const checklist = [
  'Al menos una letra mayúscula',
  'Al menos un número o un símbolo (!@#$%^&*)',
  'Al menos 6 caracteres',
];

test.describe('sign-up (spec 1 §2.4)', () => {
  test('(a) an agent signs up through both steps and lands signed in on the onboarding', async ({ page, context, server, url }) => {
    const email = `lucia.${Date.now().toString(36)}@example.com`;

    await page.goto(url('/signup'));
    await expect(shown(page.getByRole('button', { name: 'Continuar con Google' }))).toBeVisible();
    await expect(shown(page.getByRole('button', { name: 'Continuar con Facebook' }))).toBeVisible();
    await expect(shown(page.locator('a[href^="/login"]')), 'a link to /login').toBeVisible();

    // Step 1: first name (capitalised on submit) and e-mail (trimmed and lowercased).
    await page.getByLabel('Nombre', { exact: true }).fill('lucía');
    await page.getByLabel('Correo electrónico', { exact: true }).fill(`  ${email.toUpperCase()}  `);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();

    // Step 2: the password with its live checklist; 'Crear mi cuenta' waits for all the rules.
    const password = page.getByLabel('Contraseña', { exact: true });
    await expect(shown(password), 'the password field of step 2').toBeVisible();
    await expect(shown(page.getByRole('button', { name: /volver|atrás/i })), 'a back arrow to step 1').toBeVisible();
    for (const rule of checklist) await expect(shown(page.getByText(rule))).toBeVisible();
    const create = page.getByRole('button', { name: 'Crear mi cuenta' });

    await password.fill('secreto');
    await expect(create).toBeDisabled();
    await password.fill('Secreto');
    await expect(create).toBeDisabled();
    await password.fill('Secreto1');
    await expect(create).toBeEnabled();
    await create.click();

    // Signed in: the profile is incomplete, so the onboarding.
    await expect(page).toHaveURL(at('/onboarding'));
    await expect(shown(page.getByRole('button', { name: 'Salir de mi cuenta' }).or(page.getByRole('link', { name: 'Salir de mi cuenta' })))).toBeVisible();
    const token = await sessionToken(context);
    expect(token, 'the session cookie auth.accessToken').toBeTruthy();

    // The server knows the agent under the normalised name and e-mail.
    const me = await callApi(server.baseUrl, 'GET', '/auth/agents', { token: token! });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ firstName: 'Lucía', emailAddress: email, profileCompleted: false });

    // Still signed in after a reload; the dashboard greets the agent by first name.
    await page.reload();
    await expect(page).toHaveURL(at('/onboarding'));
    await page.goto(url('/dashboard'));
    await expect(page).toHaveURL(at('/dashboard'));
    await expect(shown(page.getByText('Lucía'))).toBeVisible();
    await expect(onScreen(page.getByRole('button', { name: 'Crear mi cuenta' }))).toHaveCount(0);
  });

  test('signing up again with the same e-mail is refused on step 1', async ({ page, server, url }) => {
    const email = `repetida.${Date.now().toString(36)}@example.com`;
    const first = await callApi(server.baseUrl, 'POST', '/agents', {
      body: { firstName: 'Rosa', emailAddress: email, password: 'Secreto1', acceptEmails: false, recaptchaToken: 'e2e-recaptcha-token' },
    });
    expect(first.status).toBe(201);

    await page.goto(url('/signup'));
    await page.getByLabel('Nombre', { exact: true }).fill('Rosa');
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(shown(page.getByText('El correo electrónico ya está en uso. Por favor, intenta con otro correo electrónico.'))).toBeVisible();
    await expect(page).toHaveURL(at('/signup'));
  });
});
