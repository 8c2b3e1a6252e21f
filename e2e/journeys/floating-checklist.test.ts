import { createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { clickLandsOn, pick } from '../support/forms';
import { expect, onScreen, shown, test } from '../support/fixtures';
import { CHECKLIST, openChecklist, ROUND_BUTTON, scrollToEnd } from '../support/checklist';


test.describe('the floating checklist leaves the page usable (issue 13 item 4)', () => {
  for (const size of [MOBILE, DESKTOP]) {
    test(`Perfil's 'Guardar cambios' stays clickable, the checklist follows a milestone at once and can be hidden for good, at ${size.width}x${size.height}`, async ({ page, context, server, url }) => {
      await page.setViewportSize(size);
      const { token } = await createAgent(server.baseUrl, 'Carolina', uniqueEmail(`panel${size.width}`), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);

      // Perfil with the round button (phones), then with the card open: the last button is
      // reachable once the page is scrolled to its end.
      await page.goto(url('/account?section=profile'));
      const save = shown(page.getByRole('button', { name: 'Guardar cambios' }));
      await expect(save, "Perfil's 'Guardar cambios'").toBeVisible();
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
      await expect(shown(card.getByText('0 de 3 completados'))).toBeVisible();
      await card.getByRole('button', { name: `Minimizar ${CHECKLIST}` }).click();
      await page.goto(url('/customers/create'));
      await page.getByLabel('Número de teléfono').fill(`0414${String(Date.now()).slice(-7)}`);
      await page.getByLabel('Nombre(s)').fill('Luis');
      await page.getByLabel('Apellido(s)').fill('Pérez');
      await pick(page, 'Sexo', 'Masculino');
      await pick(page, 'Estado', 'Miranda');
      await pick(page, 'Localidad');
      await page.getByRole('button', { name: 'Agregar cliente' }).click();
      await expect(shown(page.getByText('Cliente agregado exitosamente'))).toBeVisible();
      const updated = await openChecklist(page);
      await expect(shown(updated.getByText('1 de 3 completados'))).toBeVisible();
      await expect(shown(updated.getByRole('listitem').filter({ hasText: 'Añade tu primer cliente' }).filter({ hasText: '(completado)' })), 'the ticked customer item').toBeVisible();

      // Hidden for good once read: neither the card nor its round button comes back.
      await updated.getByRole('button', { name: 'No volver a mostrar' }).click();
      await expect(onScreen(page.getByRole('dialog', { name: CHECKLIST })), 'the dismissed checklist').toHaveCount(0);
      await expect(onScreen(page.getByRole('button', { name: ROUND_BUTTON })), "the checklist's round button").toHaveCount(0);
      await page.reload();
      await expect(shown(page.getByRole('heading').first()), 'the page after a reload').toBeVisible();
      await expect(onScreen(page.getByRole('button', { name: ROUND_BUTTON })), "the checklist's round button after a reload").toHaveCount(0);
      await screenshot(page, `floating-checklist-dismissed-${size.width}`);
    });
  }
});
