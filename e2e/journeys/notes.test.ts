import type { Page } from '@playwright/test';
import { createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { seedCustomer } from '../support/customers';
import { expect, onScreen, shown, test } from '../support/fixtures';

/** Waits for a toast to go (a toast fading out while axe reads the page blends its colours). */
async function toastGone(page: Page, text: string) {
  await page.mouse.move(0, 0);
  await expect(page.getByText(text)).toBeHidden({ timeout: 10_000 });
}

test.describe('notes on a customer (issue 12)', () => {
  for (const [size, viewport] of [
    ['375x812', MOBILE],
    ['1440x900', DESKTOP],
  ] as const) {
    test(`write a note, pin it, edit it, see it in the timeline, delete it at ${size}`, async ({ page, context, server, url }) => {
      await page.setViewportSize(viewport);
      const { token } = await createAgent(server.baseUrl, 'Valeria', uniqueEmail('notas'), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);
      const { slug } = await seedCustomer(server.baseUrl, token);

      await page.goto(url(`/customers/view/${slug}?section=notes`));
      await expect(shown(page.getByText('No se han encontrado notas en este momento'))).toBeVisible();

      // Write: the rich-text editor loads when 'Agregar nota' is pressed.
      await shown(page.getByRole('button', { name: 'Agregar nota' })).click();
      const form = shown(page.getByRole('form', { name: 'Nueva nota' }));
      const editor = form.getByLabel('Nota', { exact: true });
      await editor.click();
      await page.keyboard.type('Busca apartamento en Chacao ');
      await form.getByRole('button', { name: 'Negrita' }).click();
      await page.keyboard.type('con terraza');
      await expect(form.getByText('39 / 5000')).toBeVisible();
      await screenshot(page, `notes-editor-${size}`);
      await form.getByRole('button', { name: 'Guardar nota' }).click();
      await expect(shown(page.getByText('Nota agregada exitosamente'))).toBeVisible();
      const card = shown(page.getByRole('article', { name: /^Nota de Valeria/ }));
      await expect(card).toContainText('Busca apartamento en Chacao con terraza');
      await expect(card.locator('strong')).toHaveText('con terraza');
      await expect(onScreen(page.getByRole('form', { name: 'Nueva nota' }))).toHaveCount(0);

      // Pin it: the pin mark shows.
      await card.getByRole('button', { name: 'Fijar nota' }).click();
      await expect(card.getByText('Fijada')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Desfijar nota' })).toBeVisible();

      // Edit it in place.
      await card.getByRole('button', { name: 'Editar nota' }).click();
      const editForm = shown(page.getByRole('form', { name: 'Editar nota' }));
      await editForm.getByLabel('Nota', { exact: true }).click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(' y dos baños');
      await editForm.getByRole('button', { name: 'Guardar nota' }).click();
      await expect(shown(page.getByText('Nota modificada exitosamente'))).toBeVisible();
      const edited = shown(page.getByRole('article', { name: /^Nota de Valeria/ }));
      await expect(edited).toContainText('con terraza y dos baños');
      await expect(edited.getByText('Fijada')).toBeVisible();
      await toastGone(page, 'Nota modificada exitosamente');
      await toastGone(page, 'Nota agregada exitosamente');
      await screenshot(page, `notes-list-${size}`);

      // The timeline: the column beside the tabs on a wide screen, the 'Actividad' tab on a phone.
      if (viewport === MOBILE) await shown(page.getByRole('tab', { name: 'Actividad' })).click();
      await expect(shown(page.getByText('Se ha añadido una nota al cliente'))).toBeVisible();
      if (viewport === MOBILE) await shown(page.getByRole('tab', { name: 'Notas' })).click();

      // Delete it, after the confirmation.
      await shown(page.getByRole('article', { name: /^Nota de Valeria/ })).getByRole('button', { name: 'Eliminar nota' }).click();
      const dialog = shown(page.getByRole('dialog', { name: 'Eliminar nota' }));
      await expect(dialog.getByRole('button', { name: 'No, gracias' })).toBeVisible();
      await screenshot(page, `notes-delete-${size}`);
      await dialog.getByRole('button', { name: 'Eliminar nota' }).click();
      await expect(shown(page.getByText('Nota eliminada exitosamente'))).toBeVisible();
      await expect(shown(page.getByText('No se han encontrado notas en este momento'))).toBeVisible();
      // A reload asks the server: the note is gone, the timeline keeps its event.
      await page.reload();
      await expect(shown(page.getByText('No se han encontrado notas en este momento'))).toBeVisible();
    });
  }
});
