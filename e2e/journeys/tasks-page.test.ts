import type { Page } from '@playwright/test';
import { createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { caracasDay, ddmmyyyy, seedCall, seedCustomer } from '../support/customers';
import { at, expect, onScreen, shown, test } from '../support/fixtures';

/** A customer with three calls: one in 45 days, one today, one already overdue. */
async function seed(baseUrl: string, token: string) {
  const { tenantId, slug } = await seedCustomer(baseUrl, token);
  // Added first so that creation order does not explain the order on screen.
  await seedCall(baseUrl, token, tenantId, 'Visita en 45 días', `${caracasDay(45)}T23:59:59.000-04:00`);
  await seedCall(baseUrl, token, tenantId, 'Llamar hoy', `${caracasDay(0)}T23:59:59.000-04:00`);
  // Due at 00:00 today (Caracas): the API refuses past days, and this one is already overdue.
  await seedCall(baseUrl, token, tenantId, 'Llamada atrasada', `${caracasDay(0)}T00:00:00.000-04:00`);
  return { slug };
}

/** A task's card: an article named by its title (its title is the 'Abrir tarea …' button). */
const row = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

async function openTab(page: Page, name: string, tab: string) {
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  await page.waitForURL((u) => u.pathname === '/tasks' && u.searchParams.get('tab') === tab);
}

test.describe("the agent's task page /tasks (issue 13 item 3)", () => {
  for (const [size, viewport] of [
    ['375x812', MOBILE],
    ['1440x900', DESKTOP],
  ] as const) {
    test(`Tareas from the sidebar shows overdue, today's and a task 45 days away in their tabs at ${size}`, async ({ page, context, server, url }) => {
      await page.setViewportSize(viewport);
      const { token } = await createAgent(server.baseUrl, 'Valeria', uniqueEmail('tareas'), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);
      const { slug } = await seed(server.baseUrl, token);

      // 'Ver todas' on the dashboard's tasks block reaches /tasks.
      await page.goto(url('/dashboard'));
      const block = shown(page.getByRole('region', { name: 'Tareas pendientes' }));
      await expect(block).toBeVisible();
      await shown(block.getByRole('link', { name: 'Ver todas' })).click();
      await expect(page).toHaveURL(at('/tasks'));
      await expect(shown(page.getByRole('heading', { name: 'Tareas', level: 1 }))).toBeVisible();

      // 'Tareas' in the sidebar (behind the menu button on a phone).
      await page.goto(url('/dashboard'));
      await expect(shown(page.getByRole('region', { name: 'Tareas pendientes' }))).toBeVisible();
      if (viewport === MOBILE) await page.getByRole('button', { name: 'Abrir menú' }).click();
      await shown(page.getByRole('link', { name: 'Tareas', exact: true })).click();
      await expect(page).toHaveURL(at('/tasks'));

      // Todas: all three, the overdue one first and marked; each tab counts its tasks.
      await expect.poll(() => page.getByRole('tab', { name: /^Vencidas/ }).textContent()).toBe('Vencidas1');
      await expect.poll(() => page.getByRole('tab', { name: /^Hoy/ }).textContent()).toBe('Hoy2');
      await expect.poll(() => page.getByRole('tab', { name: /^Próximas/ }).textContent()).toBe('Próximas1');
      await expect.poll(() => page.getByRole('tab', { name: /^Todas/ }).textContent()).toBe('Todas3');
      // The four tabs fit the screen, none cut.
      const last = (await page.getByRole('tab', { name: /^Todas/ }).boundingBox())!;
      expect(last.x + last.width).toBeLessThanOrEqual(viewport.width);
      await expect(shown(row(page, 'Visita en 45 días'))).toBeVisible();
      const titles = await page.getByRole('button', { name: /^Abrir tarea / }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
      expect(titles).toEqual(['Abrir tarea Llamada atrasada', 'Abrir tarea Llamar hoy', 'Abrir tarea Visita en 45 días']);
      await expect(shown(row(page, 'Llamada atrasada').getByText('Vencida', { exact: true }))).toBeVisible();
      expect(await row(page, 'Llamar hoy').getByText('Vencida', { exact: true }).count()).toBe(0);
      await expect(shown(row(page, 'Visita en 45 días').getByText(ddmmyyyy(caracasDay(45)), { exact: true }))).toBeVisible();
      await expect(shown(row(page, 'Visita en 45 días').getByText('Cliente: Rosa Quintero · Llamada'))).toBeVisible();
      await screenshot(page, `tasks-page-all-${size}`);

      await openTab(page, 'Vencidas', 'overdue');
      await expect(shown(row(page, 'Llamada atrasada'))).toBeVisible();
      await expect(onScreen(row(page, 'Visita en 45 días'))).toHaveCount(0);
      expect(await row(page, 'Llamar hoy').count()).toBe(0);

      await openTab(page, 'Hoy', 'today');
      await expect(shown(row(page, 'Llamar hoy'))).toBeVisible();
      await expect(onScreen(row(page, 'Visita en 45 días'))).toHaveCount(0);

      await openTab(page, 'Próximas', 'upcoming');
      await expect(shown(row(page, 'Visita en 45 días'))).toBeVisible();
      await expect(onScreen(row(page, 'Llamar hoy'))).toHaveCount(0);
      expect(await row(page, 'Llamada atrasada').count()).toBe(0);

      // Search and status stay in the URL.
      await openTab(page, 'Todas', 'all');
      await page.getByRole('textbox', { name: 'Buscar tareas' }).fill('atrasada');
      await page.waitForURL((u) => u.searchParams.get('searchQuery') === 'atrasada');
      await expect(onScreen(row(page, 'Visita en 45 días'))).toHaveCount(0);
      await expect(shown(row(page, 'Llamada atrasada'))).toBeVisible();

      // A row opens the task panel.
      await row(page, 'Llamada atrasada').click();
      const panel = shown(page.getByRole('dialog').filter({ hasText: 'Detalles de la tarea' }));
      await expect(panel).toBeVisible();
      await expect(shown(panel.getByText('Llamada atrasada').first())).toBeVisible();
      await screenshot(page, `tasks-page-panel-${size}`);

      // The customer's tasks tab: the overdue task first, marked.
      await page.goto(url(`/customers/view/${slug}?section=tasks`));
      await expect(shown(row(page, 'Llamada atrasada'))).toBeVisible();
      const customerTitles = await page.getByRole('button', { name: /^Abrir tarea / }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
      expect(customerTitles[0]).toBe('Abrir tarea Llamada atrasada');
      await expect(shown(row(page, 'Llamada atrasada').getByText('Vencida', { exact: true }))).toBeVisible();
      await expect(shown(row(page, 'Visita en 45 días'))).toBeVisible();
      await screenshot(page, `tasks-page-customer-${size}`);
    });
  }
});
