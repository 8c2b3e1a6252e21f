import type { Locator, Page } from '@playwright/test';
import { callApi, createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { caracasDay, ddmmyyyy, seedCustomer } from '../support/customers';
import { expect, onScreen, shown, test } from '../support/fixtures';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** The calendar of a date field sits fully inside the window. */
async function insideViewport(page: Page, box: Locator) {
  const rect = await box.boundingBox();
  const size = page.viewportSize()!;
  expect(rect, 'the calendar has a box').not.toBeNull();
  expect(rect!.x).toBeGreaterThanOrEqual(0);
  expect(rect!.y).toBeGreaterThanOrEqual(0);
  expect(rect!.x + rect!.width).toBeLessThanOrEqual(size.width + 0.5);
  expect(rect!.y + rect!.height).toBeLessThanOrEqual(size.height + 0.5);
}

test.describe('one Spanish date picker, DD/MM/YYYY everywhere (issue 13 item 7)', () => {
  // A browser whose language is English (en-US): the product must still write dates the Venezuelan way.
  test.use({ locale: 'en-US' });

  for (const [size, viewport] of [
    ['375x812', MOBILE],
    ['1440x900', DESKTOP],
  ] as const) {
    test(`an English browser gets a Spanish calendar from Monday, and the panel shows the date as the form at ${size}`, async ({ page, context, server, url }) => {
      await page.setViewportSize(viewport);
      const { token } = await createAgent(server.baseUrl, 'Valeria', uniqueEmail('fechas'), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);
      const { slug } = await seedCustomer(server.baseUrl, token);

      await page.goto(url(`/customers/view/${slug}?section=tasks`));
      await shown(page.getByRole('button', { name: 'Agregar tarea' })).click();
      const add = shown(page.getByRole('dialog', { name: 'Agregar tarea de seguimiento' }));
      await expect(add).toBeVisible();
      await add.getByRole('combobox', { name: 'Tipo de tarea', exact: true }).click();
      await shown(page.getByRole('option', { name: 'Llamada', exact: true })).click();
      await add.getByLabel('Título').fill('Llamar por la visita');
      await add.getByLabel('Descripción').fill('Confirmar la visita al apartamento de Chacao');

      // The due date's calendar: this month's Spanish name, weeks from Monday ('lu').
      const due = add.getByRole('combobox', { name: 'Fecha de vencimiento', exact: true });
      await due.click();
      const calendar = shown(page.getByRole('dialog', { name: 'Calendario: Fecha de vencimiento' }));
      await expect(calendar, 'the due date calendar').toBeVisible();
      const today = caracasDay(0);
      const monthName = MONTHS[Number(today.slice(5, 7)) - 1]!;
      await expect(shown(calendar.getByText(`${monthName} ${today.slice(0, 4)}`)), `the month '${monthName} ${today.slice(0, 4)}'`).toBeVisible();
      const weekdays = await calendar.locator('thead th').allTextContents();
      expect(weekdays.map((d) => d.trim())).toEqual(['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do']);
      await insideViewport(page, calendar);
      await screenshot(page, `dates-calendar-${size}`);

      // Picked in the calendar: next month's 12th (day and month can be told apart).
      await calendar.getByRole('button', { name: 'Mes siguiente', exact: true }).click();
      const next = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 12));
      const picked = next.toISOString().slice(0, 10);
      await calendar.getByRole('button', { name: `12 ${MONTHS[next.getUTCMonth()]} ${next.getUTCFullYear()}`, exact: true }).click();
      await expect(onScreen(page.getByRole('dialog', { name: 'Calendario: Fecha de vencimiento' }))).toHaveCount(0);
      expect(await due.inputValue()).toBe(ddmmyyyy(picked));

      await add.getByRole('button', { name: 'Agregar tarea' }).click();
      await expect(shown(page.getByText('Tarea agregada exitosamente'))).toBeVisible();
      await expect(onScreen(page.getByRole('dialog', { name: 'Agregar tarea de seguimiento' }))).toHaveCount(0);

      // The panel shows the same DD/MM/YYYY as the form, and so does its edit form.
      await shown(page.getByRole('button', { name: 'Abrir tarea Llamar por la visita' })).click();
      const detail = shown(page.getByRole('dialog', { name: 'Detalles de la tarea' }));
      await expect(detail).toBeVisible();
      await expect(shown(detail.getByText(ddmmyyyy(picked), { exact: true })), `the due date ${ddmmyyyy(picked)} in the panel`).toBeVisible();
      await detail.getByRole('button', { name: 'Modificar tarea' }).click();
      const edit = detail.getByRole('combobox', { name: 'Fecha de vencimiento', exact: true });
      await expect(shown(edit)).toBeVisible();
      expect(await edit.inputValue()).toBe(ddmmyyyy(picked));

      // Typed day first: 40 days from today, as a Venezuelan writes it.
      const typed = caracasDay(40);
      await edit.fill(ddmmyyyy(typed));
      await expect(onScreen(page.getByRole('dialog', { name: 'Calendario: Fecha de vencimiento' }))).toHaveCount(0);
      await detail.getByRole('button', { name: 'Modificar tarea' }).click();
      await expect(shown(page.getByText('Tarea modificada exitosamente'))).toBeVisible();
      await expect(shown(detail.getByText(ddmmyyyy(typed), { exact: true })), `the due date ${ddmmyyyy(typed)} in the panel`).toBeVisible();
      await screenshot(page, `dates-panel-${size}`);
    });

    test(`birth dates of a customer and of the agent are typed and read DD/MM/YYYY at ${size}`, async ({ page, context, server, url }) => {
      await page.setViewportSize(viewport);
      const { token } = await createAgent(server.baseUrl, 'Valeria', uniqueEmail('nacimiento'), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);
      const { slug } = await seedCustomer(server.baseUrl, token);

      // The customer: the calendar opens on the years, inside the window; a typed day is saved as such.
      await page.goto(url(`/customers/edit/${slug}`));
      await expect(shown(page.getByRole('heading', { name: 'Modificar cliente' }))).toBeVisible();
      const born = page.getByRole('combobox', { name: 'Fecha de nacimiento', exact: true });
      await born.click();
      const years = shown(page.getByRole('dialog', { name: 'Calendario: Fecha de nacimiento' }));
      await expect(years, 'the birth date calendar').toBeVisible();
      await expect(shown(years.getByRole('button', { name: '1990', exact: true })), 'the year 1990 in the calendar').toBeVisible();
      await insideViewport(page, years);
      await screenshot(page, `dates-birth-calendar-${size}`);
      await born.fill('03/11/1985');
      await expect(onScreen(page.getByRole('dialog', { name: 'Calendario: Fecha de nacimiento' }))).toHaveCount(0);
      await page.getByRole('combobox', { name: 'Estado', exact: true }).click();
      await shown(page.getByRole('option', { name: 'Miranda', exact: true })).click();
      await page.getByRole('combobox', { name: 'Localidad', exact: true }).click();
      await shown(page.getByRole('option')).click();
      await page.getByRole('button', { name: 'Modificar cliente' }).click();
      await expect(shown(page.getByText('Cliente modificado exitosamente'))).toBeVisible();
      const customer = await callApi(server.baseUrl, 'GET', `/tenants/slug/${slug}`, { token });
      expect((customer.body.data as { birthDate: string | null }).birthDate).toBe('1985-11-03');
      await page.goto(url(`/customers/edit/${slug}`));
      await expect(shown(page.getByRole('heading', { name: 'Modificar cliente' }))).toBeVisible();
      await expect(shown(page.getByRole('combobox', { name: 'Fecha de nacimiento', exact: true }))).toBeVisible();
      await expect.poll(() => page.getByRole('combobox', { name: 'Fecha de nacimiento', exact: true }).inputValue()).toBe('03/11/1985');

      // The agent's own birth date in Cuenta → Perfil.
      await page.goto(url('/account?section=profile'));
      await page.getByLabel('Apellido').fill('Mendoza');
      await page.getByRole('combobox', { name: 'Sexo', exact: true }).click();
      await shown(page.getByRole('option', { name: 'Femenino', exact: true })).click();
      await page.getByRole('combobox', { name: 'Fecha de nacimiento', exact: true }).fill('12/04/1990');
      await page.getByRole('combobox', { name: 'Estado', exact: true }).click();
      await shown(page.getByRole('option', { name: 'Miranda', exact: true })).click();
      await page.getByRole('combobox', { name: 'Localidad', exact: true }).click();
      await shown(page.getByRole('option')).click();
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(shown(page.getByText('¡Cambios guardados correctamente!'))).toBeVisible();
      const me = await callApi(server.baseUrl, 'GET', '/auth/agents', { token });
      expect((me.body.data as { birthDate: string | null }).birthDate).toBe('1990-04-12');
      expect(await page.getByRole('combobox', { name: 'Fecha de nacimiento', exact: true }).inputValue()).toBe('12/04/1990');
    });
  }
});
