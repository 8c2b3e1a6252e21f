import type { Page } from '@playwright/test';
import { createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { expect, shown, test } from '../support/fixtures';

const HINT = 'Escribe el teléfono para comprobar si el cliente ya existe';

/** The form's labels that carry the required mark, as the agent reads them (without the asterisk). */
async function markedLabels(page: Page): Promise<string[]> {
  return page.locator('form label').evaluateAll((labels) =>
    labels.filter((l) => (l.textContent ?? '').trim().endsWith('*')).map((l) => (l.textContent ?? '').replace('*', '').trim()),
  );
}

test.describe('a walk-in lead captured with a name and a phone (DECISIONS §3)', () => {
  for (const [size, viewport] of [
    ['375x812', MOBILE],
    ['1440x900', DESKTOP],
  ] as const) {
    test(`the form says why it waits, marks what is required, and lands on the view with a toast at ${size}`, async ({ page, context, server, url }) => {
      await page.setViewportSize(viewport);
      const { token } = await createAgent(server.baseUrl, 'Valeria', uniqueEmail('valeria'), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);

      // Before the phone: the rest waits, and the form says why.
      await page.goto(url('/customers/create'));
      await expect(shown(page.getByRole('heading', { name: 'Agregar cliente' }))).toBeVisible();
      await expect(shown(page.getByText(HINT))).toBeVisible();
      await expect(page.getByLabel('Nombre(s)')).toBeDisabled();
      expect(await markedLabels(page)).toEqual(['Código', 'Número de teléfono', 'Nombre(s)', 'Apellido(s)', 'Tipo de cliente']);
      await screenshot(page, `customer-form-empty-${size}`);

      // Sent empty: the phone's message.
      await page.getByRole('button', { name: 'Agregar cliente' }).click();
      await expect(shown(page.getByText('Debe ingresar un número de teléfono'))).toBeVisible();

      // The phone is looked up (nobody), the hint goes, the rest opens.
      await page.getByLabel('Número de teléfono').fill(`0414${String(Date.now()).slice(-7)}`);
      await expect(page.getByLabel('Nombre(s)')).toBeEnabled();
      await expect(page.getByText(HINT)).toHaveCount(0);
      await screenshot(page, `customer-form-phone-${size}`);

      // Sent with short names: their messages, and none for sex, state or locality.
      await page.getByLabel('Nombre(s)').fill('Ca');
      await page.getByLabel('Apellido(s)').fill('R1os');
      await page.getByRole('button', { name: 'Agregar cliente' }).click();
      await expect(shown(page.getByText('El nombre debe tener al menos 3 caracteres'))).toBeVisible();
      await expect(shown(page.getByText('El apellido solo puede contener letras'))).toBeVisible();
      await expect(page.getByText('Debe seleccionar un sexo')).toHaveCount(0);
      await expect(page.getByText('Debe seleccionar un estado')).toHaveCount(0);
      await screenshot(page, `customer-form-errors-${size}`);

      // A name and a phone are enough.
      await page.getByLabel('Nombre(s)').fill('Carla');
      await page.getByLabel('Apellido(s)').fill('Ríos');
      await screenshot(page, `customer-form-filled-${size}`);
      const saved = page.waitForResponse((r) => r.url().endsWith('/rest/v1/tenants') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Agregar cliente' }).click();
      expect((await saved).status()).toBe(201);

      // The view, with the toast there.
      await page.waitForURL((u) => u.pathname.startsWith('/customers/view/'));
      await expect(shown(page.getByRole('heading', { name: 'Carla Ríos' }))).toBeVisible();
      await expect(shown(page.getByText('Cliente agregado exitosamente'))).toBeVisible();
      if (viewport.width >= 1024) await page.getByRole('tab', { name: 'Información' }).click();
      await expect(shown(page.getByText('Sin especificar'))).toBeVisible();

      // The tabs on one line, the page no wider than the screen.
      const tabs = page.getByRole('tab');
      const tops = await tabs.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
      expect(tops.length).toBeGreaterThanOrEqual(5);
      expect(new Set(tops).size).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.mouse.move(0, 0);
      await expect(page.getByText('Cliente agregado exitosamente')).toBeHidden({ timeout: 10_000 });
      await screenshot(page, `customer-view-tabs-${size}`);

      // On a phone the last tab is reached by scrolling the line sideways.
      if (viewport.width < 1024) {
        const last = tabs.last();
        await last.scrollIntoViewIfNeeded();
        await last.click();
        await expect(last).toHaveAttribute('aria-selected', 'true');
        const after = await tabs.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), right: r.right })));
        expect(new Set(after.map((r) => r.top)).size).toBe(1);
        expect(after.at(-1)!.right).toBeLessThanOrEqual(viewport.width);
        await screenshot(page, `customer-view-tabs-scrolled-${size}`);
      }
    });
  }
});
