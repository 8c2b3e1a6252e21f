import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { hidden, seeText, visible } from '../support/expect';
import { clickLandsOn, pick } from '../support/forms';
import { useJourney } from '../support/journey';

const CHECKLIST = '¡Comienza a trabajar!';
const ROUND_BUTTON = new RegExp(`^Abrir ${CHECKLIST}`);

/** Scrolls the page to its end, as an agent reaching a form's last button does (once the layout has settled). */
async function scrollToEnd(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
            resolve();
          }),
        );
      }),
  );
}

/** Expands the checklist when it shows as its round button (phones start that way). */
async function openChecklist(page: Page) {
  const card = page.getByRole('dialog', { name: CHECKLIST });
  await visible(card.or(page.getByRole('button', { name: ROUND_BUTTON })).first(), 'the checklist or its round button');
  if (!(await card.isVisible())) await page.getByRole('button', { name: ROUND_BUTTON }).click();
  return visible(card, 'the expanded checklist');
}

describe('the floating checklist leaves the page usable (issue 13 item 4)', () => {
  const j = useJourney();

  for (const size of [MOBILE, DESKTOP]) {
    test(`Perfil's 'Guardar cambios' stays clickable, the checklist follows a milestone at once and can be hidden for good, at ${size.width}x${size.height}`, async () => {
      const { page, context } = j.visit;
      await page.setViewportSize(size);
      const { token } = await createAgent(j.server.baseUrl, 'Carolina', uniqueEmail(`panel${size.width}`), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: j.server.baseUrl }]);

      // Perfil with the round button (phones), then with the card open: the last button is
      // reachable once the page is scrolled to its end.
      await page.goto(j.url('/account?section=profile'));
      const save = await visible(page.getByRole('button', { name: 'Guardar cambios' }), "Perfil's 'Guardar cambios'");
      if (size === MOBILE) {
        await expect
          .poll(async () => (await scrollToEnd(page), clickLandsOn(save)), { message: "'Guardar cambios' under the round button" })
          .toBe(true);
      }
      const card = await openChecklist(page);
      // The room grows with the card (the shell eases its padding in): scroll to the end again until it is all there.
      await expect
        .poll(async () => (await scrollToEnd(page), clickLandsOn(save)), { message: "'Guardar cambios' under the open checklist" })
        .toBe(true);
      await save.click({ timeout: 3_000 });
      await screenshot(page, `floating-checklist-profile-${size.width}`);

      // The panels' frame takes no click outside its cards: just left of the card's bottom edge
      // (where the round buttons' row runs) the page answers.
      const outside = await card.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(Math.max(0, box.left - 6), box.bottom - 4);
        return hit?.closest('[data-floating-panels]') ? 'the panels frame' : 'the page';
      });
      expect(outside).toBe('the page');

      // A milestone reached shows at once: the first customer, added through the app.
      await seeText(card, '0 de 3 completados');
      await card.getByRole('button', { name: `Minimizar ${CHECKLIST}` }).click();
      await page.goto(j.url('/customers/create'));
      await page.getByLabel('Número de teléfono').fill(`0414${String(Date.now()).slice(-7)}`);
      await page.getByLabel('Nombre(s)').fill('Luis');
      await page.getByLabel('Apellido(s)').fill('Pérez');
      await pick(page, 'Sexo', 'Masculino');
      await pick(page, 'Estado', 'Miranda');
      await pick(page, 'Localidad');
      await page.getByRole('button', { name: 'Agregar cliente' }).click();
      await seeText(page, 'Cliente agregado exitosamente');
      const updated = await openChecklist(page);
      await seeText(updated, '1 de 3 completados');
      await visible(updated.getByRole('listitem').filter({ hasText: 'Añade tu primer cliente' }).filter({ hasText: '(completado)' }), 'the ticked customer item');

      // Hidden for good once read: neither the card nor its round button comes back.
      await updated.getByRole('button', { name: 'No volver a mostrar' }).click();
      await hidden(page.getByRole('dialog', { name: CHECKLIST }), 'the dismissed checklist');
      await hidden(page.getByRole('button', { name: ROUND_BUTTON }), "the checklist's round button");
      await page.reload();
      await visible(page.getByRole('heading').first(), 'the page after a reload');
      await hidden(page.getByRole('button', { name: ROUND_BUTTON }), "the checklist's round button after a reload");
      await screenshot(page, `floating-checklist-dismissed-${size.width}`);
    });
  }
});
