import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, openVisit, screenshot } from '../support/browser';
import { caracasDay, seedCall, seedCustomer } from '../support/customers';
import { pick } from '../support/forms';
import { at, expect, onScreen, shown, test } from '../support/fixtures';
import { CHECKLIST, openChecklist, ROUND_BUTTON, scrollToEnd } from '../support/checklist';
import { startServer, type RunningServer } from '../support/server';

const NO_NETWORKS = 'Las redes sociales aún no están disponibles en este servidor. Podrás conectarlas más tarde desde Vinculación.';
const SHOTS = '/tmp/shots-shell';

/** What the agent sees now (the viewport, not the whole page), for looking at what floats over what. */
async function view(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any area. */
function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The box of the checklist as drawn now (its card or its round button), or null when it is not shown. */
async function checklistBox(page: Page): Promise<Box | null> {
  const drawn = onScreen(page.getByRole('dialog', { name: CHECKLIST }).or(page.getByRole('button', { name: ROUND_BUTTON })));
  if ((await drawn.count()) === 0) return null;
  return drawn.first().boundingBox();
}

/** Fails when the checklist covers any of these elements. */
async function expectUncovered(page: Page, targets: Locator[], what: string) {
  const panel = await checklistBox(page);
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box, `${what}: ${await target.textContent()} is on screen`).not.toBeNull();
    if (panel) expect(intersects(panel, box!), `${what}: the checklist covers '${(await target.textContent())?.trim()}'`).toBe(false);
  }
}

test.describe('the floating checklist never covers the menu, a dialog or the page', () => {
  for (const size of [MOBILE, DESKTOP]) {
    test(`Escape minimises it, the phone menu and dialogs push it aside, and a task's last badge stays clear at ${size.width}x${size.height}`, async ({ page, context, server, url }) => {
      await page.setViewportSize(size);
      const { token } = await createAgent(server.baseUrl, 'Marisol', uniqueEmail(`cover${size.width}`), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);
      const { tenantId, slug } = await seedCustomer(server.baseUrl, token);
      for (const n of [1, 2, 3]) await seedCall(server.baseUrl, token, tenantId, `Llamada ${n}`, `${caracasDay(n)}T23:59:59.000-04:00`);

      await page.goto(url('/dashboard'));
      const card = await openChecklist(page);
      // The profile item says what it still waits for, so '1 de 3' reads right.
      const profile = card.getByRole('link', { name: /Completa tu perfil de agente/ });
      await expect(profile).toContainText(/Falta/);

      // Escape minimises it.
      await page.keyboard.press('Escape');
      await expect(onScreen(page.getByRole('dialog', { name: CHECKLIST }))).toHaveCount(0);
      await expect(shown(page.getByRole('button', { name: ROUND_BUTTON }))).toBeVisible();

      if (size === MOBILE) {
        // The phone menu: open or minimised, the checklist never sits over its links.
        for (const state of ['minimised', 'open'] as const) {
          if (state === 'open') await openChecklist(page);
          await page.getByRole('button', { name: 'Abrir menú' }).click();
          const links = [page.getByRole('link', { name: 'Vinculación' }), page.getByRole('link', { name: 'Ajustes' })];
          for (const link of links) await expect(shown(link)).toBeVisible();
          // Wait for the drawer's slide to end before measuring.
          await expect.poll(async () => (await links[1]!.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
          await expectUncovered(page, links.map(shown), `the phone menu with the checklist ${state}`);
          await view(page, `checklist-${state}-phone-menu-${size.width}`);
          await page.getByRole('button', { name: 'Cerrar menú' }).click();
          await expect(shown(page.getByRole('button', { name: ROUND_BUTTON }).or(page.getByRole('dialog', { name: CHECKLIST })))).toBeVisible();
        }
        await page.keyboard.press('Escape');
      }

      // A drawer ('Agregar tarea') puts the checklist aside while it is open.
      await page.goto(url(`/customers/view/${slug}?section=tasks`));
      const badges = page.getByRole('article').getByText('Prioridad Media');
      await expect(shown(badges)).toBeVisible();
      await shown(page.getByRole('button', { name: 'Agregar tarea' })).click();
      const drawer = shown(page.getByRole('dialog', { name: 'Agregar tarea de seguimiento' }));
      await expect(drawer).toBeVisible();
      await expect(onScreen(page.getByRole('button', { name: ROUND_BUTTON }))).toHaveCount(0);
      await view(page, `checklist-under-drawer-${size.width}`);
      await drawer.getByRole('button', { name: 'Cerrar' }).click();
      await expect(onScreen(page.getByRole('dialog', { name: 'Agregar tarea de seguimiento' }))).toHaveCount(0);

      // Scrolled to the end, the last task's badges and buttons are clear of the round button and of the card.
      for (const state of ['minimised', 'open'] as const) {
        if (state === 'open') await openChecklist(page);
        await expect
          .poll(async () => {
            await scrollToEnd(page);
            const last = onScreen(badges).last();
            const panel = await checklistBox(page);
            const box = await last.boundingBox();
            return Boolean(panel && box && !intersects(panel, box));
          }, { message: `the last 'Prioridad Media' badge clear of the checklist ${state}` })
          .toBe(true);
        const lastCard = onScreen(page.getByRole('article')).last();
        await expectUncovered(page, [onScreen(badges).last(), lastCard.getByText('En progreso')], `the customer's tasks, checklist ${state}`);
        await view(page, `checklist-${state}-customer-tasks-${size.width}`);
      }
      await screenshot(page, `checklist-customer-tasks-${size.width}`);
    });
  }

  test("onboarding's profile step moves on as soon as it is saved, its toast showing on the photo step", async ({ page, context, server, url }) => {
    await page.setViewportSize(MOBILE);
    const { token } = await createAgent(server.baseUrl, 'Teresa', uniqueEmail('network'), 'Secreto1');
    await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);
    // Milestones 1 and 2 through the app's own calls: the profile step and an avatar.
    await page.goto(url('/onboarding?step=1'));
    await pick(page, 'Estado', 'Miranda');
    await pick(page, 'Localidad', 'Sucre');
    await page.getByLabel('Teléfono de contacto').fill('412 555 1234');
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    // The next step is there while the save's toast still shows: no pause after the answer.
    await expect(shown(page.getByText('Sube tu foto de perfil').first()), 'the photo step').toBeVisible();
    await expect(shown(page.getByText(/Tu perfil se ha actualizado/)), "the save's toast on the photo step").toBeVisible();
  });
});

test.describe('onboarding on a server without Meta configured', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer({ without: ['INSTAGRAM_APP_ID', 'INSTAGRAM_APP_SECRET', 'FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'] });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  for (const size of [MOBILE, DESKTOP]) {
    test(`the last step says once that no network is available and 'Lo haré más tarde' is the way on at ${size.width}x${size.height}`, async ({ browser }) => {
      const visit = await openVisit(browser, server.baseUrl, size);
      const { page, context } = visit;
      try {
        const { token } = await createAgent(server.baseUrl, 'Gabriel', uniqueEmail(`nometa${size.width}`), 'Secreto1');
        await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);
        await page.goto(`${server.baseUrl}/onboarding?step=3`);

        await expect(shown(page.getByText(NO_NETWORKS))).toBeVisible();
        await expect(onScreen(page.getByText(NO_NETWORKS))).toHaveCount(1);
        await expect(onScreen(page.getByText('No disponible por ahora'))).toHaveCount(0);
        await expect(shown(page.getByRole('button', { name: 'Finalizar y comenzar' }))).toBeDisabled();
        const later = shown(page.getByRole('button', { name: 'Lo haré más tarde' }));
        await expect(later).toBeVisible();
        // A filled button, not a line of grey text.
        const background = await later.evaluate((el) => getComputedStyle(el).backgroundColor);
        expect(background).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
        await view(page, `onboarding-no-meta-${size.width}`);
        await screenshot(page, `onboarding-no-meta-${size.width}`);

        await later.click();
        await expect(page).toHaveURL(at('/dashboard', { from: 'onboarding' }));
      } finally {
        await context.close();
      }
    });
  }
});
