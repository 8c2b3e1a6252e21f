import type { Page } from '@playwright/test';
import { createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE } from '../support/browser';
import { expect, shown, test } from '../support/fixtures';

/**
 * What the browser records as going wrong on a page: console errors, uncaught errors and answers
 * of 400 or more from the app's API (each would show as a red line in the agent's console).
 */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('response', (res) => {
    if (res.status() >= 400 && new URL(res.url()).pathname.startsWith('/rest/v1/')) problems.push(`${res.status()} ${res.request().method()} ${res.url()}`);
  });
  return problems;
}

test.describe('normal flows log nothing in the browser console', () => {
  for (const [size, viewport] of [
    ['375x812', MOBILE],
    ['1440x900', DESKTOP],
  ] as const) {
    test(`sign-up's e-mail check, free or taken, logs no failed request at ${size}`, async ({ page, server, url }) => {
      await page.setViewportSize(viewport);
      const problems = watchProblems(page);
      const taken = uniqueEmail('tomada');
      await createAgent(server.baseUrl, 'Tomás', taken, 'Secreto1');

      // A taken e-mail: the message on step 1, answered 200.
      await page.goto(url('/signup'));
      await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
      await page.getByLabel('Correo electrónico', { exact: true }).fill(taken);
      const takenCheck = page.waitForResponse((r) => r.url().includes('/rest/v1/agents') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Continuar', exact: true }).click();
      expect((await takenCheck).status()).toBe(200);
      await expect(shown(page.getByText('El correo electrónico ya está en uso. Por favor, intenta con otro correo electrónico.'))).toBeVisible();

      // A free one: on to the password, answered 200 too.
      await page.getByLabel('Correo electrónico', { exact: true }).fill(uniqueEmail('lucia'));
      const freeCheck = page.waitForResponse((r) => r.url().includes('/rest/v1/agents') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Continuar', exact: true }).click();
      expect((await freeCheck).status()).toBe(200);
      await expect(shown(page.getByLabel('Contraseña', { exact: true }))).toBeVisible();

      expect(problems).toEqual([]);
    });

    test(`a customer look-up that finds nobody logs no failed request at ${size}`, async ({ page, context, server, url }) => {
      await page.setViewportSize(viewport);
      const { token } = await createAgent(server.baseUrl, 'Valeria', uniqueEmail('valeria'), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);
      const problems = watchProblems(page);

      await page.goto(url('/customers/create'));
      await expect(shown(page.getByRole('heading', { name: 'Agregar cliente' }))).toBeVisible();
      const byPhone = page.waitForResponse((r) => r.url().includes('/rest/v1/tenants/phone-number/'));
      await page.getByLabel('Número de teléfono').fill(`0414${String(Date.now()).slice(-7)}`);
      expect((await byPhone).status()).toBe(200);
      await expect(page.getByLabel('Nombre(s)')).toBeEnabled();

      const byEmail = page.waitForResponse((r) => r.url().includes('/rest/v1/tenants/email/'));
      await page.getByLabel('Correo electrónico').fill(uniqueEmail('nadie'));
      expect((await byEmail).status()).toBe(200);
      // Nobody found: no card, the form stays open.
      await expect(page.getByLabel('Cliente encontrado')).toHaveCount(0);
      await expect(page.getByLabel('Apellido(s)')).toBeEnabled();

      expect(problems).toEqual([]);
    });
  }
});
