import type { Page } from '@playwright/test';
import { createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { at, expect, onScreen, shown, test } from '../support/fixtures';

const EDITOR = /^\/property-editor\/[0-9a-f-]{36}\/create$/;
const TRASH = /^Eliminar borrador/;

/** 'Nueva propiedad' on the draft list opens the editor of a fresh draft; 'Salir' comes back. */
async function newDraftAndLeave(page: Page) {
  // The navigation drawer, off screen on a phone, has a link of the same name.
  await shown(page.locator('main').getByRole('link', { name: 'Nueva propiedad' })).click();
  await page.waitForURL((u) => EDITOR.test(u.pathname), { timeout: 20_000 });
  await shown(page.getByRole('button', { name: /^Salir/ })).click();
  const dialog = shown(page.getByRole('dialog', { name: 'Salir del editor' }));
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Salir', exact: true }).click();
  await expect(page).toHaveURL(at('/properties/drafts'));
}

test.describe('deleting drafts (issue 13 item 8)', () => {
  for (const size of [MOBILE, DESKTOP]) {
    test(`two new drafts: one deleted from the list, the other from the editor, at ${size.width}x${size.height}`, async ({ page, context, server, url }) => {
      await page.setViewportSize(size);
      const { token } = await createAgent(server.baseUrl, 'Daniela', uniqueEmail(`drafts${size.width}`), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);

      await page.goto(url('/properties/drafts'));
      await expect(shown(page.getByText('No se han encontrado borradores en este momento'))).toBeVisible();
      await newDraftAndLeave(page);
      await newDraftAndLeave(page);
      await expect(shown(page.getByRole('button', { name: TRASH }).nth(1)), 'the second draft card').toBeVisible();

      // From the list: the card's trash asks first; Cancelar keeps the draft.
      await page.getByRole('button', { name: TRASH }).first().click();
      let dialog = shown(page.getByRole('dialog', { name: '¿Eliminar este borrador?' }));
      await expect(dialog).toBeVisible();
      await expect(shown(dialog.getByText('Se eliminarán el borrador, sus imágenes y su video. Esta acción no se puede deshacer.'))).toBeVisible();
      await screenshot(page, `draft-delete-confirm-${size.width}`);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(onScreen(page.getByRole('dialog', { name: '¿Eliminar este borrador?' })), 'the confirmation').toHaveCount(0);
      await page.getByRole('button', { name: TRASH }).first().click();
      dialog = shown(page.getByRole('dialog', { name: '¿Eliminar este borrador?' }));
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
      await expect(shown(page.getByText('Borrador eliminado correctamente.'))).toBeVisible();
      await expect(onScreen(page.getByRole('button', { name: TRASH }).nth(1)), 'the deleted card').toHaveCount(0);
      await screenshot(page, `draft-delete-list-${size.width}`);

      // From the editor: its menu's 'Eliminar borrador', then back to the list, now empty.
      await page.getByRole('link', { name: /Propiedad sin título/ }).first().click();
      await page.waitForURL((u) => EDITOR.test(u.pathname), { timeout: 20_000 });
      const nav = page.getByRole('navigation', { name: 'Herramientas del editor' });
      const menuButton = page.getByRole('button', { name: 'Menú', exact: true });
      await expect(shown(nav.or(menuButton).first()), 'the editor menu or its button').toBeVisible();
      if (!(await nav.isVisible())) await menuButton.click();
      await shown(page.getByRole('button', { name: 'Eliminar borrador', exact: true })).click();
      dialog = shown(page.getByRole('dialog', { name: '¿Eliminar este borrador?' }));
      await expect(dialog).toBeVisible();
      await expect(onScreen(page.getByRole('dialog', { name: 'Menú' })), "the phone's menu drawer").toHaveCount(0);
      await screenshot(page, `draft-delete-editor-${size.width}`);
      await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
      await expect(page).toHaveURL(at('/properties/drafts'));
      await expect(shown(page.getByText('Borrador eliminado correctamente.'))).toBeVisible();
      await expect(shown(page.getByText('No se han encontrado borradores en este momento'))).toBeVisible();
      await screenshot(page, `draft-delete-empty-${size.width}`);
    });
  }
});
