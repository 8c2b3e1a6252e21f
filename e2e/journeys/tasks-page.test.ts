import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi, createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { atPath, hidden, visible } from '../support/expect';
import { useJourney } from '../support/journey';

/** YYYY-MM-DD in Caracas (UTC-4 all year), `offsetDays` from today. */
function caracasDay(offsetDays: number): string {
  return new Date(Date.now() - 4 * 3600e3 + offsetDays * 86400e3).toISOString().slice(0, 10);
}
const ddmmyyyy = (day: string) => day.split('-').reverse().join('/');

async function seed(baseUrl: string, token: string) {
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
  expect(tenant.status).toBe(201);
  const { tenantId, slug } = tenant.body.data as { tenantId: string; slug: string };
  const types = (await callApi(baseUrl, 'GET', '/tasks-types?relationship=1', { token })).body.data as Array<{ taskTypeId: number; name: string }>;
  const taskTypeId = types.find((t) => t.name === 'Llamada')!.taskTypeId;
  const add = async (title: string, expiredAt: string) => {
    const res = await callApi(baseUrl, 'POST', `/tenants/${tenantId}/tasks`, {
      token,
      body: { taskTypeId, title, description: 'Confirmar la visita al apartamento', priority: 2, expiredAt },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  };
  // Added first so that creation order does not explain the order on screen.
  await add('Visita en 45 días', `${caracasDay(45)}T23:59:59.000-04:00`);
  await add('Llamar hoy', `${caracasDay(0)}T23:59:59.000-04:00`);
  // Due at 00:00 today (Caracas): the API refuses past days, and this one is already overdue.
  await add('Llamada atrasada', `${caracasDay(0)}T00:00:00.000-04:00`);
  return { slug };
}

/** A task's card: an article named by its title (its title is the 'Abrir tarea …' button). */
const row = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

async function openTab(page: Page, name: string, tab: string) {
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  await page.waitForURL((u) => u.pathname === '/tasks' && u.searchParams.get('tab') === tab);
}

describe("the agent's task page /tasks (issue 13 item 3)", () => {
  const j = useJourney();

  for (const [size, viewport] of [
    ['375x812', MOBILE],
    ['1440x900', DESKTOP],
  ] as const) {
    test(`Tareas from the sidebar shows overdue, today's and a task 45 days away in their tabs at ${size}`, async () => {
      const { page, context } = j.visit;
      await page.setViewportSize(viewport);
      const { token } = await createAgent(j.server.baseUrl, 'Valeria', uniqueEmail('tareas'), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: j.server.baseUrl }]);
      const { slug } = await seed(j.server.baseUrl, token);

      // 'Ver todas' on the dashboard's tasks block reaches /tasks.
      await page.goto(j.url('/dashboard'));
      const block = await visible(page.getByRole('region', { name: 'Tareas pendientes' }));
      await (await visible(block.getByRole('link', { name: 'Ver todas' }))).click();
      await atPath(page, '/tasks');
      await visible(page.getByRole('heading', { name: 'Tareas', level: 1 }));

      // 'Tareas' in the sidebar (behind the menu button on a phone).
      await page.goto(j.url('/dashboard'));
      await visible(page.getByRole('region', { name: 'Tareas pendientes' }));
      if (viewport === MOBILE) await page.getByRole('button', { name: 'Abrir menú' }).click();
      await (await visible(page.getByRole('link', { name: 'Tareas', exact: true }))).click();
      await atPath(page, '/tasks');

      // Todas: all three, the overdue one first and marked; each tab counts its tasks.
      await expect.poll(() => page.getByRole('tab', { name: /^Vencidas/ }).textContent()).toBe('Vencidas1');
      await expect.poll(() => page.getByRole('tab', { name: /^Hoy/ }).textContent()).toBe('Hoy2');
      await expect.poll(() => page.getByRole('tab', { name: /^Próximas/ }).textContent()).toBe('Próximas1');
      await expect.poll(() => page.getByRole('tab', { name: /^Todas/ }).textContent()).toBe('Todas3');
      // The four tabs fit the screen, none cut.
      const last = (await page.getByRole('tab', { name: /^Todas/ }).boundingBox())!;
      expect(last.x + last.width).toBeLessThanOrEqual(viewport.width);
      await visible(row(page, 'Visita en 45 días'));
      const titles = await page.getByRole('button', { name: /^Abrir tarea / }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
      expect(titles).toEqual(['Abrir tarea Llamada atrasada', 'Abrir tarea Llamar hoy', 'Abrir tarea Visita en 45 días']);
      await visible(row(page, 'Llamada atrasada').getByText('Vencida', { exact: true }));
      expect(await row(page, 'Llamar hoy').getByText('Vencida', { exact: true }).count()).toBe(0);
      await visible(row(page, 'Visita en 45 días').getByText(ddmmyyyy(caracasDay(45)), { exact: true }));
      await visible(row(page, 'Visita en 45 días').getByText('Cliente: Rosa Quintero · Llamada'));
      await screenshot(page, `tasks-page-all-${size}`);

      await openTab(page, 'Vencidas', 'overdue');
      await visible(row(page, 'Llamada atrasada'));
      await hidden(row(page, 'Visita en 45 días'));
      expect(await row(page, 'Llamar hoy').count()).toBe(0);

      await openTab(page, 'Hoy', 'today');
      await visible(row(page, 'Llamar hoy'));
      await hidden(row(page, 'Visita en 45 días'));

      await openTab(page, 'Próximas', 'upcoming');
      await visible(row(page, 'Visita en 45 días'));
      await hidden(row(page, 'Llamar hoy'));
      expect(await row(page, 'Llamada atrasada').count()).toBe(0);

      // Search and status stay in the URL.
      await openTab(page, 'Todas', 'all');
      await page.getByRole('textbox', { name: 'Buscar tareas' }).fill('atrasada');
      await page.waitForURL((u) => u.searchParams.get('searchQuery') === 'atrasada');
      await hidden(row(page, 'Visita en 45 días'));
      await visible(row(page, 'Llamada atrasada'));

      // A row opens the task panel.
      await row(page, 'Llamada atrasada').click();
      const panel = await visible(page.getByRole('dialog').filter({ hasText: 'Detalles de la tarea' }));
      await visible(panel.getByText('Llamada atrasada').first());
      await screenshot(page, `tasks-page-panel-${size}`);

      // The customer's tasks tab: the overdue task first, marked.
      await page.goto(j.url(`/customers/view/${slug}?section=tasks`));
      await visible(row(page, 'Llamada atrasada'));
      const customerTitles = await page.getByRole('button', { name: /^Abrir tarea / }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
      expect(customerTitles[0]).toBe('Abrir tarea Llamada atrasada');
      await visible(row(page, 'Llamada atrasada').getByText('Vencida', { exact: true }));
      await visible(row(page, 'Visita en 45 días'));
      await screenshot(page, `tasks-page-customer-${size}`);
    });
  }
});
