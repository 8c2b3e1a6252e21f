import { createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, openVisit, screenshot } from '../support/browser';
import { publishedListing } from '../support/drafts';
import { at, expect, shown, test } from '../support/fixtures';

type Viewport = { width: number; height: number };

/** Tomorrow in Caracas (UTC-4 all year) as the task list shows it: DD/MM/YYYY. */
function tomorrow(): string {
  return new Date(Date.now() - 4 * 3600e3 + 86400e3).toISOString().slice(0, 10).split('-').reverse().join('/');
}

test.describe("'Me interesa' reaches the agent's customers and tasks (issue 10)", () => {
  for (const [viewport, tag] of [
    [MOBILE, 'phone'],
    [DESKTOP, 'desktop'],
  ] as Array<[Viewport, string]>) {
    test(`a visitor's request becomes a Lead in Clientes and a task 'Contactar a …' in Tareas at ${viewport.width}x${viewport.height}`, async ({ browser, visit, server }) => {
      const base = server.baseUrl;
      const email = uniqueEmail(`leads.${tag}`);
      const { token } = await createAgent(base, 'Valeria', email, 'Secreto1');
      const slug = await publishedListing(base, token, 1);
      const visitorName = tag === 'phone' ? 'Carla Méndez' : 'Ramón Ortega';
      const [first, last] = visitorName.split(' ') as [string, string];

      // The visitor, not signed in, sends the form on the public page.
      const { page: visitor } = visit;
      await visitor.setViewportSize(viewport);
      await visitor.goto(`${base}/p/${slug}`);
      const form = visitor.getByRole('region', { name: 'Me interesa' });
      await form.getByLabel('Nombre').fill(first);
      await form.getByLabel('Apellido').fill(last);
      await form.getByLabel('Teléfono', { exact: true }).fill(`0414${String(Date.now()).slice(-7)}`);
      await form.getByLabel('Mensaje (opcional)').fill('¿Aceptan crédito hipotecario?');
      await form.getByRole('button', { name: 'Enviar' }).click();
      await expect(shown(form.getByText('¡Gracias por tu interés!'))).toBeVisible();
      await screenshot(visitor, `leads-${tag}-sent`);

      // The agent signs in on another browser and finds the Lead among the customers.
      const agent = await openVisit(browser, base, viewport);
      try {
        const page = agent.page;
        await page.goto(`${base}/login`);
        await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
        await page.getByLabel('Contraseña', { exact: true }).fill('Secreto1');
        await page.getByRole('button', { name: 'Iniciar sesión' }).click();
        await page.waitForURL((u) => u.pathname !== '/login');
        await page.goto(`${base}/customers`);
        await expect(shown(page.getByRole('heading', { name: 'Mis clientes' }))).toBeVisible();
        const card = shown(page.getByRole('article', { name: visitorName }));
        await expect(card, 'the Lead card').toBeVisible();
        await expect(shown(card.getByText('Potencial cliente')), 'the Lead type on the card').toBeVisible();
        await screenshot(page, `leads-${tag}-customers`);

        // Its timeline tells of the interest from the public page.
        await card.getByRole('link').first().click();
        await expect(shown(page.getByRole('heading', { name: visitorName }))).toBeVisible();
        if (viewport === MOBILE) await page.getByRole('tab', { name: /Actividad/ }).click();
        await expect(shown(page.getByText('Se interesó en «Apartamento en venta en Chacao» desde su página pública'))).toBeVisible();

        // Tareas holds 'Contactar a …', due tomorrow, with the listing and the message.
        await page.goto(`${base}/tasks`);
        await expect(page).toHaveURL(at('/tasks'));
        const row = shown(page.getByRole('article', { name: `Contactar a ${visitorName}`, exact: true }));
        await expect(row, 'the lead task').toBeVisible();
        await expect(shown(row.getByText(`Cliente: ${visitorName} · Llamada`))).toBeVisible();
        await expect(shown(row.getByText(tomorrow(), { exact: true })), 'tomorrow as the due date').toBeVisible();
        await expect(shown(row.getByText('En progreso', { exact: true }))).toBeVisible();
        await screenshot(page, `leads-${tag}-tasks`);
        await row.getByRole('button', { name: `Abrir tarea Contactar a ${visitorName}` }).click();
        const panel = shown(page.getByRole('dialog').filter({ hasText: 'Detalles de la tarea' }));
        await expect(panel).toBeVisible();
        await expect(shown(panel.getByText(/Se interesó en «Apartamento en venta en Chacao»/)), 'the listing in the task').toBeVisible();
        await expect(shown(panel.getByText(/¿Aceptan crédito hipotecario\?/)), 'the message in the task').toBeVisible();
        await screenshot(page, `leads-${tag}-task-panel`);
      } finally {
        await agent.context.close();
      }
    });
  }
});
