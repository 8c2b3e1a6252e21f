import type { Locator, Page } from '@playwright/test';
import { callApi, createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { expect, shown, test } from '../support/fixtures';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A name for a combobox: its label, else its aria-label, else its placeholder. */
function nameOf(box: Locator): Promise<string> {
  return box.evaluate((el) => {
    const input = el as HTMLInputElement;
    return (input.labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? input.placeholder ?? '?').trim();
  });
}

/** Where a dropdown must be: styled as a floating layer, against its input, inside the viewport. */
async function checkDropdown(page: Page, where: string, name: string, input: Box, listbox: Locator) {
  const what = `${where}: the dropdown of '${name}'`;
  const view = page.viewportSize() ?? DESKTOP;
  const layer = await listbox.evaluate((el) => {
    // The dropdown is the listbox's positioned ancestor (Mantine's Popover dropdown).
    let node: HTMLElement | null = el as HTMLElement;
    while (node && !['absolute', 'fixed'].includes(getComputedStyle(node).position)) node = node.parentElement;
    if (!node) return null;
    const r = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    return { x: r.x, y: r.y, width: r.width, height: r.height, background: style.backgroundColor };
  });
  expect(layer, `${what} floats (a stylesheet is missing otherwise)`).not.toBeNull();
  if (!layer) return;
  expect(layer.background, `${what} has a background`).not.toBe('rgba(0, 0, 0, 0)');
  const under = layer.y >= input.y + input.height - 2 && layer.y <= input.y + input.height + 24;
  // Mantine turns it above its input when there is no room below, as it should.
  const above = layer.y + layer.height <= input.y + 2 && layer.y + layer.height >= input.y - 24;
  expect(under || above, `${what} sits against its input (input ${JSON.stringify(input)}, dropdown ${JSON.stringify(layer)})`).toBe(true);
  expect(Math.abs(layer.x - input.x) <= 4 || (layer.x <= input.x && layer.x + layer.width >= input.x + input.width), `${what} lines up with its input`).toBe(true);
  expect(layer.x >= 0 && layer.y >= 0, `${what} starts inside the viewport`).toBe(true);
  expect(layer.x + layer.width <= view.width + 1 && layer.y + layer.height <= view.height + 1, `${what} ends inside the viewport`).toBe(true);
}

/**
 * Opens every enabled select on the page, one after another (each choice can enable the next, as
 * Estado does Localidad), checks its dropdown and picks its first option. Answers how many it opened.
 */
async function checkEverySelect(page: Page, where: string, skip: string[] = []): Promise<number> {
  const done = new Set<string>(skip);
  for (let opened = 0; opened < 40; opened += 1) {
    // Date fields are comboboxes too, but their popup is a calendar dialog (the dates journey's).
    const boxes = page.getByRole('combobox').and(page.locator(':not([aria-haspopup="dialog"])'));
    let next: Locator | null = null;
    let name = '';
    for (let i = 0; i < (await boxes.count()); i += 1) {
      const box = boxes.nth(i);
      if (!(await box.isVisible()) || !(await box.isEnabled())) continue;
      const candidate = await nameOf(box);
      if (done.has(candidate)) continue;
      next = box;
      name = candidate;
      break;
    }
    if (!next) return done.size - skip.length;
    done.add(name);
    await next.scrollIntoViewIfNeeded();
    await next.click();
    const listbox = page.locator('[role="listbox"]:visible').last();
    await expect(shown(listbox), `${where}: the options of '${name}'`).toBeVisible();
    const input = await next.boundingBox();
    expect(input, `${where}: '${name}' has a box`).not.toBeNull();
    if (input) await checkDropdown(page, where, name, input, listbox);
    const option = listbox.getByRole('option').first();
    if (await option.count()) await option.click();
    else await page.keyboard.press('Escape');
  }
  throw new Error(`${where}: more than 40 selects`);
}

test.describe('every select opens styled under its input (issue 13 item 5)', () => {
  for (const size of [MOBILE, DESKTOP]) {
    test(`onboarding, Perfil, customers, tasks, drafts and the editor at ${size.width}x${size.height}`, async ({ page, context, server, url }) => {
      await page.setViewportSize(size);
      const { token } = await createAgent(server.baseUrl, 'Gabriela', uniqueEmail(`selects${size.width}`), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);
      const counts: Record<string, number> = {};

      // The first screen a new agent sees, straight after sign-up (no other page loaded before).
      await page.goto(url('/onboarding'));
      await expect(shown(page.getByRole('heading', { name: 'Datos de perfil' }))).toBeVisible();
      counts.onboarding = await checkEverySelect(page, 'onboarding');
      await screenshot(page, `selects-onboarding-${size.width}`);

      await page.goto(url('/account?section=profile'));
      await expect(shown(page.getByRole('button', { name: 'Guardar cambios' }))).toBeVisible();
      counts.profile = await checkEverySelect(page, 'Perfil');

      await page.goto(url('/customers/create'));
      await expect(shown(page.getByRole('heading', { name: 'Agregar cliente' }))).toBeVisible();
      await page.getByLabel('Número de teléfono').fill(`0414${String(Date.now()).slice(-7)}`);
      await page.getByLabel('Nombre(s)').fill('Rosa');
      counts.customer = await checkEverySelect(page, 'Agregar cliente');

      const customer = await callApi(server.baseUrl, 'POST', '/tenants', {
        token,
        body: {
          firstName: 'Mario',
          lastName: 'Rivas',
          tenantType: 2,
          phoneCode: '58',
          phoneNumber: `424${String(Date.now()).slice(-7)}`,
          emailAddress: null,
          documentType: null,
          documentNumber: null,
          sex: 1,
          countryState: null,
          countryLocation: null,
          birthDate: null,
        },
      });
      expect(customer.status, JSON.stringify(customer.body)).toBe(201);
      const slug = (customer.body.data as { slug?: string } | null)?.slug;
      {
        await page.goto(url(`/customers/view/${slug}`));
        await shown(page.getByRole('button', { name: 'Agregar tarea' }).first()).click();
        await expect(shown(page.getByLabel('Título'))).toBeVisible();
        counts.task = await checkEverySelect(page, 'Agregar tarea');
      }

      await page.goto(url('/customers'));
      await expect(shown(page.getByRole('heading', { name: 'Mis clientes' }))).toBeVisible();
      if (!(await page.getByRole('form', { name: 'Filtrar clientes' }).isVisible())) await page.getByRole('button', { name: 'Filtrar clientes' }).click();
      counts.customerFilters = await checkEverySelect(page, 'Filtrar clientes');

      await page.goto(url('/tasks'));
      await expect(shown(page.getByText('Vencidas'))).toBeVisible();
      counts.tasks = await checkEverySelect(page, 'Tareas');

      await page.goto(url('/properties/drafts'));
      const draftFilters = page.getByRole('form', { name: 'Filtrar borradores' });
      await expect(shown(page.getByRole('button', { name: 'Filtrar borradores' }))).toBeVisible();
      if (!(await draftFilters.isVisible())) await page.getByRole('button', { name: 'Filtrar borradores' }).click();
      await expect(shown(draftFilters)).toBeVisible();
      counts.draftFilters = await checkEverySelect(page, 'Filtrar borradores');

      const draft = await callApi(server.baseUrl, 'POST', '/property-drafts', { token });
      const draftId = (draft.body.data as { propertyDraftId?: string } | null)?.propertyDraftId;
      expect(draftId, JSON.stringify(draft.body)).toBeTruthy();
      await page.goto(url(`/property-editor/${draftId}/create`));
      await expect(shown(page.getByRole('combobox', { name: 'Tipo de propiedad' }))).toBeVisible();
      counts.editor = await checkEverySelect(page, 'Propiedad');
      await screenshot(page, `selects-editor-${size.width}`);
      // The type just picked is a change: with a price it saves by itself on leaving the tool.
      await page.getByLabel('Precio (USD)').fill('95000');
      // Dirección, from the side menu (behind 'Menú' on a phone).
      const nav = page.getByRole('navigation', { name: 'Herramientas del editor' });
      if (!(await nav.isVisible())) await page.getByRole('button', { name: 'Menú', exact: true }).click();
      await shown(page.getByRole('button', { name: 'Dirección', exact: true }).or(page.getByRole('link', { name: 'Dirección', exact: true })).first()).click();
      await expect(shown(page.getByRole('combobox', { name: 'Estado' }))).toBeVisible();
      counts.address = await checkEverySelect(page, 'Dirección');

      // Every form above has selects; a form whose selects vanished would pass unseen otherwise.
      for (const [form, count] of Object.entries(counts)) expect(count, `selects opened on ${form}`).toBeGreaterThan(0);
    });
  }
});
