import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { hidden, seeText, visible } from '../support/expect';
import { clickLandsOn, pick } from '../support/forms';
import { useJourney } from '../support/journey';

const EDITOR = /^\/property-editor\/[0-9a-f-]{36}\/create$/;
const DESCRIPTION = 'Casa amplia en La Viña, cerca del colegio, con pozo de agua.';

/** The editor's menu, once the draft has loaded; on a phone it opens from its button. */
async function menu(page: Page): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Herramientas del editor' });
  const button = page.getByRole('button', { name: 'Menu', exact: true });
  await visible(nav.or(button).first(), 'the editor menu or its button');
  if (!(await nav.isVisible())) await button.click();
  return nav;
}

async function openTool(page: Page, label: string) {
  const nav = await menu(page);
  // A complete tool's item reads 'Propiedad Completo'.
  await nav.getByRole('button', { name: new RegExp(`^${label}`) }).click();
}

describe('the property editor never drops changes; toasts stay off the top bar (issue 13 items 1 and 10)', () => {
  const j = useJourney();

  for (const size of [MOBILE, DESKTOP]) {
    test(`Propiedad saved on a tool switch, asked on an invalid exit, one toast below Publicar at ${size.width}x${size.height}`, async () => {
      const { page, context } = j.visit;
      await page.setViewportSize(size);
      const { token } = await createAgent(j.server.baseUrl, 'Rosa', uniqueEmail(`unsaved${size.width}`), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: j.server.baseUrl }]);
      await page.goto(j.url('/properties/drafts/create'));
      await page.waitForURL((u) => EDITOR.test(u.pathname), { timeout: 20_000 });

      // Price, type and description typed, then another tool at once: nothing is lost.
      await openTool(page, 'Propiedad');
      await pick(page, 'Tipo de propiedad', 'Casa');
      await page.getByLabel('Precio (USD)').fill('98000');
      const description = page.locator('[contenteditable="true"][aria-label="Descripción"]');
      await description.click();
      await page.keyboard.type(DESCRIPTION);
      await openTool(page, 'Ambientes');
      await visible(page.getByRole('heading', { name: 'Ambientes' }), 'the Ambientes tool');
      await page.reload();
      await openTool(page, 'Propiedad');
      await visible(page.getByRole('heading', { name: 'Propiedad' }), 'the Propiedad tool');
      expect(await page.getByRole('combobox', { name: 'Tipo de propiedad', exact: true }).inputValue()).toBe('Casa');
      expect(await page.getByLabel('Precio (USD)').inputValue()).toBe('98,000.00');
      await seeText(page.locator('[contenteditable="true"][aria-label="Descripción"]'), DESCRIPTION);

      // An invalid price, then 'Salir del editor': the editor asks, in Spanish, and keeps the text.
      await page.getByLabel('Precio (USD)').fill('');
      await page.getByRole('button', { name: /^Salir/ }).click();
      const dialog = await visible(page.getByRole('dialog', { name: 'Hay cambios sin guardar' }), 'the unsaved-changes question');
      await seeText(dialog, 'Los cambios de Propiedad no se han podido guardar. Revisa los campos marcados o sal sin guardarlos.');
      await screenshot(page, `editor-unsaved-ask-${size.width}`);
      await dialog.getByRole('button', { name: 'Seguir editando' }).click();
      await hidden(page.getByRole('dialog', { name: 'Hay cambios sin guardar' }), 'the question');
      await seeText(page, 'El precio es requerido');
      expect(new URL(page.url()).pathname).toMatch(EDITOR);

      // A valid price again: saved by itself; then a burst of counter clicks makes one toast, off the top bar.
      await page.getByLabel('Precio (USD)').fill('97500');
      await openTool(page, 'Ambientes');
      const add = await visible(page.getByRole('button', { name: 'Añadir Puestos de estacionamiento' }), 'the parking counter');
      for (let i = 0; i < 5; i++) await add.click();
      await seeText(page, 'Ambiente actualizado con éxito.');
      expect(await page.getByText('Ambiente actualizado con éxito.').count()).toBe(1);
      const publish = page.getByRole('button', { name: 'Publicar', exact: true });
      const exit = page.getByRole('button', { name: /^Salir/ });
      expect(await clickLandsOn(publish)).toBe(true);
      expect(await clickLandsOn(exit)).toBe(true);
      await screenshot(page, `editor-unsaved-toast-${size.width}`);

      // The preview's Estacionamiento card counts the parking spaces of Ambientes.
      await page.getByText(size.width < 640 ? 'Visualizar' : 'Previsualizar', { exact: true }).click();
      const parking = await visible(page.getByText('Estacionamiento', { exact: true }), 'the Estacionamiento card');
      await seeText(parking.locator('..'), '5 puestos');
      await page.getByText('Editar', { exact: true }).click();

      await page.reload();
      await openTool(page, 'Propiedad');
      await visible(page.getByRole('heading', { name: 'Propiedad' }), 'the Propiedad tool');
      expect(await page.getByLabel('Precio (USD)').inputValue()).toBe('97,500.00');

      // Closing the tab with a change that cannot be saved: the browser asks first.
      await page.getByLabel('Precio (USD)').fill('');
      const asked = new Promise<string>((resolve) => page.once('dialog', (d) => void d.accept().then(() => resolve(d.type()))));
      await page.close({ runBeforeUnload: true });
      expect(await asked).toBe('beforeunload');
    });
  }
});
