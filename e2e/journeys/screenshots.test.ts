import { describe, expect, test } from 'vitest';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { createAgent, uniqueEmail } from '../support/accounts';
import { atPath, seeText, visible } from '../support/expect';
import { useJourney } from '../support/journey';

/** Pictures of the main screens at a phone and a desktop size, into e2e/.artifacts/ for review. */
describe('screenshots', () => {
  const j = useJourney();

  for (const [size, viewport] of [
    ['375x812', MOBILE],
    ['1440x900', DESKTOP],
  ] as const) {
    test(`login, sign-up step 2, password reset and the signed-in shell at ${size}`, async () => {
      const { page, context } = j.visit;
      await page.setViewportSize(viewport);

      await page.goto(j.url('/login'));
      await visible(page.getByRole('heading', { name: 'Acceder a mi cuenta' }));
      await screenshot(page, `login-${size}`);

      await page.goto(j.url('/signup'));
      await page.getByLabel('Nombre', { exact: true }).fill('Sofía');
      await page.getByLabel('Correo electrónico', { exact: true }).fill(uniqueEmail('sofia'));
      await page.getByRole('button', { name: 'Continuar', exact: true }).click();
      await visible(page.getByRole('button', { name: 'Crear mi cuenta' }));
      await page.getByLabel('Contraseña', { exact: true }).fill('secret');
      await screenshot(page, `signup-step2-${size}`);

      await page.goto(j.url('/password-reset'));
      await visible(page.getByLabel('Correo electrónico', { exact: true }));
      await screenshot(page, `password-reset-${size}`);

      const email = uniqueEmail('valeria');
      const { token } = await createAgent(j.server.baseUrl, 'Valeria', email, 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: j.server.baseUrl }]);
      await page.goto(j.url('/dashboard'));
      await atPath(page, '/dashboard');
      await seeText(page, 'Valeria');
      await page.waitForTimeout(300);
      await screenshot(page, `shell-${size}`);
    });
  }

  test('the buttons of the sign-in page are drawn as buttons (filled or outlined), not bare text', async () => {
    const { page } = j.visit;
    await page.goto(j.url('/login'));
    for (const name of ['Iniciar sesión', 'Continuar con Google', 'Continuar con Facebook']) {
      const button = await visible(page.getByRole('button', { name }));
      const look = await button.evaluate((el) => {
        const s = getComputedStyle(el);
        return { background: s.backgroundColor, border: s.borderTopWidth };
      });
      const transparent = look.background === 'rgba(0, 0, 0, 0)' || look.background === 'transparent';
      expect(
        !transparent || look.border !== '0px',
        `'${name}' has no background and no border (${JSON.stringify(look)})`,
      ).toBe(true);
    }
  });
});
