import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { hidden, seeText, visible } from '../support/expect';
import { REPO_ROOT } from '../support/server';
import { useJourney } from '../support/journey';

const VIDEO = readFileSync(path.join(REPO_ROOT, 'e2e', 'fixtures', 'recorrido.mp4'));

/** A real photo-like JPEG, wider than 1290 px and not square, so the editor asks for a crop. */
async function widePhoto(): Promise<Buffer> {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><defs><linearGradient id="g"><stop offset="0" stop-color="#1c7ed6"/><stop offset="1" stop-color="#f59f00"/></linearGradient></defs><rect width="1600" height="1000" fill="url(#g)"/><rect x="500" y="300" width="600" height="500" fill="#fff"/></svg>',
  );
  return sharp(svg).jpeg({ quality: 85 }).toBuffer();
}

async function pick(page: Page, label: string, option: string, scope: Page | Locator = page) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await (await visible(page.getByRole('option', { name: option, exact: true }), `the option ${option} of ${label}`)).click();
}

/** The editor's menu, once the draft has loaded; on a phone it opens from its button. */
async function menu(page: Page): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Herramientas del editor' });
  const button = page.getByRole('button', { name: 'Menu', exact: true });
  await visible(nav.or(button).first(), 'the editor menu or its button');
  if (!(await nav.isVisible())) await button.click();
  return nav;
}

/** The menu item of a tool. */
async function openTool(page: Page, label: string) {
  const nav = await menu(page);
  await nav.getByRole('button', { name: label, exact: false }).first().click();
}

/** A menu item shows its green check once the tool is complete. */
async function checked(page: Page, label: string) {
  const nav = await menu(page);
  const item = nav.getByRole('button', { name: label, exact: false }).first();
  await visible(item.getByLabel('Completo'), `the check of ${label}`);
}

describe('property editor (spec 3)', () => {
  const j = useJourney();

  test('create a draft, fill every tool, see the checks, the preview and a clean publish check at 1440x900', async () => {
    const { page, context } = j.visit;
    await page.setViewportSize(DESKTOP);
    const { token } = await createAgent(j.server.baseUrl, 'Gabriela', uniqueEmail('gabriela'), 'Secreto1');
    await context.addCookies([{ name: 'auth.accessToken', value: token, url: j.server.baseUrl }]);

    await page.goto(j.url('/properties/drafts/create'));
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
    await seeText(page, 'Propiedad actualizada correctamente.');

    // Ambientes: three bedrooms and two bathrooms, saved after the counters settle.
    await openTool(page, 'Ambientes');
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Añadir Habitaciones' }).click();
    for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Añadir Baños' }).click();
    await seeText(page, 'Ambiente actualizado con éxito.');

    // Detalles, Servicios and Normas: a toggle enables each value, saved after a pause.
    const detail = async (tool: string, name: string, value: string) => {
      await openTool(page, tool);
      await page.getByRole('switch', { name, exact: true }).check({ force: true });
      const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/details') && r.ok());
      await page.getByLabel(`Valor de ${name}`).fill(value);
      await saved;
      await seeText(page, tool === 'Servicios' ? 'Servicio actualizado correctamente.' : 'Detalle actualizado correctamente.');
    };
    await detail('Detalles', 'Área de construcción', '120');
    await detail('Detalles', 'Año de construcción', '2015');
    // A yes/no service is its switch alone, saved at once.
    await openTool(page, 'Servicios');
    await page.getByRole('switch', { name: 'Agua', exact: true }).check({ force: true });
    await seeText(page, 'Servicio actualizado correctamente.');
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
    await (await visible(page.getByRole('option', { name: /Sambil/ }))).click();
    await seeText(page, 'Geolocalización actualizada correctamente.');

    // Imágenes: a wide photo cropped to 4:3 (cropping is optional); the first upload also makes the thumbnail.
    await openTool(page, 'Imágenes');
    await page.getByLabel('Elegir imágenes').setInputFiles({ name: 'sala.jpg', mimeType: 'image/jpeg', buffer: await widePhoto() });
    await page.getByRole('button', { name: 'Recortar sala.jpg' }).click();
    const crop = await visible(page.getByRole('dialog', { name: 'Recortar imagen' }));
    await crop.getByText('4:3', { exact: true }).click();
    await crop.getByRole('button', { name: 'Recortar imagen' }).click();
    await hidden(crop, 'the crop dialog');
    await page.getByRole('button', { name: 'Subir 1 imagen' }).click();
    await seeText(page, 'Imagen guardada correctamente.');

    // Video: a small real MP4, played back with a poster from its middle frame.
    await openTool(page, 'Video');
    await page.getByLabel('Elegir video').setInputFiles({ name: 'recorrido.mp4', mimeType: 'video/mp4', buffer: VIDEO });
    await page.getByRole('button', { name: 'Guardar video' }).click();
    await seeText(page, 'Video guardado correctamente.');
    await screenshot(page, 'editor-video-1440');

    // Every tool is complete: each shows its check once another tool is active.
    await openTool(page, 'Propiedad');
    for (const tool of ['Ambientes', 'Detalles', 'Servicios', 'Dirección', 'Normas', 'Imágenes', 'Video']) await checked(page, tool);
    await openTool(page, 'Ambientes');
    await checked(page, 'Propiedad');
    await screenshot(page, 'editor-checks-1440');

    // The preview shows the listing as a buyer would see it.
    await page.getByText('Previsualizar', { exact: true }).click();
    await seeText(page, 'En venta');
    await seeText(page, '$125,000');
    await seeText(page, 'Apartamento luminoso con vista al Ávila');
    await seeText(page, '120 m²');
    await screenshot(page, 'preview-1440');

    // The publish check finds nothing missing.
    await page.getByRole('button', { name: 'Publicar' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: '¿Publicar la propiedad?' }));
    expect(await dialog.getByRole('link', { name: 'Publicar' }).getAttribute('href')).toMatch(/^\/properties\/drafts\/[0-9a-f-]{36}\/publishing$/);
  });

  test('on a 375 px phone the menu opens from its button, the property saves and the publish check lists what is missing', async () => {
    const { page, context } = j.visit;
    await page.setViewportSize(MOBILE);
    const { token } = await createAgent(j.server.baseUrl, 'Rafael', uniqueEmail('rafael'), 'Secreto1');
    await context.addCookies([{ name: 'auth.accessToken', value: token, url: j.server.baseUrl }]);

    await page.goto(j.url('/properties/drafts/create'));
    await page.waitForURL((u) => u.pathname.startsWith('/property-editor/'), { timeout: 20_000 });
    await openTool(page, 'Propiedad');
    await pick(page, 'Tipo de propiedad', 'Casa');
    await page.getByLabel('Precio (USD)').fill('89000');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await seeText(page, 'Propiedad actualizada correctamente.');
    await screenshot(page, 'editor-property-375');

    await page.getByRole('button', { name: 'Publicar' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Faltan datos para publicar' }));
    await visible(dialog.getByText('Debe seleccionar al menos un ambiente'));
    await visible(dialog.getByText('La imagen principal es requerida'));
    expect(await dialog.getByText('El tipo de propiedad es requerido').count()).toBe(0);
    await page.waitForTimeout(500); // the dialog's fade-in
    await screenshot(page, 'publish-check-375');

    await page.goto(j.url('/properties/drafts'));
    await seeText(page, 'Editar borrador');
    await screenshot(page, 'drafts-375');
  });
});
