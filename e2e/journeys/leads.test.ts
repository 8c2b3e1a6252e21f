import { describe, expect, test } from 'vitest';
import { callApi, createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, openVisit, screenshot } from '../support/browser';
import { publishableDraft } from '../support/drafts';
import { atPath, seeText, visible } from '../support/expect';
import { useJourney } from '../support/journey';

type Viewport = { width: number; height: number };

/** Publishes a draft through the API (the job runs against the fakes) and answers its public slug. */
async function publishListing(baseUrl: string, token: string): Promise<string> {
  const draft = await publishableDraft(baseUrl, token, 1);
  const started = await callApi(baseUrl, 'PUT', `/property-drafts/${draft.id}/publish`, { token });
  expect(started.status).toBe(200);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const read = (await callApi(baseUrl, 'GET', `/property-drafts/${draft.id}`, { token })).body.data as { status: number; property: { slug: string } | null };
    if (read.status === 3 && read.property) return read.property.slug;
    if (Date.now() > deadline) throw new Error(`the draft was not published: ${JSON.stringify(read).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Tomorrow in Caracas (UTC-4 all year) as the task list shows it: DD/MM/YYYY. */
function tomorrow(): string {
  return new Date(Date.now() - 4 * 3600e3 + 86400e3).toISOString().slice(0, 10).split('-').reverse().join('/');
}

describe("'Me interesa' reaches the agent's customers and tasks (issue 10)", () => {
  const j = useJourney();

  for (const [viewport, tag] of [
    [MOBILE, 'phone'],
    [DESKTOP, 'desktop'],
  ] as Array<[Viewport, string]>) {
    test(`a visitor's request becomes a Lead in Clientes and a task 'Contactar a …' in Tareas at ${viewport.width}x${viewport.height}`, async () => {
      const base = j.server.baseUrl;
      const email = uniqueEmail(`leads.${tag}`);
      const { token } = await createAgent(base, 'Valeria', email, 'Secreto1');
      const slug = await publishListing(base, token);
      const visitorName = tag === 'phone' ? 'Carla Méndez' : 'Ramón Ortega';
      const [first, last] = visitorName.split(' ') as [string, string];

      // The visitor, not signed in, sends the form on the public page.
      const { page: visitor } = j.visit;
      await visitor.setViewportSize(viewport);
      await visitor.goto(`${base}/p/${slug}`);
      const form = visitor.getByRole('region', { name: 'Me interesa' });
      await form.getByLabel('Nombre').fill(first);
      await form.getByLabel('Apellido').fill(last);
      await form.getByLabel('Teléfono', { exact: true }).fill(`0414${String(Date.now()).slice(-7)}`);
      await form.getByLabel('Mensaje (opcional)').fill('¿Aceptan crédito hipotecario?');
      await form.getByRole('button', { name: 'Enviar' }).click();
      await seeText(form, '¡Gracias por tu interés!');
      await screenshot(visitor, `leads-${tag}-sent`);

      // The agent signs in on another browser and finds the Lead among the customers.
      const agent = await openVisit(j.browser, base, viewport);
      try {
        const page = agent.page;
        await page.goto(`${base}/login`);
        await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
        await page.getByLabel('Contraseña', { exact: true }).fill('Secreto1');
        await page.getByRole('button', { name: 'Iniciar sesión' }).click();
        await page.waitForURL((u) => u.pathname !== '/login');
        await page.goto(`${base}/customers`);
        await visible(page.getByRole('heading', { name: 'Mis clientes' }));
        const card = await visible(page.getByRole('article', { name: visitorName }), 'the Lead card');
        await visible(card.getByText('Potencial cliente'), 'the Lead type on the card');
        await screenshot(page, `leads-${tag}-customers`);

        // Its timeline tells of the interest from the public page.
        await card.getByRole('link').first().click();
        await visible(page.getByRole('heading', { name: visitorName }));
        if (viewport === MOBILE) await page.getByRole('tab', { name: /Actividad/ }).click();
        await seeText(page, 'Se interesó en «Apartamento en venta en Chacao» desde su página pública');

        // Tareas holds 'Contactar a …', due tomorrow, with the listing and the message.
        await page.goto(`${base}/tasks`);
        await atPath(page, '/tasks');
        const row = await visible(page.getByRole('article', { name: `Contactar a ${visitorName}`, exact: true }), 'the lead task');
        await visible(row.getByText(`Cliente: ${visitorName} · Llamada`));
        await visible(row.getByText(tomorrow(), { exact: true }), 'tomorrow as the due date');
        await visible(row.getByText('En progreso', { exact: true }));
        await screenshot(page, `leads-${tag}-tasks`);
        await row.getByRole('button', { name: `Abrir tarea Contactar a ${visitorName}` }).click();
        const panel = await visible(page.getByRole('dialog').filter({ hasText: 'Detalles de la tarea' }));
        await visible(panel.getByText(/Se interesó en «Apartamento en venta en Chacao»/), 'the listing in the task');
        await visible(panel.getByText(/¿Aceptan crédito hipotecario\?/), 'the message in the task');
        await screenshot(page, `leads-${tag}-task-panel`);
      } finally {
        await agent.context.close();
      }
    });
  }
});
