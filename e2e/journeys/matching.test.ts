import { createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { seedCustomer } from '../support/customers';
import { publishableDraft, publishDraft } from '../support/drafts';
import { clickLandsOn, pick } from '../support/forms';
import { expect, shown, test } from '../support/fixtures';

test.describe('search profile and matching (issue 12)', () => {
  for (const [size, viewport] of [
    ['375x812', MOBILE],
    ['1440x900', DESKTOP],
  ] as const) {
    test(`set a customer's search profile, see a published listing match with its reasons, mark it Visitó at ${size}`, async ({ page, context, server, url }) => {
      await page.setViewportSize(viewport);
      const { token } = await createAgent(server.baseUrl, 'Lucía', uniqueEmail('matching'), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);
      const { slug } = await seedCustomer(server.baseUrl, token);
      // An apartment for sale in Chacao, Miranda: USD 85.000, 3 bedrooms, 2 bathrooms.
      const draft = await publishableDraft(server.baseUrl, token, 1);
      await publishDraft(server.baseUrl, token, draft.id);

      await page.goto(url(`/customers/view/${slug}?section=properties`));
      await expect(shown(page.getByText('Este cliente aún no tiene un perfil de búsqueda'))).toBeVisible();
      await pick(page, 'Operación', 'Venta');
      await pick(page, 'Tipos de propiedad', 'Apartamento');
      await page.getByLabel('Precio mínimo (USD)').fill('50000');
      await page.getByLabel('Precio máximo (USD)').fill('100000');
      await pick(page, 'Estados', 'Miranda');
      await pick(page, 'Localidades', 'Chacao');
      await page.getByLabel('Habitaciones (mínimo)').fill('2');
      const save = page.getByRole('button', { name: 'Guardar perfil' });
      expect(await clickLandsOn(save), 'nothing covers Guardar perfil').toBe(true);
      await save.click();
      await expect(shown(page.getByText('Perfil de búsqueda guardado exitosamente'))).toBeVisible();

      // The published listing fits: its score and why.
      const matches = page.getByRole('region', { name: 'Propiedades que coinciden' });
      const card = matches.getByRole('article').first();
      await expect(shown(card)).toBeVisible();
      await expect(card.getByText('100% de coincidencia')).toBeVisible();
      for (const reason of ['Precio dentro del rango', 'En Chacao', 'Apartamento', '3 habitaciones']) await expect(card.getByText(reason, { exact: true })).toBeVisible();
      await expect(card.getByText('USD 85.000')).toBeVisible();
      const record = card.getByRole('button', { name: /^Registrar interés en / });
      await record.scrollIntoViewIfNeeded();
      expect(await clickLandsOn(record), 'nothing covers Registrar interés').toBe(true);
      await screenshot(page, `matching-profile-${size}`);

      await record.click();
      await shown(page.getByRole('menuitem', { name: 'Visitó' })).click();
      await expect(card.getByRole('button', { name: /: Visitó\. Cambiar$/ })).toBeVisible();
      const interests = page.getByRole('region', { name: 'Propiedades de interés' });
      await expect(interests.getByRole('article').first().getByText('Visitó', { exact: true }).first()).toBeVisible();

      // The timeline: the right column at 1440, the 'Actividad' tab on a phone.
      if (viewport === MOBILE) await page.getByRole('tab', { name: 'Actividad' }).click();
      await expect(shown(page.getByText('Interés en una propiedad: Visitó'))).toBeVisible();
      await screenshot(page, `matching-timeline-${size}`);
    });
  }
});
