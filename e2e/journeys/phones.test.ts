import type { Locator } from '@playwright/test';
import { createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { pick } from '../support/forms';
import { at, expect, shown, test } from '../support/fixtures';

/**
 * Pastes text into a field as the browser does: a 'paste' event carrying the clipboard, and the
 * text inserted where the page does not handle it itself.
 */
async function paste(field: Locator, text: string) {
  await field.focus();
  await field.evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    if (el.dispatchEvent(event)) document.execCommand('insertText', false, value);
  }, text);
}

test.describe('phones written the Venezuelan way (issue 13 item 6)', () => {
  for (const [size, viewport, last] of [
    ['375x812', MOBILE, '4'],
    ['1440x900', DESKTOP, '5'],
  ] as const) {
    test(`a pasted +58412555123${last} is saved, found by '0412 555 123${last}' and shown formatted at ${size}`, async ({ page, context, server, url }) => {
      await page.setViewportSize(viewport);
      const { token } = await createAgent(server.baseUrl, 'Valeria', uniqueEmail('valeria'), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);

      await page.goto(url('/customers/create'));
      await expect(shown(page.getByRole('heading', { name: 'Agregar cliente' }))).toBeVisible();
      const number = page.getByLabel('Número de teléfono');
      await paste(number, `+58412555123${last}`);
      // The full number is split into the code and the national number, and the rest opens (a paste
      // that beats the form's phone rules, which load as it paints, is read once they are there).
      await expect(number).toHaveValue(`412555123${last}`);
      await expect(page.getByRole('combobox', { name: 'Código de país' })).toHaveValue('+58');
      await page.getByLabel('Nombre(s)').fill('Rosalba');
      await page.getByLabel('Apellido(s)').fill('Quintero');
      await pick(page, 'Sexo', 'Femenino');
      await pick(page, 'Estado', 'Miranda');
      await pick(page, 'Localidad');
      await screenshot(page, `phones-create-${size}`);
      await page.getByRole('button', { name: 'Agregar cliente' }).click();
      await expect(shown(page.getByText('Cliente agregado exitosamente'))).toBeVisible();
      await page.waitForURL((u) => u.pathname.startsWith('/customers/view/'), { timeout: 10_000 });
      await expect(shown(page.getByRole('heading', { name: 'Rosalba Quintero' }))).toBeVisible();
      // From 1024 px the information is a tab of its own; on a phone it sits under the name.
      const informationTab = page.getByRole('tab', { name: 'Información' });
      if (await informationTab.isVisible()) await informationTab.click();
      await expect(shown(page.getByText(`+58 412-555-123${last}`))).toBeVisible();

      // Found by the phone written the usual way, shown formatted on the card.
      await page.goto(url('/customers'));
      await expect(shown(page.getByRole('heading', { name: 'Mis clientes' }))).toBeVisible();
      if (!(await page.getByLabel('Buscar', { exact: true }).isVisible())) {
        await page.getByRole('button', { name: 'Filtrar clientes' }).click();
      }
      await page.getByLabel('Buscar', { exact: true }).fill(`0412 555 123${last}`);
      await page.getByRole('button', { name: 'Aplicar filtros' }).click();
      await expect(page).toHaveURL(at('/customers', { searchQuery: `0412 555 123${last}`, status: '1' }));
      const card = shown(page.getByRole('article', { name: 'Rosalba Quintero' }));
      await expect(card).toBeVisible();
      await expect(shown(card.getByText(`+58 412-555-123${last}`, { exact: true }))).toBeVisible();
      await screenshot(page, `phones-list-${size}`);
    });
  }
});
