import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { REPO_ROOT } from '../support/server';
import { pick } from '../support/forms';
import { editorMenu } from '../support/editor';
import { expect, onScreen, shown, test } from '../support/fixtures';

const VIDEO = readFileSync(path.join(REPO_ROOT, 'e2e', 'fixtures', 'recorrido.mp4'));

/** A real photo-like JPEG, wider than 1290 px and not square, so the editor asks for a crop. */
async function widePhoto(): Promise<Buffer> {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><defs><linearGradient id="g"><stop offset="0" stop-color="#1c7ed6"/><stop offset="1" stop-color="#f59f00"/></linearGradient></defs><rect width="1600" height="1000" fill="url(#g)"/><rect x="500" y="300" width="600" height="500" fill="#fff"/></svg>',
  );
  return sharp(svg).jpeg({ quality: 85 }).toBuffer();
}

/** The menu item of a tool. */
async function openTool(page: Page, label: string) {
  const nav = await editorMenu(page);
  await nav.getByRole('button', { name: label, exact: false }).first().click();
}

/** A menu item shows its green check once the tool is complete. */
async function checked(page: Page, label: string) {
  const nav = await editorMenu(page);
  const item = nav.getByRole('button', { name: label, exact: false }).first();
  await expect(shown(item.getByLabel('Completo')), `the check of ${label}`).toBeVisible();
}

test.describe('property editor (spec 3)', () => {
  test('create a draft, fill every tool, see the checks, the preview and a clean publish check at 1440x900', async ({ page, context, server, url }) => {
    await page.setViewportSize(DESKTOP);
    const { token } = await createAgent(server.baseUrl, 'Gabriela', uniqueEmail('gabriela'), 'Secreto1');
    await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);

    await page.goto(url('/properties/drafts/create'));
    await page.waitForURL((u) => /^\/property-editor\/[0-9a-f-]{36}\/create$/.test(u.pathname), { timeout: 20_000 });

    // Propiedad.
    await openTool(page, 'Propiedad');
    await page.getByText('Venta', { exact: true }).click();
    await pick(page, 'Tipo de propiedad', 'Apartamento');
    await page.getByLabel('Precio (USD)').fill('125000');
    await page.getByLabel('Código inmobiliario').fill('VT-2026');
    const editor = page.locator('[contenteditable="true"][aria-label="Descripción"]');
    await editor.click();
    await page.keyboard.type('Apartamento luminoso con vista al Ávila, dos puestos y pozo de agua.');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(shown(page.getByText('Propiedad actualizada correctamente.'))).toBeVisible();

    // Ambientes: three bedrooms and two bathrooms, saved after the counters settle.
    await openTool(page, 'Ambientes');
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Añadir Habitaciones' }).click();
    for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Añadir Baños' }).click();
    await expect(shown(page.getByText('Ambiente actualizado con éxito.'))).toBeVisible();

    // Detalles, Servicios and Normas: a toggle enables each value, saved after a pause.
    const detail = async (tool: string, name: string, value: string) => {
      await openTool(page, tool);
      await page.getByRole('switch', { name, exact: true }).check({ force: true });
      const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/details') && r.ok());
      await page.getByLabel(`Valor de ${name}`).fill(value);
      await saved;
      await expect(shown(page.getByText(tool === 'Servicios' ? 'Servicio actualizado correctamente.' : 'Detalle actualizado correctamente.'))).toBeVisible();
    };
    await detail('Detalles', 'Área de construcción', '120');
    await detail('Detalles', 'Año de construcción', '2015');
    // A yes/no service is its switch alone, saved at once.
    await openTool(page, 'Servicios');
    await page.getByRole('switch', { name: 'Agua', exact: true }).check({ force: true });
    await expect(shown(page.getByText('Servicio actualizado correctamente.'))).toBeVisible();
    // A value typed just before leaving the tool is saved all the same (nothing lost).
    await openTool(page, 'Normas');
    await page.getByRole('switch', { name: 'Máximo de ocupantes', exact: true }).check({ force: true });
    const rule = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/details') && r.ok());
    await page.getByLabel('Valor de Máximo de ocupantes').fill('4');

    // Dirección: state and locality, then the map through the fake geocoder.
    await openTool(page, 'Dirección');
    await pick(page, 'Estado', 'Miranda');
    await pick(page, 'Localidad', 'Chacao');
    await rule;
    await page.getByLabel('Buscar dirección').fill('Sambil');
    await shown(page.getByRole('option', { name: /Sambil/ })).click();
    await expect(shown(page.getByText('Geolocalización actualizada correctamente.'))).toBeVisible();

    // Imágenes: a wide photo goes up as soon as it is picked (the first upload also makes the
    // thumbnail), then is cropped to 4:3 from its tile (cropping is optional).
    await openTool(page, 'Imágenes');
    await page.getByLabel('Elegir imágenes').setInputFiles({ name: 'sala.jpg', mimeType: 'image/jpeg', buffer: await widePhoto() });
    await expect(shown(page.getByText('Imagen guardada correctamente.'))).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('listing-image').first().hover();
    await page.getByRole('button', { name: 'Recortar imagen 1' }).click();
    const crop = shown(page.getByRole('dialog', { name: 'Recortar imagen' }));
    await expect(crop).toBeVisible();
    await crop.getByText('4:3', { exact: true }).click();
    await crop.getByRole('button', { name: 'Recortar imagen' }).click();
    await expect(onScreen(crop), 'the crop dialog').toHaveCount(0);
    await expect(shown(page.getByText('Imagen recortada correctamente.'))).toBeVisible({ timeout: 20_000 });

    // Video: a small real MP4, played back with a poster from its middle frame.
    await openTool(page, 'Video');
    await page.getByLabel('Elegir video').setInputFiles({ name: 'recorrido.mp4', mimeType: 'video/mp4', buffer: VIDEO });
    await page.getByRole('button', { name: 'Guardar video' }).click();
    await expect(shown(page.getByText('Video guardado correctamente.'))).toBeVisible();
    await screenshot(page, 'editor-video-1440');

    // Every tool is complete: each shows its check once another tool is active.
    await openTool(page, 'Propiedad');
    for (const tool of ['Ambientes', 'Detalles', 'Servicios', 'Dirección', 'Normas', 'Imágenes', 'Video']) await checked(page, tool);
    await openTool(page, 'Ambientes');
    await checked(page, 'Propiedad');
    await screenshot(page, 'editor-checks-1440');

    // The preview shows the listing as a buyer would see it.
    await page.getByText('Previsualizar', { exact: true }).click();
    await expect(shown(page.getByText('En venta'))).toBeVisible();
    await expect(shown(page.getByText('USD 125.000'))).toBeVisible();
    await expect(shown(page.getByText('Apartamento luminoso con vista al Ávila'))).toBeVisible();
    await expect(shown(page.getByText('120 m²'))).toBeVisible();
    await screenshot(page, 'preview-1440');

    // The publish check finds nothing missing.
    await page.getByRole('button', { name: 'Publicar' }).click();
    const dialog = shown(page.getByRole('dialog', { name: '¿Publicar la propiedad?' }));
    await expect(dialog).toBeVisible();
    expect(await dialog.getByRole('link', { name: 'Publicar' }).getAttribute('href')).toMatch(/^\/properties\/drafts\/[0-9a-f-]{36}\/publishing$/);
  });

  test('on a 375 px phone the menu opens from its button, the property saves and the publish check lists what is missing', async ({ page, context, server, url }) => {
    await page.setViewportSize(MOBILE);
    const { token } = await createAgent(server.baseUrl, 'Rafael', uniqueEmail('rafael'), 'Secreto1');
    await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);

    await page.goto(url('/properties/drafts/create'));
    await page.waitForURL((u) => u.pathname.startsWith('/property-editor/'), { timeout: 20_000 });
    await openTool(page, 'Propiedad');
    await pick(page, 'Tipo de propiedad', 'Casa');
    await page.getByLabel('Precio (USD)').fill('89000');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(shown(page.getByText('Propiedad actualizada correctamente.'))).toBeVisible();
    await screenshot(page, 'editor-property-375');

    await page.getByRole('button', { name: 'Publicar' }).click();
    const dialog = shown(page.getByRole('dialog', { name: 'Faltan datos para publicar' }));
    await expect(dialog).toBeVisible();
    await expect(shown(dialog.getByText('Debe seleccionar al menos un ambiente'))).toBeVisible();
    await expect(shown(dialog.getByText('La imagen principal es requerida'))).toBeVisible();
    expect(await dialog.getByText('El tipo de propiedad es requerido').count()).toBe(0);
    await screenshot(page, 'publish-check-375');

    await page.goto(url('/properties/drafts'));
    await expect(shown(page.getByText('Editar borrador'))).toBeVisible();
    await screenshot(page, 'drafts-375');
  });
});
