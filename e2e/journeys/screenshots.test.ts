import { describe, test } from 'vitest';
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
});
