import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { callApi, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { atPath, seeText, sessionToken, visible } from '../support/expect';
import { useJourney } from '../support/journey';

/** A real 1200x800 JPEG: not square and above 650 px, so the crop dialog opens. */
async function photo(): Promise<Buffer> {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#2f9e44"/><circle cx="600" cy="400" r="260" fill="#ffd43b"/></svg>',
  );
  return sharp(svg).jpeg({ quality: 85 }).toBuffer();
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await (await visible(page.getByRole('option', { name: option, exact: true }), `the option ${option} of ${label}`)).click();
}

describe('onboarding, dashboard and profile (spec 1 §2.6–2.8)', () => {
  const j = useJourney();

  for (const [size, viewport] of [
    ['375x812', MOBILE],
    ['1440x900', DESKTOP],
  ] as const) {
    test(`a new agent completes the three steps with a cropped photo, lands on the dashboard and edits the profile at ${size}`, async () => {
      const { page, context } = j.visit;
      await page.setViewportSize(viewport);
      const email = uniqueEmail(`onboarding-${size}`);

      // Sign up through both steps.
      await page.goto(j.url('/signup'));
      await page.getByLabel('Nombre').fill('carolina');
      await page.getByLabel('Correo electrónico').fill(email);
      await page.getByRole('button', { name: /continuar/i }).last().click();
      await page.getByLabel('Contraseña', { exact: true }).fill('Secreto1');
      await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
      await atPath(page, '/onboarding');

      // Step 1: state, locality and phone.
      await visible(page.getByRole('heading', { name: 'Datos de perfil' }));
      await page.getByRole('button', { name: 'Guardar y continuar' }).click();
      await seeText(page, 'Debe seleccionar un estado');
      await pick(page, 'Estado', 'Miranda');
      await pick(page, 'Localidad', 'Sucre');
      await page.getByLabel('Teléfono de contacto').fill('412 555 1234');
      await screenshot(page, `onboarding-step1-${size}`);
      await page.getByRole('button', { name: 'Guardar y continuar' }).click();
      await seeText(page, 'Tu perfil se ha actualizado éxitosamente');

      // Step 2: a wide photo goes through the square crop.
      await visible(page.getByText('Sube tu foto de perfil').first(), 'the photo step');
      await page.getByLabel('Sube tu foto de perfil').setInputFiles({ name: 'yo.jpg', mimeType: 'image/jpeg', buffer: await photo() });
      const crop = await visible(page.getByRole('dialog', { name: 'Recortar foto' }));
      await page.waitForTimeout(300);
      await screenshot(page, `onboarding-crop-${size}`);
      await crop.getByRole('button', { name: 'Recortar foto' }).click();
      await page.getByRole('button', { name: 'Guardar y continuar' }).click();
      await seeText(page, 'Tu foto de perfil se ha actualizado éxitosamente');

      // Step 3: no account connected yet, so 'Lo haré más tarde'.
      await (await visible(page.getByRole('button', { name: 'Lo haré más tarde' }))).click();
      await atPath(page, '/dashboard', { from: 'onboarding' });
      await visible(page.getByRole('heading', { name: 'Hola, Carolina' }));
      expect(await page.title()).toBe('Escritorio - Vitrina Agentes');

      // The cropped photo is the avatar in the top bar, served at 650x650.
      const avatar = page.getByRole('button', { name: 'Abrir el menú de la cuenta' }).locator('img');
      await visible(avatar, 'the avatar image');
      const src = (await avatar.getAttribute('src'))!;
      expect(src).toMatch(/\/files\/avatars\/.+\.jpg$/);
      const served = await page.request.get(src);
      expect(await sharp(await served.body()).metadata()).toMatchObject({ width: 650, height: 650 });

      // The checklist follows the milestones: a first customer ticks its item.
      const token = (await sessionToken(context))!;
      const created = await callApi(j.server.baseUrl, 'POST', '/tenants', {
        token,
        body: {
          firstName: 'Primer',
          lastName: 'Cliente',
          tenantType: 2,
          phoneCode: '58',
          phoneNumber: `414${String(Date.now()).slice(-7)}`,
          emailAddress: null,
          documentType: null,
          documentNumber: null,
          sex: 3,
          countryState: null,
          countryLocation: null,
          birthDate: null,
        },
      });
      expect(created.status).toBe(201);
      await page.reload();
      const open = page.getByRole('button', { name: /^Abrir ¡Comienza a trabajar!/ });
      const panel = page.getByRole('dialog', { name: '¡Comienza a trabajar!' });
      await visible(open.or(panel).first(), 'the checklist or its button');
      if (await open.isVisible()) await open.click();
      const checklist = await visible(panel);
      await visible(checklist.getByText('1 de 3 completados'));
      await screenshot(page, `dashboard-${size}`);
      // Out of the way of the forms, as an agent would do.
      await checklist.getByRole('button', { name: 'Minimizar ¡Comienza a trabajar!' }).click();

      // Edit the profile from /account.
      await page.goto(j.url('/account?section=profile'));
      await page.getByLabel('Apellido').fill('Mendoza');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await seeText(page, 'Debe seleccionar un sexo');
      await pick(page, 'Sexo', 'Femenino');
      await page.getByLabel('Fecha de nacimiento').fill('1990-04-12');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await seeText(page, '¡Cambios guardados correctamente!');
      await screenshot(page, `account-profile-${size}`);
      const me = await callApi(j.server.baseUrl, 'GET', '/auth/agents', { token });
      expect((me.body as { data: Record<string, unknown> }).data).toMatchObject({
        fullName: 'Carolina Mendoza',
        sex: 2,
        birthDate: '1990-04-12',
        profileCompleted: true,
      });
    });
  }
});
