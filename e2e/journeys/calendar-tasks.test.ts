import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { callApi, createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { caracasDay, seedCall, seedCustomer } from '../support/customers';
import { expect, onScreen, shown, test } from '../support/fixtures';

const SHOTS = '/tmp/shots-shell';
const TASK = 'Llamar para cerrar el trato';

/** What the agent sees now (the viewport), kept for looking at. */
async function view(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test.describe('tasks read as tasks: on their cards and in the Agenda', () => {
  for (const size of [MOBILE, DESKTOP]) {
    test(`a new task shows one status, and the Agenda shows it beside a visit of the same day, apart, opening it at ${size.width}x${size.height}`, async ({ page, context, server, url }) => {
      await page.setViewportSize(size);
      const { token } = await createAgent(server.baseUrl, 'Daniela', uniqueEmail(`agenda${size.width}`), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);
      const { tenantId, slug } = await seedCustomer(server.baseUrl, token);
      const day = caracasDay(2);
      await seedCall(server.baseUrl, token, tenantId, TASK, `${day}T23:59:59.000-04:00`);
      const visit = await callApi(server.baseUrl, 'POST', '/events', {
        token,
        body: { tenantId, startAt: `${day}T10:00:00.000-04:00`, endAt: `${day}T11:00:00.000-04:00` },
      });
      expect(visit.status, JSON.stringify(visit.body)).toBe(201);

      // The task's card: the type word is text beside the type, the status alone is a badge.
      await page.goto(url(`/customers/view/${slug}?section=tasks`));
      const card = shown(page.getByRole('article', { name: TASK }));
      await expect(card).toBeVisible();
      const word = card.getByText('Llamada · creada');
      await expect(word).toBeVisible();
      expect(await word.evaluate((el) => getComputedStyle(el).textTransform)).toBe('none');
      expect(await word.evaluate((el) => Boolean(el.closest('.mantine-Badge-root')))).toBe(false);
      const status = card.getByText('En progreso');
      expect(await status.evaluate((el) => Boolean(el.closest('.mantine-Badge-root')))).toBe(true);
      mkdirSync(SHOTS, { recursive: true });
      await card.screenshot({ path: `${SHOTS}/task-card-${size.width}.png` });

      // The Agenda's week: the visit and the task on the same day, drawn apart.
      await page.goto(url(`/calendar?view=week&date=${day}`));
      const task = shown(page.getByRole('button', { name: new RegExp(`^Tarea.*${TASK}`) }));
      await expect(task).toBeVisible();
      const visitBlock = shown(page.locator('[data-status]').filter({ hasText: 'Rosa Quintero' }));
      await expect(visitBlock).toBeVisible();
      const colours = async (el: typeof task) => el.evaluate((n) => `${getComputedStyle(n).backgroundColor} ${getComputedStyle(n).borderLeftColor}`);
      expect(await colours(task), 'the task drawn unlike the visit').not.toBe(await colours(visitBlock));
      await expect(task).toContainText(TASK);
      await view(page, `calendar-visit-and-task-${size.width}`);
      await screenshot(page, `calendar-visit-and-task-${size.width}`);

      // The month: the task in its day's cell too (on a phone, the list by day).
      await page.goto(url(`/calendar?view=month&date=${day}`));
      await expect(shown(page.getByRole('button', { name: new RegExp(`^Tarea.*${TASK}`) }))).toBeVisible();

      // Opened from the Agenda, it shows in its panel; deleted there, the panel closes at once and the toast says so.
      await shown(page.getByRole('button', { name: new RegExp(`^Tarea.*${TASK}`) })).click();
      const panel = shown(page.getByRole('dialog', { name: 'Detalles de la tarea' }));
      await expect(panel).toBeVisible();
      await expect(panel.getByText(TASK).first()).toBeVisible();
      await view(page, `calendar-task-panel-${size.width}`);
      await panel.getByRole('button', { name: 'Opciones de la tarea' }).click();
      await shown(page.getByRole('menuitem', { name: 'Eliminar tarea' })).click();
      const confirm = shown(page.getByRole('dialog', { name: 'Eliminar tarea' }));
      await confirm.getByRole('button', { name: 'Eliminar tarea' }).click();
      await expect(shown(page.getByText('Tarea eliminada exitosamente.'))).toBeVisible();
      await expect(onScreen(page.getByRole('dialog', { name: 'Detalles de la tarea' }))).toHaveCount(0);
      await expect(onScreen(page.getByRole('button', { name: new RegExp(`^Tarea.*${TASK}`) })), 'the deleted task left the Agenda').toHaveCount(0);
      await expect(shown(page.getByText('Rosa Quintero'))).toBeVisible();
    });
  }
});
