import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { atPath, hidden, seeText, visible } from '../support/expect';
import { useJourney } from '../support/journey';

const EDITOR = /^\/property-editor\/[0-9a-f-]{36}\/create$/;
const TRASH = /^Eliminar borrador/;

/** 'Nueva propiedad' on the draft list opens the editor of a fresh draft; 'Salir' comes back. */
async function newDraftAndLeave(page: Page) {
  // The navigation drawer, off screen on a phone, has a link of the same name.
  await (await visible(page.locator('main').getByRole('link', { name: 'Nueva propiedad' }), "'Nueva propiedad'")).click();
  await page.waitForURL((u) => EDITOR.test(u.pathname), { timeout: 20_000 });
  await (await visible(page.getByRole('button', { name: /^Salir/ }), "the editor's 'Salir'")).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Salir del editor' }));
  await dialog.getByRole('button', { name: 'Salir', exact: true }).click();
  await atPath(page, '/properties/drafts');
}

describe('deleting drafts (issue 13 item 8)', () => {
  const j = useJourney();

  for (const size of [MOBILE, DESKTOP]) {
    test(`two new drafts: one deleted from the list, the other from the editor, at ${size.width}x${size.height}`, async () => {
      const { page, context } = j.visit;
      await page.setViewportSize(size);
      const { token } = await createAgent(j.server.baseUrl, 'Daniela', uniqueEmail(`drafts${size.width}`), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: j.server.baseUrl }]);

      await page.goto(j.url('/properties/drafts'));
      await seeText(page, 'No se han encontrado borradores en este momento');
      await newDraftAndLeave(page);
      await newDraftAndLeave(page);
      await visible(page.getByRole('button', { name: TRASH }).nth(1), 'the second draft card');

      // From the list: the card's trash asks first; Cancelar keeps the draft.
      await page.getByRole('button', { name: TRASH }).first().click();
      let dialog = await visible(page.getByRole('dialog', { name: '¿Eliminar este borrador?' }));
      await seeText(dialog, 'Se eliminarán el borrador, sus imágenes y su video. Esta acción no se puede deshacer.');
      await screenshot(page, `draft-delete-confirm-${size.width}`);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await hidden(page.getByRole('dialog', { name: '¿Eliminar este borrador?' }), 'the confirmation');
      await page.getByRole('button', { name: TRASH }).first().click();
      dialog = await visible(page.getByRole('dialog', { name: '¿Eliminar este borrador?' }));
      await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
      await seeText(page, 'Borrador eliminado correctamente.');
      await hidden(page.getByRole('button', { name: TRASH }).nth(1), 'the deleted card');
      await screenshot(page, `draft-delete-list-${size.width}`);

      // From the editor: its menu's 'Eliminar borrador', then back to the list, now empty.
      await page.getByRole('link', { name: /Propiedad sin título/ }).first().click();
      await page.waitForURL((u) => EDITOR.test(u.pathname), { timeout: 20_000 });
      const nav = page.getByRole('navigation', { name: 'Herramientas del editor' });
      const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
      await visible(nav.or(menuButton).first(), 'the editor menu or its button');
      if (!(await nav.isVisible())) await menuButton.click();
      await (await visible(page.getByRole('button', { name: 'Eliminar borrador', exact: true }), "the editor's 'Eliminar borrador'")).click();
      dialog = await visible(page.getByRole('dialog', { name: '¿Eliminar este borrador?' }));
      await hidden(page.getByRole('dialog', { name: 'Menu' }), "the phone's menu drawer");
      await screenshot(page, `draft-delete-editor-${size.width}`);
      await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
      await atPath(page, '/properties/drafts');
      await seeText(page, 'Borrador eliminado correctamente.');
      await seeText(page, 'No se han encontrado borradores en este momento');
      await screenshot(page, `draft-delete-empty-${size.width}`);
    });
  }
});
