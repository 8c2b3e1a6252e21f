import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { callApi, createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { editorMenu } from '../support/editor';
import { pick } from '../support/forms';
import { expect, onScreen, shown, test } from '../support/fixtures';

const SHOTS = process.env.SHOTS_DIR ?? '';

/** Every tool of the menu and the heading it opens with. */
const TOOLS: Array<[item: string, heading: string]> = [
  ['Propiedad', 'Propiedad'],
  ['Ambientes', 'Ambientes'],
  ['Detalles', 'Detalles'],
  ['Servicios', 'Servicios'],
  ['Dirección', 'Dirección'],
  ['Lugares cercanos', 'Lugares cercanos'],
  ['Normas', 'Normativas de la propiedad'],
  ['Imágenes', 'Imágenes'],
  ['Video', 'Video'],
  ['Instagram', 'Instagram'],
  ['Facebook', 'Facebook'],
];

/** The open tool's mark: where its changes stand. */
const saveMark = (page: Page) => shown(page.getByRole('status', { name: /^Estado de los cambios/ }));

/** A menu item by its tool ('Propiedad Completo' when complete, 'Propiedad Sin guardar' when not saved). */
const item = (nav: Locator, label: string) => nav.getByRole('button', { name: new RegExp(`^${label}`) });

async function openTool(page: Page, label: string, heading: string) {
  await item(await editorMenu(page), label).click();
  await expect(shown(page.getByRole('heading', { name: heading, exact: true })), `the ${heading} tool`).toBeVisible();
}

/** On a phone the drawer closes; on a desktop the menu stays beside the tool. */
async function closeMenu(page: Page) {
  const drawer = page.getByRole('dialog', { name: 'Menú' });
  if (await drawer.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(onScreen(drawer), "the phone's menu drawer").toHaveCount(0);
  }
}

/** A picture kept for review when SHOTS_DIR is set (the top of the screen: the tool's header and the menu). */
async function keep(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test.describe("the editor says where each tool's changes stand ('Sin guardar', 'Guardando…', 'Guardado')", () => {
  for (const size of [MOBILE, DESKTOP]) {
    test(`marks at ${size.width} px: a form waits for its button, a switch saves by itself, parking is asked once`, async ({ page, context, server, url }) => {
      await page.setViewportSize(size);
      const { token } = await createAgent(server.baseUrl, 'Lucía', uniqueEmail(`marks${size.width}`), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);
      const created = await callApi(server.baseUrl, 'POST', '/property-drafts', { token });
      const id = (created.body.data as { propertyDraftId: string }).propertyDraftId;
      await page.goto(url(`/property-editor/${id}/create?section=basic_details`));
      await expect(shown(page.getByRole('heading', { name: 'Propiedad', exact: true }))).toBeVisible();
      if (size.width < 640) await expect(shown(page.getByRole('button', { name: 'Menú', exact: true })), "the phone's menu button").toBeVisible();

      // Propiedad: a change waits for 'Guardar cambios'; the header and the menu say so.
      await expect(saveMark(page)).toHaveText('Guardado');
      await pick(page, 'Tipo de propiedad', 'Casa');
      await page.getByLabel('Precio (USD)').fill('85000');
      await page.getByLabel('Código inmobiliario').fill('VT-22');
      await expect(saveMark(page)).toHaveText('Sin guardar');
      await keep(page, `propiedad-sin-guardar-${size.width}`);
      const nav = await editorMenu(page);
      await expect(shown(item(nav, 'Propiedad').getByLabel('Sin guardar')), 'the mark on Propiedad').toBeVisible();
      await expect(nav.getByLabel('Sin guardar'), 'only Propiedad is marked').toHaveCount(1);
      await screenshot(page, `editor-marks-menu-${size.width}`);
      await keep(page, `menu-marked-${size.width}`);
      await closeMenu(page);

      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(saveMark(page)).toHaveText('Guardado');
      await expect(shown(page.getByText('¡Cambios guardados correctamente!'))).toBeVisible();
      await keep(page, `propiedad-guardado-${size.width}`);
      // Saved, the editor opens Ambientes; nothing is marked in the menu any more.
      await expect(shown(page.getByRole('heading', { name: 'Ambientes', exact: true }))).toBeVisible({ timeout: 10_000 });
      await expect((await editorMenu(page)).getByLabel('Sin guardar')).toHaveCount(0);
      await closeMenu(page);

      // Parking is not counted in Ambientes: Detalles asks it ('Estacionamiento').
      await expect(shown(page.getByRole('button', { name: 'Añadir Habitaciones' }))).toBeVisible();
      await expect(page.getByText('Puestos de estacionamiento')).toHaveCount(0);

      // Detalles: a switch saves by itself; 'Guardando…' while its save is on its way.
      await openTool(page, 'Detalles', 'Detalles');
      await closeMenu(page);
      await expect(shown(page.getByRole('switch', { name: 'Estacionamiento', exact: true })), 'parking, asked in Detalles').toBeAttached();
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/rest/v1/property-drafts/*/details', async (route) => {
        await gate;
        await route.continue();
      });
      const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/details') && r.ok());
      await shown(page.getByRole('switch', { name: 'Ascensor', exact: true })).check({ force: true });
      await expect(saveMark(page)).toHaveText('Guardando…');
      await keep(page, `detalles-guardando-${size.width}`);
      release();
      await saved;
      await expect(saveMark(page)).toHaveText('Guardado');
      await page.unroute('**/rest/v1/property-drafts/*/details');

      // Every tool has the same mark in its header.
      for (const [label, heading] of TOOLS) {
        await openTool(page, label, heading);
        await closeMenu(page);
        await expect(saveMark(page), `the mark of ${heading}`).toHaveText('Guardado');
        await keep(page, `header-${label.toLowerCase().replace(/\s+/g, '-').normalize('NFD').replace(/[\u0300-\u036f]/g, '')}-${size.width}`);
      }
      await screenshot(page, `editor-marks-facebook-${size.width}`);
    });
  }
});
