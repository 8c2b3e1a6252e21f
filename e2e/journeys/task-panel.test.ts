import { createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { caracasDay, seedCall, seedCustomer } from '../support/customers';
import { expect, onScreen, shown, test } from '../support/fixtures';

const DISCARD = '¿Descartar los cambios?';

test.describe('the task panel keeps what is typed (issue 13 item 9)', () => {
  for (const [size, viewport] of [
    ['375x812', MOBILE],
    ['1440x900', DESKTOP],
  ] as const) {
    test(`typed text is kept unless the agent discards it, and Prioridad opens on the first click at ${size}`, async ({ page, context, server, url }) => {
      await page.setViewportSize(viewport);
      const { token } = await createAgent(server.baseUrl, 'Valeria', uniqueEmail('panel'), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);
      const { tenantId, slug } = await seedCustomer(server.baseUrl, token);
      await seedCall(server.baseUrl, token, tenantId, 'Llamar por la visita', `${caracasDay(3)}T23:59:59.000-04:00`);

      await page.goto(url(`/customers/view/${slug}?section=tasks`));
      await expect(shown(page.getByRole('button', { name: 'Abrir tarea Llamar por la visita' }))).toBeVisible();
      const addButton = shown(page.getByRole('button', { name: 'Agregar tarea' }));
      await expect(addButton).toBeVisible();

      // A clean form closes at once.
      await addButton.click();
      await expect(shown(page.getByRole('dialog', { name: 'Agregar tarea de seguimiento' }))).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(onScreen(page.getByRole('dialog', { name: 'Agregar tarea de seguimiento' }))).toHaveCount(0);

      // Start the title, then one click on Prioridad opens its list: no message appears on
      // leaving the title and moves the field under the pointer.
      await addButton.click();
      const add = shown(page.getByRole('dialog', { name: 'Agregar tarea de seguimiento' }));
      await expect(add).toBeVisible();
      const title = add.getByLabel('Título');
      await title.click();
      await title.pressSequentially('Ll');
      const priority = add.getByRole('combobox', { name: 'Prioridad', exact: true });
      const before = await priority.boundingBox();
      await priority.click();
      await expect(shown(page.getByRole('option', { name: 'Alta', exact: true })), "Prioridad's option 'Alta' after one click").toBeVisible();
      expect(await priority.boundingBox()).toEqual(before);
      await shown(page.getByRole('option', { name: 'Alta', exact: true })).click();
      expect(await priority.inputValue()).toBe('Alta');
      await title.fill('Llamar a Rosa');

      // A click outside (the page beside the panel; a phone has none, so Escape) asks first.
      if (viewport.width > 600) await page.mouse.click(100, viewport.height / 2);
      else await page.keyboard.press('Escape');
      const ask = shown(page.getByRole('dialog', { name: DISCARD }));
      await expect(ask, `the question '${DISCARD}'`).toBeVisible();
      await screenshot(page, `task-panel-discard-${size}`);
      await ask.getByRole('button', { name: 'Seguir editando' }).click();
      await expect(onScreen(page.getByRole('dialog', { name: DISCARD }))).toHaveCount(0);
      await expect(shown(add)).toBeVisible();
      expect(await title.inputValue()).toBe('Llamar a Rosa');

      // Escape and the close button ask too; 'Descartar' closes and drops the text.
      await title.click();
      await page.keyboard.press('Escape');
      await shown(page.getByRole('dialog', { name: DISCARD })).getByRole('button', { name: 'Seguir editando' }).click();
      expect(await title.inputValue()).toBe('Llamar a Rosa');
      await add.getByRole('button', { name: 'Cerrar', exact: true }).click();
      await shown(page.getByRole('dialog', { name: DISCARD })).getByRole('button', { name: 'Descartar' }).click();
      await expect(onScreen(page.getByRole('dialog', { name: 'Agregar tarea de seguimiento' }))).toHaveCount(0);
      await addButton.click();
      const again = shown(page.getByRole('dialog', { name: 'Agregar tarea de seguimiento' }));
      await expect(again).toBeVisible();
      expect(await again.getByLabel('Título').inputValue()).toBe('');
      await page.keyboard.press('Escape');
      await expect(onScreen(page.getByRole('dialog', { name: 'Agregar tarea de seguimiento' }))).toHaveCount(0);

      // The detail panel's edit form: same question, and 'Seguir editando' keeps the change.
      await page.getByRole('button', { name: 'Abrir tarea Llamar por la visita' }).click();
      const detail = shown(page.getByRole('dialog', { name: 'Detalles de la tarea' }));
      await expect(detail).toBeVisible();
      await shown(detail.getByRole('button', { name: 'Modificar tarea' })).click();
      const editTitle = detail.getByLabel('Título');
      await editTitle.fill('Llamar por la visita del sábado');
      await page.keyboard.press('Escape');
      await shown(page.getByRole('dialog', { name: DISCARD })).getByRole('button', { name: 'Seguir editando' }).click();
      expect(await editTitle.inputValue()).toBe('Llamar por la visita del sábado');
      await detail.getByRole('button', { name: 'Cancelar' }).click();
      await shown(page.getByRole('dialog', { name: DISCARD })).getByRole('button', { name: 'Descartar' }).click();
      await expect(shown(detail.getByRole('heading', { name: 'Llamar por la visita', exact: true }))).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(onScreen(page.getByRole('dialog', { name: 'Detalles de la tarea' }))).toHaveCount(0);
    });
  }
});
