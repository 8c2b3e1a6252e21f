import type { Locator, Page } from '@playwright/test';
import { createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { caracasDay, ddmmyyyy, seedCustomer } from '../support/customers';
import { clickLandsOn } from '../support/forms';
import { at, expect, onScreen, shown, test } from '../support/fixtures';

/** Nothing is drawn over these controls: a click at their centre reaches them. */
async function expectReachable(...targets: Locator[]) {
  for (const target of targets) {
    await expect(target).toBeVisible();
    expect(await clickLandsOn(target), `covered: ${await target.innerText()}`).toBe(true);
  }
}

/** Waits for a toast to go (a toast fading out while axe reads the page blends its colours). */
async function toastGone(page: Page, text: string) {
  await page.mouse.move(0, 0);
  await expect(page.getByText(text)).toBeHidden({ timeout: 10_000 });
}

test.describe('visits on the calendar (issue 12)', () => {
  for (const [size, viewport] of [
    ['375x812', MOBILE],
    ['1440x900', DESKTOP],
  ] as const) {
    test(`schedule a visit from the customer view, see it on /calendar and the dashboard, mark it Realizada at ${size}`, async ({ page, context, server, url }) => {
      await page.setViewportSize(viewport);
      const { token } = await createAgent(server.baseUrl, 'Valeria', uniqueEmail('agenda'), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);
      const { slug } = await seedCustomer(server.baseUrl, token);
      const today = caracasDay(0);

      // The customer view's 'Eventos' tab: schedule a visit today, 10:00–11:00 in Caracas.
      await page.goto(url(`/customers/view/${slug}?section=events`));
      await expect(shown(page.getByText('Este cliente no tiene visitas agendadas'))).toBeVisible();
      await shown(page.getByRole('button', { name: 'Agendar visita' })).click();
      const form = shown(page.getByRole('dialog', { name: 'Agendar visita' }));
      await expect(form).toBeVisible();
      await expect(form.getByRole('combobox', { name: 'Cliente' })).toHaveValue('Rosa Quintero');
      await form.getByRole('combobox', { name: 'Fecha' }).fill(ddmmyyyy(today));
      await form.getByLabel('Hora de inicio').fill('10:00');
      await form.getByLabel('Hora de fin').fill('11:00');
      await form.getByLabel('Lugar').fill('Av. Francisco de Miranda, Chacao');
      await form.getByLabel('Nota').fill('Llevar las llaves del apartamento');
      await expectReachable(form.getByRole('button', { name: 'Agendar visita' }), form.getByRole('button', { name: 'Cancelar' }));
      await screenshot(page, `visits-form-${size}`);
      await form.getByRole('button', { name: 'Agendar visita' }).click();
      await expect(shown(page.getByText('Visita agendada exitosamente'))).toBeVisible();
      await expect(onScreen(page.getByRole('dialog', { name: 'Agendar visita' }))).toHaveCount(0);
      const when = `${ddmmyyyy(today)} 10:00 – 11:00`;
      await expect(shown(page.getByRole('article', { name: `Visita del ${when}` }))).toBeVisible();
      await toastGone(page, 'Visita agendada exitosamente');

      // 'Agenda' in the sidebar (behind the menu button on a phone): the month, then the week and the day.
      if (viewport === MOBILE) await page.getByRole('button', { name: 'Abrir menú' }).click();
      await shown(page.getByRole('link', { name: 'Agenda', exact: true })).click();
      await expect(page).toHaveURL(at('/calendar'));
      await expect(shown(page.getByRole('heading', { name: 'Agenda', level: 1 }))).toBeVisible();
      await expect(page).toHaveTitle('Agenda - Vitrina Agentes');
      const visit = shown(page.getByRole('button', { name: /10:00.*Rosa Quintero/ }));
      await expect(visit).toBeVisible();
      if (viewport === DESKTOP) await expect(shown(page.getByRole('group', { name: 'Calendario del mes' }))).toBeVisible();
      else await expect(onScreen(page.getByRole('group', { name: 'Calendario del mes' }))).toHaveCount(0);
      await expectReachable(shown(page.getByRole('button', { name: 'Agendar visita' })), shown(page.getByRole('button', { name: 'Siguiente' })));
      await screenshot(page, `visits-calendar-month-${size}`);
      if (viewport === DESKTOP) {
        // The grid's last day, brought to the middle of the window, is clear of the floating checklist.
        const lastDay = shown(page.getByRole('group', { name: 'Calendario del mes' }).getByRole('button', { name: /^Ver el / }).last());
        await lastDay.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await expectReachable(lastDay);
      }

      await shown(page.getByText('Semana', { exact: true })).click();
      await expect(page).toHaveURL(at('/calendar', { view: 'week', date: today }));
      await expect(shown(page.getByRole('button', { name: /Rosa Quintero/ }))).toBeVisible();
      await screenshot(page, `visits-calendar-week-${size}`);

      await shown(page.getByText('Día', { exact: true })).click();
      await expect(page).toHaveURL(at('/calendar', { view: 'day', date: today }));
      // A reload keeps the view and the day.
      await page.reload();
      const dayVisit = shown(page.getByRole('button', { name: /10:00 – 11:00.*Rosa Quintero/ }));
      await expect(dayVisit).toBeVisible();
      await expect(dayVisit).toContainText('Programada');
      await screenshot(page, `visits-calendar-day-${size}`);

      // The dashboard's 'Visitas de hoy'.
      await page.goto(url('/dashboard'));
      const todayBlock = shown(page.getByRole('region', { name: 'Visitas de hoy' }));
      await expect(todayBlock.getByRole('link', { name: /Rosa Quintero/ })).toBeVisible();
      await expect(todayBlock).toContainText('10:00 – 11:00');

      // Mark it Realizada on the customer view; the calendar shows it so.
      await todayBlock.getByRole('link', { name: /Rosa Quintero/ }).click();
      await expect(page).toHaveURL(at(`/customers/view/${slug}`, { section: 'events' }));
      const row = shown(page.getByRole('article', { name: `Visita del ${when}` }));
      await row.getByRole('combobox', { name: `Estado de la visita del ${when}` }).click();
      await shown(page.getByRole('option', { name: 'Realizada', exact: true })).click();
      await expect(shown(page.getByText('Estado de la visita actualizado'))).toBeVisible();
      await expect(row.getByRole('combobox', { name: `Estado de la visita del ${when}` })).toHaveValue('Realizada');

      await page.goto(url(`/calendar?view=day&date=${today}`));
      await expect(shown(page.getByRole('button', { name: /Rosa Quintero/ }))).toContainText('Realizada');
      // Scheduling is in the customer's timeline.
      await page.goto(url(`/customers/view/${slug}?section=${viewport === DESKTOP ? 'events' : 'activity'}`));
      await expect(shown(page.getByText('Se ha agendado una visita'))).toBeVisible();
    });
  }
});
