import type { Page } from '@playwright/test';
import { createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { clickLandsOn, pick } from '../support/forms';
import { editorMenu } from '../support/editor';
import { expect, onScreen, shown, test } from '../support/fixtures';

const EDITOR = /^\/property-editor\/[0-9a-f-]{36}\/create$/;
const DESCRIPTION = 'Casa amplia en La Viña, cerca del colegio, con pozo de agua.';

async function openTool(page: Page, label: string) {
  const nav = await editorMenu(page);
  // A complete tool's item reads 'Propiedad Completo'.
  await nav.getByRole('button', { name: new RegExp(`^${label}`) }).click();
}

test.describe('the property editor never drops changes; toasts stay off the top bar (issue 13 items 1 and 10)', () => {
  for (const size of [MOBILE, DESKTOP]) {
    test(`Propiedad saved on a tool switch, asked on an invalid exit, one toast below Publicar at ${size.width}x${size.height}`, async ({ page, context, server, url }) => {
      await page.setViewportSize(size);
      const { token } = await createAgent(server.baseUrl, 'Rosa', uniqueEmail(`unsaved${size.width}`), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);
      await page.goto(url('/properties/drafts/create'));
      await page.waitForURL((u) => EDITOR.test(u.pathname), { timeout: 20_000 });

      // Price, type and description typed, then another tool at once: nothing is lost.
      await openTool(page, 'Propiedad');
      await pick(page, 'Tipo de propiedad', 'Casa');
      await page.getByLabel('Precio (USD)').fill('98000');
      const description = page.locator('[contenteditable="true"][aria-label="Descripción"]');
      await description.click();
      await page.keyboard.type(DESCRIPTION);
      await openTool(page, 'Ambientes');
      await expect(shown(page.getByRole('heading', { name: 'Ambientes' })), 'the Ambientes tool').toBeVisible();
      await page.reload();
      await openTool(page, 'Propiedad');
      await expect(shown(page.getByRole('heading', { name: 'Propiedad' })), 'the Propiedad tool').toBeVisible();
      expect(await page.getByRole('combobox', { name: 'Tipo de propiedad', exact: true }).inputValue()).toBe('Casa');
      expect(await page.getByLabel('Precio (USD)').inputValue()).toBe('98.000');
      await expect(shown(page.locator('[contenteditable="true"][aria-label="Descripción"]').getByText(DESCRIPTION))).toBeVisible();

      // An invalid price, then 'Salir del editor': the editor asks, in Spanish, and keeps the text.
      await page.getByLabel('Precio (USD)').fill('');
      await page.getByRole('button', { name: /^Salir/ }).click();
      const dialog = shown(page.getByRole('dialog', { name: 'Hay cambios sin guardar' }));
      await expect(dialog, 'the unsaved-changes question').toBeVisible();
      await expect(shown(dialog.getByText('Los cambios de Propiedad no se han podido guardar. Revisa los campos marcados o sal sin guardarlos.'))).toBeVisible();
      await screenshot(page, `editor-unsaved-ask-${size.width}`);
      await dialog.getByRole('button', { name: 'Seguir editando' }).click();
      await expect(onScreen(page.getByRole('dialog', { name: 'Hay cambios sin guardar' })), 'the question').toHaveCount(0);
      await expect(shown(page.getByText('El precio es requerido'))).toBeVisible();
      expect(new URL(page.url()).pathname).toMatch(EDITOR);

      // A valid price again: saved on leaving the tool; then a burst of counter clicks makes one toast, off the top bar.
      await page.getByLabel('Precio (USD)').fill('97500');
      await openTool(page, 'Ambientes');
      const add = shown(page.getByRole('button', { name: 'Añadir Habitaciones' }));
      await expect(add, 'the bedrooms counter').toBeVisible();
      for (let i = 0; i < 5; i++) await add.click();
      await expect(shown(page.getByText('Ambiente actualizado con éxito.'))).toBeVisible();
      expect(await page.getByText('Ambiente actualizado con éxito.').count()).toBe(1);
      const publish = page.getByRole('button', { name: 'Publicar', exact: true });
      const exit = page.getByRole('button', { name: /^Salir/ });
      expect(await clickLandsOn(publish)).toBe(true);
      expect(await clickLandsOn(exit)).toBe(true);
      await screenshot(page, `editor-unsaved-toast-${size.width}`);

      // The preview counts the bedrooms of Ambientes.
      await page.getByText(size.width < 640 ? 'Visualizar' : 'Previsualizar', { exact: true }).click();
      await expect(shown(page.getByText('5 habitaciones')).first(), 'the bedrooms in the preview').toBeVisible();
      await page.getByText('Editar', { exact: true }).click();

      await page.reload();
      await openTool(page, 'Propiedad');
      await expect(shown(page.getByRole('heading', { name: 'Propiedad' })), 'the Propiedad tool').toBeVisible();
      expect(await page.getByLabel('Precio (USD)').inputValue()).toBe('97.500');

      // Closing the tab with a change that cannot be saved: the browser asks first.
      await page.getByLabel('Precio (USD)').fill('');
      const asked = new Promise<string>((resolve) => page.once('dialog', (d) => void d.accept().then(() => resolve(d.type()))));
      await page.close({ runBeforeUnload: true });
      expect(await asked).toBe('beforeunload');
    });
  }
});
