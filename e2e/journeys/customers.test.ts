import { createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { caracasDay } from '../support/customers';
import { pick } from '../support/forms';
import { at, expect, onScreen, shown, test } from '../support/fixtures';

/** A small valid PDF: attachments are checked from their bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test.describe('customers and their tasks (spec 2)', () => {
  for (const [size, viewport] of [
    ['375x812', MOBILE],
    ['1440x900', DESKTOP],
  ] as const) {
    test(`create, find without accents, task with a file, complete and reopen, archive and activate at ${size}`, async ({ page, context, server, url }) => {
      await page.setViewportSize(viewport);
      const { token } = await createAgent(server.baseUrl, 'Valeria', uniqueEmail('valeria'), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);
      const phone = `0414${String(Date.now()).slice(-7)}`;

      // Create: the phone first, then the rest.
      await page.goto(url('/customers/create'));
      await expect(shown(page.getByRole('heading', { name: 'Agregar cliente' }))).toBeVisible();
      expect(await page.getByLabel('Nombre(s)').isDisabled()).toBe(true);
      await page.getByLabel('Número de teléfono').fill(phone);
      await page.getByLabel('Nombre(s)').fill('Andrés');
      await page.getByLabel('Apellido(s)').fill('Muñoz Peña');
      await pick(page, 'Sexo', 'Masculino');
      await pick(page, 'Estado', 'Miranda');
      await pick(page, 'Localidad');
      await page.getByRole('button', { name: 'Agregar cliente' }).click();
      await expect(shown(page.getByText('Cliente agregado exitosamente'))).toBeVisible();
      await page.waitForURL((u) => u.pathname.startsWith('/customers/view/'), { timeout: 10_000 });
      const viewPath = new URL(page.url()).pathname;
      await expect(shown(page.getByRole('heading', { name: 'Andrés Muñoz Peña' }))).toBeVisible();

      // Find them with a search typed without accents.
      await page.goto(url('/customers'));
      await expect(shown(page.getByRole('heading', { name: 'Mis clientes' }))).toBeVisible();
      if (!(await page.getByLabel('Buscar', { exact: true }).isVisible())) {
        await page.getByRole('button', { name: 'Filtrar clientes' }).click();
      }
      await page.getByLabel('Buscar', { exact: true }).fill('andres munoz');
      await page.getByRole('button', { name: 'Aplicar filtros' }).click();
      await expect(page).toHaveURL(at('/customers', { searchQuery: 'andres munoz', status: '1' }));
      await shown(page.getByRole('link', { name: 'Andrés Muñoz Peña' })).click();
      await expect(page).toHaveURL(at(viewPath));

      // Add a task.
      await shown(page.getByRole('button', { name: 'Agregar tarea' })).click();
      const add = shown(page.getByRole('dialog', { name: 'Agregar tarea de seguimiento' }));
      await expect(add).toBeVisible();
      await pick(page, 'Tipo de tarea', 'Llamada');
      await add.getByLabel('Título').fill('Llamar por la visita');
      await add.getByLabel('Descripción').fill('Confirmar la visita al apartamento de Chacao');
      await add.getByLabel('Fecha de vencimiento').fill(caracasDay(2));
      await add.getByRole('button', { name: 'Agregar tarea' }).click();
      await expect(shown(page.getByText('Tarea agregada exitosamente'))).toBeVisible();
      await expect(onScreen(page.getByRole('dialog', { name: 'Agregar tarea de seguimiento' }))).toHaveCount(0);
      // The toast closes itself after 3 s (a pointer over it holds it open). Let it go before the next
      // screenshot: a toast fading out while axe reads the page blends its colours with it.
      await page.mouse.move(0, 0);
      await expect(page.getByText('Tarea agregada exitosamente')).toBeHidden({ timeout: 10_000 });

      // Open it, attach a file, complete and reopen it.
      await shown(page.getByRole('button', { name: 'Abrir tarea Llamar por la visita' })).click();
      const detail = shown(page.getByRole('dialog', { name: 'Detalles de la tarea' }));
      await expect(detail).toBeVisible();
      await expect(shown(page.getByText('No hay archivos adjuntos'))).toBeVisible();
      await detail.locator('input[type=file]').setInputFiles({ name: 'propuesta.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(shown(page.getByText('Se ha subido el archivo exitosamente.'))).toBeVisible();
      await expect(shown(detail.getByText('propuesta.pdf'))).toBeVisible();
      await screenshot(page, `customers-task-detail-${size}`);

      await pick(page, 'Estado', 'Completada', detail);
      await page.waitForURL((u) => u.searchParams.get('from') === 'updateTaskStatus');
      await expect(onScreen(detail.getByRole('button', { name: 'Modificar tarea' }))).toHaveCount(0);
      await pick(page, 'Estado', 'En progreso', detail);
      await expect(shown(detail.getByRole('button', { name: 'Modificar tarea' }))).toBeVisible();
      expect(await detail.getByRole('combobox', { name: 'Estado', exact: true }).inputValue()).toBe('En progreso');
      await detail.getByRole('button', { name: 'Cerrar', exact: true }).click();
      await expect(onScreen(page.getByRole('dialog', { name: 'Detalles de la tarea' }))).toHaveCount(0);

      // Archive, then activate again.
      await page.getByRole('button', { name: 'Más' }).click();
      await page.getByRole('menuitem', { name: 'Archivar' }).click();
      const archive = shown(page.getByRole('dialog', { name: 'Archivar cliente' }));
      await expect(archive).toBeVisible();
      await archive.getByRole('button', { name: 'Archivar cliente' }).click();
      await expect(shown(page.getByText('Cliente archivado exitosamente.'))).toBeVisible();
      await expect(shown(page.getByText('Archivado desde el'))).toBeVisible();
      await expect(page).toHaveURL(at(viewPath, { from: 'archived' }));

      await page.getByRole('button', { name: 'Más' }).click();
      await page.getByRole('menuitem', { name: 'Activar' }).click();
      const activate = shown(page.getByRole('dialog', { name: 'Activar cliente' }));
      await expect(activate).toBeVisible();
      await activate.getByRole('button', { name: 'Activar cliente' }).click();
      await expect(shown(page.getByText('Cliente activado exitosamente.'))).toBeVisible();
      await expect(shown(page.getByText('Activo desde el'))).toBeVisible();
      await expect(page).toHaveURL(at(viewPath, { from: 'enabled' }));
      await screenshot(page, `customers-view-${size}`);

      // Every tab label reads whole (at 375 'Notas' once read 'N'), on one line that scrolls sideways:
      // each tab comes inside the window once the line is scrolled to it.
      const tabs = page.getByRole('tab');
      const tops = await tabs.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
      expect(new Set(tops).size, 'the tabs on one line').toBe(1);
      for (let i = 0; i < (await tabs.count()); i += 1) {
        const tab = tabs.nth(i);
        await tab.scrollIntoViewIfNeeded();
        const fits = await tab.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return el.scrollWidth <= el.clientWidth + 1 && box.left >= 0 && box.right <= window.innerWidth;
        });
        expect(fits, `the tab ${await tab.innerText()}`).toBe(true);
      }
      // The customer's information shows once (at 1440 it showed in the profile and in its tab).
      if (viewport === DESKTOP) {
        await shown(page.getByRole('tab', { name: 'Información' })).click();
        await expect(shown(page.getByRole('tabpanel').getByText('Cédula de identidad'))).toBeVisible();
        expect(await page.getByText('Cédula de identidad', { exact: true }).filter({ visible: true }).count()).toBe(1);
        await screenshot(page, `customers-view-information-${size}`);
      }
    });
  }
});
