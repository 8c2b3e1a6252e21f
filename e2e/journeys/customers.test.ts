import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { atPath, hidden, seeText, visible } from '../support/expect';
import { useJourney } from '../support/journey';

/** A small valid PDF: attachments are checked from their bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

function caracasDay(offsetDays: number): string {
  const now = new Date(Date.now() - 4 * 3600e3 + offsetDays * 86400e3);
  return now.toISOString().slice(0, 10);
}

/** Opens a Mantine select by its label and picks an option (the first one when none is named). */
async function pick(page: Page, label: string, option?: string, scope: Page | Locator = page) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  const options = page.getByRole('option', option ? { name: option, exact: true } : {});
  await (await visible(options, `the option ${option ?? '(first)'} of ${label}`)).click();
}

describe('customers and their tasks (spec 2)', () => {
  const j = useJourney();

  for (const [size, viewport] of [
    ['375x812', MOBILE],
    ['1440x900', DESKTOP],
  ] as const) {
    test(`create, find without accents, task with a file, complete and reopen, archive and activate at ${size}`, async () => {
      const { page, context } = j.visit;
      await page.setViewportSize(viewport);
      const { token } = await createAgent(j.server.baseUrl, 'Valeria', uniqueEmail('valeria'), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: j.server.baseUrl }]);
      const phone = `0414${String(Date.now()).slice(-7)}`;

      // Create: the phone first, then the rest.
      await page.goto(j.url('/customers/create'));
      await visible(page.getByRole('heading', { name: 'Agregar cliente' }));
      expect(await page.getByLabel('Nombre(s)').isDisabled()).toBe(true);
      await page.getByLabel('Número de teléfono').fill(phone);
      await page.getByLabel('Nombre(s)').fill('Andrés');
      await page.getByLabel('Apellido(s)').fill('Muñoz Peña');
      await pick(page, 'Sexo', 'Masculino');
      await pick(page, 'Estado', 'Miranda');
      await pick(page, 'Localidad');
      await page.getByRole('button', { name: 'Agregar cliente' }).click();
      await seeText(page, 'Cliente agregado exitosamente');
      await page.waitForURL((u) => u.pathname.startsWith('/customers/view/'), { timeout: 10_000 });
      const viewPath = new URL(page.url()).pathname;
      await visible(page.getByRole('heading', { name: 'Andrés Muñoz Peña' }));

      // Find them with a search typed without accents.
      await page.goto(j.url('/customers'));
      await visible(page.getByRole('heading', { name: 'Mis clientes' }));
      if (!(await page.getByLabel('Buscar', { exact: true }).isVisible())) {
        await page.getByRole('button', { name: 'Filtrar clientes' }).click();
      }
      await page.getByLabel('Buscar', { exact: true }).fill('andres munoz');
      await page.getByRole('button', { name: 'Aplicar filtros' }).click();
      await atPath(page, '/customers', { searchQuery: 'andres munoz', status: '1' });
      await (await visible(page.getByRole('link', { name: 'Andrés Muñoz Peña' }))).click();
      await atPath(page, viewPath);

      // Add a task.
      await (await visible(page.getByRole('button', { name: 'Agregar tarea' }))).click();
      const add = await visible(page.getByRole('dialog', { name: 'Agregar tarea de seguimiento' }));
      await pick(page, 'Tipo de tarea', 'Llamada');
      await add.getByLabel('Título').fill('Llamar por la visita');
      await add.getByLabel('Descripción').fill('Confirmar la visita al apartamento de Chacao');
      await add.getByLabel('Fecha de vencimiento').fill(caracasDay(2));
      await add.getByRole('button', { name: 'Agregar tarea' }).click();
      await seeText(page, 'Tarea agregada exitosamente');
      await hidden(page.getByRole('dialog', { name: 'Agregar tarea de seguimiento' }));

      // Open it, attach a file, complete and reopen it.
      await (await visible(page.getByRole('button', { name: 'Abrir tarea Llamar por la visita' }))).click();
      const detail = await visible(page.getByRole('dialog', { name: 'Detalles de la tarea' }));
      await seeText(page, 'No hay archivos adjuntos');
      await detail.locator('input[type=file]').setInputFiles({ name: 'propuesta.pdf', mimeType: 'application/pdf', buffer: PDF });
      await seeText(page, 'Se ha subido el archivo exitosamente.');
      await visible(detail.getByText('propuesta.pdf'));
      await screenshot(page, `customers-task-detail-${size}`);

      await pick(page, 'Estado', 'Completada', detail);
      await page.waitForURL((u) => u.searchParams.get('from') === 'updateTaskStatus');
      await hidden(detail.getByRole('button', { name: 'Modificar tarea' }));
      await pick(page, 'Estado', 'En progreso', detail);
      await visible(detail.getByRole('button', { name: 'Modificar tarea' }));
      expect(await detail.getByRole('combobox', { name: 'Estado', exact: true }).inputValue()).toBe('En progreso');
      await detail.getByRole('button', { name: 'Cerrar', exact: true }).click();
      await hidden(page.getByRole('dialog', { name: 'Detalles de la tarea' }));

      // Archive, then activate again.
      await page.getByRole('button', { name: 'Más' }).click();
      await page.getByRole('menuitem', { name: 'Archivar' }).click();
      const archive = await visible(page.getByRole('dialog', { name: 'Archivar cliente' }));
      await archive.getByRole('button', { name: 'Archivar cliente' }).click();
      await seeText(page, 'Cliente archivado exitosamente.');
      await seeText(page, 'Archivado desde el');
      await atPath(page, viewPath, { from: 'archived' });

      await page.getByRole('button', { name: 'Más' }).click();
      await page.getByRole('menuitem', { name: 'Activar' }).click();
      const activate = await visible(page.getByRole('dialog', { name: 'Activar cliente' }));
      await activate.getByRole('button', { name: 'Activar cliente' }).click();
      await seeText(page, 'Cliente activado exitosamente.');
      await seeText(page, 'Activo desde el');
      await atPath(page, viewPath, { from: 'enabled' });
      await screenshot(page, `customers-view-${size}`);

      // Every tab label reads whole (at 375 'Notas' once read 'N'), inside the window.
      const tabs = page.getByRole('tab');
      for (let i = 0; i < (await tabs.count()); i += 1) {
        const tab = tabs.nth(i);
        const fits = await tab.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return el.scrollWidth <= el.clientWidth + 1 && box.left >= 0 && box.right <= window.innerWidth;
        });
        expect(fits, `the tab ${await tab.innerText()}`).toBe(true);
      }
      // The customer's information shows once (at 1440 it showed in the profile and in its tab).
      if (viewport === DESKTOP) {
        await (await visible(page.getByRole('tab', { name: 'Información' }))).click();
        await visible(page.getByRole('tabpanel').getByText('Cédula de identidad'));
        expect(await page.getByText('Cédula de identidad', { exact: true }).filter({ visible: true }).count()).toBe(1);
        await screenshot(page, `customers-view-information-${size}`);
      }
    });
  }
});
