import { describe, expect, test } from 'vitest';
import { callApi, createAgent, uniqueEmail } from '../support/accounts';
import { atPath, seeText, sessionToken, visible } from '../support/expect';
import { useJourney } from '../support/journey';

describe('logout (spec 1 §2.7, §4)', () => {
  const j = useJourney();

  test('(f) the agent signs out from the avatar menu', async () => {
    const { page, context } = j.visit;
    const email = uniqueEmail('elena');
    await createAgent(j.server.baseUrl, 'Elena', email, 'Secreto1');

    await page.goto(j.url('/login'));
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Secreto1');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await atPath(page, '/onboarding');
    const token = await sessionToken(context);
    expect(token).toBeTruthy();

    // The shell's top bar: the avatar menu shows the name and e-mail, 'Mi cuenta' and 'Cerrar sesión'.
    await page.goto(j.url('/dashboard'));
    await atPath(page, '/dashboard');
    await (await visible(page.getByRole('button', { name: /cuenta|Elena/i }), 'the avatar menu button')).click();
    const menu = page.getByRole('menu');
    await visible(menu);
    await visible(menu.getByText('Elena'));
    await visible(menu.getByText(email));
    await visible(menu.getByRole('menuitem', { name: 'Mi cuenta' }));
    await menu.getByRole('menuitem', { name: 'Cerrar sesión' }).click();

    // Signed out: on the sign-in page, cookie gone, the token revoked on the server.
    await atPath(page, '/login');
    await visible(page.getByRole('heading', { name: 'Acceder a mi cuenta' }));
    expect(await sessionToken(context)).toBeNull();
    const me = await callApi(j.server.baseUrl, 'GET', '/auth/agents', { token: token! });
    expect(me.status).toBe(401);

    // The agent area is closed again.
    await page.goto(j.url('/dashboard'));
    await atPath(page, '/login', { continue_url: '/dashboard' });
    await seeText(page, 'Acceder a mi cuenta');
  });
});
