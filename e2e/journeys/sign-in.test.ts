import { describe, expect, test } from 'vitest';
import { createAgent, uniqueEmail } from '../support/accounts';
import { atPath, hidden, seeText, sessionToken, visible } from '../support/expect';
import { useJourney } from '../support/journey';

const BAD_CREDENTIALS = 'Tus credenciales son incorrectas. Por favor, comprueba tus credenciales y vuelve a intentarlo.';

describe('sign-in (spec 1 §2.3, §8)', () => {
  const j = useJourney();

  test('(b) a wrong password shows the bad-credentials message and keeps the agent signed out', async () => {
    const { page, context } = j.visit;
    const email = uniqueEmail('pedro');
    await createAgent(j.server.baseUrl, 'Pedro', email, 'Secreto1');

    await page.goto(j.url('/login'));
    await visible(page.getByRole('heading', { name: 'Acceder a mi cuenta' }));
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Incorrecta9');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();

    await seeText(page, BAD_CREDENTIALS);
    await atPath(page, '/login');
    expect(await sessionToken(context)).toBeNull();
  });

  test('an unknown e-mail shows the same bad-credentials message', async () => {
    const { page } = j.visit;
    await page.goto(j.url('/login'));
    await page.getByLabel('Correo electrónico', { exact: true }).fill(uniqueEmail('nadie'));
    await page.getByLabel('Contraseña', { exact: true }).fill('Secreto1');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await seeText(page, BAD_CREDENTIALS);
  });

  test('the right password (any letter case in the e-mail) signs in', async () => {
    const { page, context } = j.visit;
    const email = uniqueEmail('carla');
    await createAgent(j.server.baseUrl, 'Carla', email, 'Secreto1');

    await page.goto(j.url('/login'));
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email.toUpperCase());
    await page.getByLabel('Contraseña', { exact: true }).fill('Secreto1');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await atPath(page, '/onboarding');
    expect(await sessionToken(context)).toBeTruthy();
    await hidden(page.getByText(BAD_CREDENTIALS));
  });
});
