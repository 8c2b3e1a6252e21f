import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi, createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { hidden, seeText, visible } from '../support/expect';
import { useJourney, type Journey } from '../support/journey';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** YYYY-MM-DD in Caracas (UTC-4 all year), `offsetDays` from today. */
function caracasDay(offsetDays: number): string {
  return new Date(Date.now() - 4 * 3600e3 + offsetDays * 86400e3).toISOString().slice(0, 10);
}
const ddmmyyyy = (day: string) => day.split('-').reverse().join('/');

/** A customer of the agent, through the API. */
async function seedCustomer(baseUrl: string, token: string): Promise<string> {
  const tenant = await callApi(baseUrl, 'POST', '/tenants', {
    token,
    body: {
      firstName: 'Rosa',
      lastName: 'Quintero',
      tenantType: 2,
      phoneCode: '58',
      phoneNumber: `414${String(Date.now()).slice(-7)}`,
      emailAddress: null,
      documentType: null,
      documentNumber: null,
      sex: 2,
      countryState: null,
      countryLocation: null,
      birthDate: null,
    },
  });
  expect(tenant.status, JSON.stringify(tenant.body)).toBe(201);
  return (tenant.body.data as { slug: string }).slug;
}

/**
 * A browser whose language is English (en-US): the product must still write dates the Venezuelan
 * way. Replaces the journey's visit so that failures are still reported.
 */
async function englishVisit(j: Journey, browser: Browser, viewport: { width: number; height: number }) {
  await j.visit.context.close();
  const context = await browser.newContext({ viewport, locale: 'en-US', timezoneId: 'America/Caracas' });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const origin = new URL(j.server.baseUrl).origin;
  const blocked: string[] = [];
  await context.route('**/*', (route) => {
    if (new URL(route.request().url()).origin === origin) return route.continue();
    blocked.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  j.visit = { context, page, identity: { googleToken: null, facebookToken: null }, blocked, problems };
  return { context, page };
}

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

describe('one Spanish date picker, DD/MM/YYYY everywhere (issue 13 item 7)', () => {
  const j = useJourney();

  for (const [size, viewport] of [
    ['375x812', MOBILE],
    ['1440x900', DESKTOP],
  ] as const) {
    test(`an English browser gets a Spanish calendar from Monday, and the panel shows the date as the form at ${size}`, async () => {
      const { page, context } = await englishVisit(j, j.browser, viewport);
      const { token } = await createAgent(j.server.baseUrl, 'Valeria', uniqueEmail('fechas'), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: j.server.baseUrl }]);
      const slug = await seedCustomer(j.server.baseUrl, token);

      await page.goto(j.url(`/customers/view/${slug}?section=tasks`));
      await (await visible(page.getByRole('button', { name: 'Agregar tarea' }))).click();
      const add = await visible(page.getByRole('dialog', { name: 'Agregar tarea de seguimiento' }));
      await add.getByRole('combobox', { name: 'Tipo de tarea', exact: true }).click();
      await (await visible(page.getByRole('option', { name: 'Llamada', exact: true }))).click();
      await add.getByLabel('Título').fill('Llamar por la visita');
      await add.getByLabel('Descripción').fill('Confirmar la visita al apartamento de Chacao');

      // The due date's calendar: this month's Spanish name, weeks from Monday ('lu').
      const due = add.getByRole('combobox', { name: 'Fecha de vencimiento', exact: true });
      await due.click();
      const calendar = await visible(page.getByRole('dialog', { name: 'Calendario: Fecha de vencimiento' }), 'the due date calendar');
      const today = caracasDay(0);
      const monthName = MONTHS[Number(today.slice(5, 7)) - 1]!;
      await visible(calendar.getByText(`${monthName} ${today.slice(0, 4)}`), `the month '${monthName} ${today.slice(0, 4)}'`);
      const weekdays = await calendar.locator('thead th').allTextContents();
      expect(weekdays.map((d) => d.trim())).toEqual(['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do']);
      await insideViewport(page, calendar);
      await screenshot(page, `dates-calendar-${size}`);

      // Picked in the calendar: next month's 12th (day and month can be told apart).
      await calendar.getByRole('button', { name: 'Mes siguiente', exact: true }).click();
      const next = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 12));
      const picked = next.toISOString().slice(0, 10);
      await calendar.getByRole('button', { name: `12 ${MONTHS[next.getUTCMonth()]} ${next.getUTCFullYear()}`, exact: true }).click();
      await hidden(page.getByRole('dialog', { name: 'Calendario: Fecha de vencimiento' }));
      expect(await due.inputValue()).toBe(ddmmyyyy(picked));

      await add.getByRole('button', { name: 'Agregar tarea' }).click();
      await seeText(page, 'Tarea agregada exitosamente');
      await hidden(page.getByRole('dialog', { name: 'Agregar tarea de seguimiento' }));

      // The panel shows the same DD/MM/YYYY as the form, and so does its edit form.
      await (await visible(page.getByRole('button', { name: 'Abrir tarea Llamar por la visita' }))).click();
      const detail = await visible(page.getByRole('dialog', { name: 'Detalles de la tarea' }));
      await visible(detail.getByText(ddmmyyyy(picked), { exact: true }), `the due date ${ddmmyyyy(picked)} in the panel`);
      await detail.getByRole('button', { name: 'Modificar tarea' }).click();
      const edit = detail.getByRole('combobox', { name: 'Fecha de vencimiento', exact: true });
      await visible(edit);
      expect(await edit.inputValue()).toBe(ddmmyyyy(picked));

      // Typed day first: 40 days from today, as a Venezuelan writes it.
      const typed = caracasDay(40);
      await edit.fill(ddmmyyyy(typed));
      await hidden(page.getByRole('dialog', { name: 'Calendario: Fecha de vencimiento' }));
      await detail.getByRole('button', { name: 'Modificar tarea' }).click();
      await seeText(page, 'Tarea modificada exitosamente');
      await visible(detail.getByText(ddmmyyyy(typed), { exact: true }), `the due date ${ddmmyyyy(typed)} in the panel`);
      await screenshot(page, `dates-panel-${size}`);
    });

    test(`birth dates of a customer and of the agent are typed and read DD/MM/YYYY at ${size}`, async () => {
      const { page, context } = await englishVisit(j, j.browser, viewport);
      const { token } = await createAgent(j.server.baseUrl, 'Valeria', uniqueEmail('nacimiento'), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: j.server.baseUrl }]);
      const slug = await seedCustomer(j.server.baseUrl, token);

      // The customer: the calendar opens on the years, inside the window; a typed day is saved as such.
      await page.goto(j.url(`/customers/edit/${slug}`));
      await visible(page.getByRole('heading', { name: 'Modificar cliente' }));
      const born = page.getByRole('combobox', { name: 'Fecha de nacimiento', exact: true });
      await born.click();
      const years = await visible(page.getByRole('dialog', { name: 'Calendario: Fecha de nacimiento' }), 'the birth date calendar');
      await visible(years.getByRole('button', { name: '1990', exact: true }), 'the year 1990 in the calendar');
      await insideViewport(page, years);
      await screenshot(page, `dates-birth-calendar-${size}`);
      await born.fill('03/11/1985');
      await hidden(page.getByRole('dialog', { name: 'Calendario: Fecha de nacimiento' }));
      await page.getByRole('combobox', { name: 'Estado', exact: true }).click();
      await (await visible(page.getByRole('option', { name: 'Miranda', exact: true }))).click();
      await page.getByRole('combobox', { name: 'Localidad', exact: true }).click();
      await (await visible(page.getByRole('option'))).click();
      await page.getByRole('button', { name: 'Modificar cliente' }).click();
      await seeText(page, 'Cliente modificado exitosamente');
      const customer = await callApi(j.server.baseUrl, 'GET', `/tenants/slug/${slug}`, { token });
      expect((customer.body.data as { birthDate: string | null }).birthDate).toBe('1985-11-03');
      await page.goto(j.url(`/customers/edit/${slug}`));
      await visible(page.getByRole('heading', { name: 'Modificar cliente' }));
      await visible(page.getByRole('combobox', { name: 'Fecha de nacimiento', exact: true }));
      await expect.poll(() => page.getByRole('combobox', { name: 'Fecha de nacimiento', exact: true }).inputValue()).toBe('03/11/1985');

      // The agent's own birth date in Cuenta → Perfil.
      await page.goto(j.url('/account?section=profile'));
      await page.getByLabel('Apellido').fill('Mendoza');
      await page.getByRole('combobox', { name: 'Sexo', exact: true }).click();
      await (await visible(page.getByRole('option', { name: 'Femenino', exact: true }))).click();
      await page.getByRole('combobox', { name: 'Fecha de nacimiento', exact: true }).fill('12/04/1990');
      await page.getByRole('combobox', { name: 'Estado', exact: true }).click();
      await (await visible(page.getByRole('option', { name: 'Miranda', exact: true }))).click();
      await page.getByRole('combobox', { name: 'Localidad', exact: true }).click();
      await (await visible(page.getByRole('option'))).click();
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await seeText(page, '¡Cambios guardados correctamente!');
      const me = await callApi(j.server.baseUrl, 'GET', '/auth/agents', { token });
      expect((me.body.data as { birthDate: string | null }).birthDate).toBe('1990-04-12');
      expect(await page.getByRole('combobox', { name: 'Fecha de nacimiento', exact: true }).inputValue()).toBe('12/04/1990');
    });
  }
});
