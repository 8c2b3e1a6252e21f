import { callApi, sessionToken, uniqueEmail } from '../support/accounts';
import sharp from 'sharp';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { seedCustomer } from '../support/customers';
import { pick } from '../support/forms';
import { at, expect, shown, test } from '../support/fixtures';

/** A real 1200x800 JPEG: not square and above 650 px, so the crop dialog opens. */
async function photo(): Promise<Buffer> {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#2f9e44"/><circle cx="600" cy="400" r="260" fill="#ffd43b"/></svg>',
  );
  return sharp(svg).jpeg({ quality: 85 }).toBuffer();
}

test.describe('onboarding, dashboard and profile (spec 1 §2.6–2.8)', () => {
  for (const [size, viewport] of [
    ['375x812', MOBILE],
    ['1440x900', DESKTOP],
  ] as const) {
    test(`a new agent completes the three steps with a cropped photo, lands on the dashboard and edits the profile at ${size}`, async ({ page, context, server, url }) => {
      await page.setViewportSize(viewport);
      const email = uniqueEmail(`onboarding-${size}`);

      // Sign up through both steps.
      await page.goto(url('/signup'));
      await page.getByLabel('Nombre').fill('carolina');
      await page.getByLabel('Correo electrónico').fill(email);
      await page.getByRole('button', { name: /continuar/i }).last().click();
      await page.getByLabel('Contraseña', { exact: true }).fill('Secreto1');
      await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
      await expect(page).toHaveURL(at('/onboarding'));

      // Step 1: state, locality and phone.
      await expect(shown(page.getByRole('heading', { name: 'Datos de perfil' }))).toBeVisible();
      await page.getByRole('button', { name: 'Guardar y continuar' }).click();
      await expect(shown(page.getByText('Debe seleccionar un estado'))).toBeVisible();
      await pick(page, 'Estado', 'Miranda');
      await pick(page, 'Localidad', 'Sucre');
      await page.getByLabel('Teléfono de contacto').fill('412 555 1234');
      await screenshot(page, `onboarding-step1-${size}`);
      await page.getByRole('button', { name: 'Guardar y continuar' }).click();
      await expect(shown(page.getByText('Tu perfil se ha actualizado exitosamente'))).toBeVisible();

      // Step 2: a wide photo goes through the square crop.
      await expect(shown(page.getByText('Sube tu foto de perfil').first()), 'the photo step').toBeVisible();
      await page.getByLabel('Sube tu foto de perfil').setInputFiles({ name: 'yo.jpg', mimeType: 'image/jpeg', buffer: await photo() });
      const crop = shown(page.getByRole('dialog', { name: 'Recortar foto' }));
      await expect(crop).toBeVisible();
      await screenshot(page, `onboarding-crop-${size}`);
      await crop.getByRole('button', { name: 'Recortar foto' }).click();
      await page.getByRole('button', { name: 'Guardar y continuar' }).click();
      await expect(shown(page.getByText('Tu foto de perfil se ha actualizado exitosamente'))).toBeVisible();

      // Step 3: no account connected yet, so 'Lo haré más tarde'.
      await shown(page.getByRole('button', { name: 'Lo haré más tarde' })).click();
      await expect(page).toHaveURL(at('/dashboard', { from: 'onboarding' }));
      await expect(shown(page.getByRole('heading', { name: 'Hola, Carolina' }))).toBeVisible();
      expect(await page.title()).toBe('Escritorio - Vitrina Agentes');

      // The cropped photo is the avatar in the top bar, served at 650x650.
      const avatar = page.getByRole('button', { name: 'Abrir el menú de la cuenta' }).locator('img');
      await expect(shown(avatar), 'the avatar image').toBeVisible();
      const src = (await avatar.getAttribute('src'))!;
      expect(src).toMatch(/\/files\/avatars\/.+\.jpg$/);
      const served = await page.request.get(src);
      expect(await sharp(await served.body()).metadata()).toMatchObject({ width: 650, height: 650 });

      // The checklist follows the milestones: a first customer ticks its item.
      const token = (await sessionToken(context))!;
      await seedCustomer(server.baseUrl, token);
      await page.reload();
      const open = page.getByRole('button', { name: /^Abrir ¡Comienza a trabajar!/ });
      const panel = page.getByRole('dialog', { name: '¡Comienza a trabajar!' });
      await expect(shown(open.or(panel).first()), 'the checklist or its button').toBeVisible();
      if (await open.isVisible()) await open.click();
      const checklist = shown(panel);
      await expect(checklist).toBeVisible();
      await expect(shown(checklist.getByText('1 de 3 completados'))).toBeVisible();
      await screenshot(page, `dashboard-${size}`);
      // Out of the way of the forms, as an agent would do.
      await checklist.getByRole('button', { name: 'Minimizar ¡Comienza a trabajar!' }).click();

      // Edit the profile from /account.
      await page.goto(url('/account?section=profile'));
      await page.getByLabel('Apellido').fill('Mendoza');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(shown(page.getByText('Debe seleccionar un sexo'))).toBeVisible();
      await pick(page, 'Sexo', 'Femenino');
      await page.getByLabel('Fecha de nacimiento').fill('1990-04-12');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(shown(page.getByText('¡Cambios guardados correctamente!'))).toBeVisible();
      await screenshot(page, `account-profile-${size}`);
      const me = await callApi(server.baseUrl, 'GET', '/auth/agents', { token });
      expect((me.body as { data: Record<string, unknown> }).data).toMatchObject({
        fullName: 'Carolina Mendoza',
        sex: 2,
        birthDate: '1990-04-12',
        profileCompleted: true,
      });
    });
  }
});
