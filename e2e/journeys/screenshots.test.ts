import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { createAgent, uniqueEmail } from '../support/accounts';
import { at, expect, onScreen, shown, test } from '../support/fixtures';

/**
 * Pictures of the main screens at a phone and a desktop size, into e2e/.artifacts/ for review; the
 * signed-out pages (nothing on them changes from run to run) are also compared with the references
 * in journeys/__screenshots__/ (`npx playwright test screenshots --update-snapshots` after a
 * deliberate change of look). The signed-in shell shows names and dates: pictured, not compared.
 */
test.describe('screenshots', () => {
  for (const [size, viewport] of [
    ['375x812', MOBILE],
    ['1440x900', DESKTOP],
  ] as const) {
    test(`login, sign-up step 2, password reset and the signed-in shell at ${size}`, async ({ page, context, server, url }) => {
      await page.setViewportSize(viewport);

      await page.goto(url('/login'));
      await expect(shown(page.getByRole('heading', { name: 'Acceder a mi cuenta' }))).toBeVisible();
      await screenshot(page, `login-${size}`);
      await expect(page).toHaveScreenshot(`login-${size}.png`, { fullPage: true });

      await page.goto(url('/signup'));
      await page.getByLabel('Nombre', { exact: true }).fill('Sofía');
      await page.getByLabel('Correo electrónico', { exact: true }).fill('sofia@example.com');
      await page.getByRole('button', { name: 'Continuar', exact: true }).click();
      await expect(shown(page.getByRole('button', { name: 'Crear mi cuenta' }))).toBeVisible();
      await page.getByLabel('Contraseña', { exact: true }).fill('secret');
      await screenshot(page, `signup-step2-${size}`);
      await expect(page).toHaveScreenshot(`signup-step2-${size}.png`, { fullPage: true });

      await page.goto(url('/password-reset'));
      await expect(shown(page.getByLabel('Correo electrónico', { exact: true }))).toBeVisible();
      await screenshot(page, `password-reset-${size}`);
      await expect(page).toHaveScreenshot(`password-reset-${size}.png`, { fullPage: true });

      const email = uniqueEmail('valeria');
      const { token } = await createAgent(server.baseUrl, 'Valeria', email, 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);
      await page.goto(url('/dashboard'));
      await expect(page).toHaveURL(at('/dashboard'));
      await expect(shown(page.getByText('Valeria'))).toBeVisible();
      // The dashboard's blocks have loaded (their loaders are gone) before the picture and its check.
      await expect(onScreen(page.getByLabel(/^Cargando/))).toHaveCount(0);
      await screenshot(page, `shell-${size}`);

      // The shell's popovers, pictured open (the collapsed sidebar's tooltip loads on demand). An
      // open Mantine Menu holds its initial-focus placeholder (role presentation, tabindex -1) that
      // axe's aria-required-children refuses: the menus are pictured without the axe check.
      await page.getByRole('button', { name: /Abrir el menú de la cuenta/ }).click();
      await expect(shown(page.getByRole('menuitem', { name: 'Mi cuenta' }))).toBeVisible();
      // Without the axe check the picture does not wait for the fade-in: wait for it here.
      await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
      await screenshot(page, `shell-account-menu-${size}`, { checkAccessibility: false });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menuitem', { name: 'Mi cuenta' })).toHaveCount(0);
      // The menus load when their button is first pointed at, focused or touched: on a fresh page,
      // the first Enter on the focused button opens the avatar menu, and the button (drawn again
      // inside the menu once it is there) has not moved: no jump of the header.
      await page.reload();
      await expect(onScreen(page.getByLabel(/^Cargando/))).toHaveCount(0);
      const account = page.getByRole('button', { name: /Abrir el menú de la cuenta/ });
      const drawn = await account.boundingBox();
      await account.focus();
      await page.keyboard.press('Enter');
      await expect(shown(page.getByRole('menuitem', { name: 'Mi cuenta' }))).toBeVisible();
      expect(await account.boundingBox()).toEqual(drawn);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menuitem', { name: 'Mi cuenta' })).toHaveCount(0);
      if (viewport === MOBILE) {
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        await expect(shown(page.getByRole('link', { name: 'Clientes' }))).toBeVisible();
        await screenshot(page, `shell-drawer-${size}`);
      } else {
        await page.getByRole('button', { name: 'Propiedades' }).hover();
        await expect(shown(page.getByRole('menuitem', { name: 'Borradores' }))).toBeVisible();
        await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
        await screenshot(page, `shell-flyout-${size}`, { checkAccessibility: false });
        await page.getByRole('button', { name: 'Contraer menú' }).click();
        await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Clientes' }).hover();
        await expect(shown(page.getByRole('tooltip'))).toHaveText('Clientes');
        await screenshot(page, `shell-collapsed-tooltip-${size}`);
        await page.getByRole('button', { name: 'Expandir menú' }).click();
      }
    });
  }

  test('the buttons of the sign-in page are drawn as buttons (filled or outlined), not bare text', async ({ page, url }) => {
    await page.goto(url('/login'));
    for (const name of ['Iniciar sesión', 'Continuar con Google', 'Continuar con Facebook']) {
      const button = shown(page.getByRole('button', { name }));
      await expect(button).toBeVisible();
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
