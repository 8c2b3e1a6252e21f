import { describe, expect, test } from 'vitest';
import { callApi, createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { hidden, visible } from '../support/expect';
import { useJourney } from '../support/journey';

/** YYYY-MM-DD in Caracas (UTC-4 all year), `offsetDays` from today. */
function caracasDay(offsetDays: number): string {
  return new Date(Date.now() - 4 * 3600e3 + offsetDays * 86400e3).toISOString().slice(0, 10);
}

/** A customer with one task of the agent, through the API. */
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
  expect(tenant.status, JSON.stringify(tenant.body)).toBe(201);
  const { tenantId, slug } = tenant.body.data as { tenantId: string; slug: string };
  const types = (await callApi(baseUrl, 'GET', '/tasks-types?relationship=1', { token })).body.data as Array<{ taskTypeId: number; name: string }>;
  const taskTypeId = types.find((t) => t.name === 'Llamada')!.taskTypeId;
  const task = await callApi(baseUrl, 'POST', `/tenants/${tenantId}/tasks`, {
    token,
    body: { taskTypeId, title: 'Llamar por la visita', description: 'Confirmar la visita al apartamento', priority: 2, expiredAt: `${caracasDay(3)}T23:59:59.000-04:00` },
  });
  expect(task.status, JSON.stringify(task.body)).toBe(201);
  return { slug };
}

const DISCARD = '¿Descartar los cambios?';

describe('the task panel keeps what is typed (issue 13 item 9)', () => {
  const j = useJourney();

  for (const [size, viewport] of [
    ['375x812', MOBILE],
    ['1440x900', DESKTOP],
  ] as const) {
    test(`typed text is kept unless the agent discards it, and Prioridad opens on the first click at ${size}`, async () => {
      const { page, context } = j.visit;
      await page.setViewportSize(viewport);
      const { token } = await createAgent(j.server.baseUrl, 'Valeria', uniqueEmail('panel'), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: j.server.baseUrl }]);
      const { slug } = await seed(j.server.baseUrl, token);

      await page.goto(j.url(`/customers/view/${slug}?section=tasks`));
      await visible(page.getByRole('button', { name: 'Abrir tarea Llamar por la visita' }));
      const addButton = await visible(page.getByRole('button', { name: 'Agregar tarea' }));

      // A clean form closes at once.
      await addButton.click();
      await visible(page.getByRole('dialog', { name: 'Agregar tarea de seguimiento' }));
      await page.keyboard.press('Escape');
      await hidden(page.getByRole('dialog', { name: 'Agregar tarea de seguimiento' }));

      // Start the title, then one click on Prioridad opens its list: no message appears on
      // leaving the title and moves the field under the pointer.
      await addButton.click();
      const add = await visible(page.getByRole('dialog', { name: 'Agregar tarea de seguimiento' }));
      const title = add.getByLabel('Título');
      await title.click();
      await title.pressSequentially('Ll');
      const priority = add.getByRole('combobox', { name: 'Prioridad', exact: true });
      const before = await priority.boundingBox();
      await priority.click();
      await visible(page.getByRole('option', { name: 'Alta', exact: true }), "Prioridad's option 'Alta' after one click");
      expect(await priority.boundingBox()).toEqual(before);
      await (await visible(page.getByRole('option', { name: 'Alta', exact: true }))).click();
      expect(await priority.inputValue()).toBe('Alta');
      await title.fill('Llamar a Rosa');

      // A click outside (the page beside the panel; a phone has none, so Escape) asks first.
      if (viewport.width > 600) await page.mouse.click(100, viewport.height / 2);
      else await page.keyboard.press('Escape');
      const ask = await visible(page.getByRole('dialog', { name: DISCARD }), `the question '${DISCARD}'`);
      await screenshot(page, `task-panel-discard-${size}`);
      await ask.getByRole('button', { name: 'Seguir editando' }).click();
      await hidden(page.getByRole('dialog', { name: DISCARD }));
      await visible(add);
      expect(await title.inputValue()).toBe('Llamar a Rosa');

      // Escape and the close button ask too; 'Descartar' closes and drops the text.
      await title.click();
      await page.keyboard.press('Escape');
      await (await visible(page.getByRole('dialog', { name: DISCARD }))).getByRole('button', { name: 'Seguir editando' }).click();
      expect(await title.inputValue()).toBe('Llamar a Rosa');
      await add.getByRole('button', { name: 'Cerrar', exact: true }).click();
      await (await visible(page.getByRole('dialog', { name: DISCARD }))).getByRole('button', { name: 'Descartar' }).click();
      await hidden(page.getByRole('dialog', { name: 'Agregar tarea de seguimiento' }));
      await addButton.click();
      const again = await visible(page.getByRole('dialog', { name: 'Agregar tarea de seguimiento' }));
      expect(await again.getByLabel('Título').inputValue()).toBe('');
      await page.keyboard.press('Escape');
      await hidden(page.getByRole('dialog', { name: 'Agregar tarea de seguimiento' }));

      // The detail panel's edit form: same question, and 'Seguir editando' keeps the change.
      await page.getByRole('button', { name: 'Abrir tarea Llamar por la visita' }).click();
      const detail = await visible(page.getByRole('dialog', { name: 'Detalles de la tarea' }));
      await (await visible(detail.getByRole('button', { name: 'Modificar tarea' }))).click();
      const editTitle = detail.getByLabel('Título');
      await editTitle.fill('Llamar por la visita del sábado');
      await page.keyboard.press('Escape');
      await (await visible(page.getByRole('dialog', { name: DISCARD }))).getByRole('button', { name: 'Seguir editando' }).click();
      expect(await editTitle.inputValue()).toBe('Llamar por la visita del sábado');
      await detail.getByRole('button', { name: 'Cancelar' }).click();
      await (await visible(page.getByRole('dialog', { name: DISCARD }))).getByRole('button', { name: 'Descartar' }).click();
      await visible(detail.getByRole('heading', { name: 'Llamar por la visita', exact: true }));
      await page.keyboard.press('Escape');
      await hidden(page.getByRole('dialog', { name: 'Detalles de la tarea' }));
    });
  }
});
