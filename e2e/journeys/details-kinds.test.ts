import { describe, expect, test } from 'vitest';
import { callApi, createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { seeText, visible } from '../support/expect';
import { useJourney } from '../support/journey';

/**
 * Issue 13 item 2: a yes/no detail ('Ascensor') is saved by its switch alone, a number has a number
 * input with its unit, and both are still there after a reload; the preview reads 'Sí' and '120 m²'.
 */
describe('details by kind', () => {
  const j = useJourney();

  for (const [size, viewport] of [
    ['1440', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    test(`at ${size} px: Ascensor switched on and a number typed in Área de construcción are kept after a reload`, async () => {
      const { page, context } = j.visit;
      await page.setViewportSize(viewport);
      const { token } = await createAgent(j.server.baseUrl, 'Valentina', uniqueEmail(`detalles-${size}`), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: j.server.baseUrl }]);
      const created = await callApi(j.server.baseUrl, 'POST', '/property-drafts', { token });
      const id = (created.body.data as { propertyDraftId: string }).propertyDraftId;

      await page.goto(j.url(`/property-editor/${id}/create?section=details`));
      await visible(page.getByRole('heading', { name: 'Detalles', exact: true }));

      // The yes/no detail has no value to type: the switch alone saves it.
      const elevator = await visible(page.getByRole('switch', { name: 'Ascensor', exact: true }));
      expect(await page.getByLabel('Valor de Ascensor').count()).toBe(0);
      const elevatorSaved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/details') && r.ok());
      await elevator.check({ force: true });
      await elevatorSaved;
      await seeText(page, 'Detalle actualizado correctamente.');

      // The number has its unit beside it.
      await page.getByRole('switch', { name: 'Área de construcción', exact: true }).check({ force: true });
      const area = page.getByLabel('Valor de Área de construcción');
      await visible(page.locator('.mantine-NumberInput-root').filter({ has: area }).getByText('m²', { exact: true }), 'the unit m²');
      const areaSaved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/details') && r.ok());
      await area.fill('120');
      expect((await areaSaved).request().postDataJSON()).toEqual({ propertyDetailType: 'SIZE', value: '120' });
      await screenshot(page, `details-kinds-${size}`);

      await page.reload();
      const elevatorAgain = await visible(page.getByRole('switch', { name: 'Ascensor', exact: true }));
      expect(await elevatorAgain.isChecked()).toBe(true);
      expect(await page.getByRole('switch', { name: 'Área de construcción', exact: true }).isChecked()).toBe(true);
      expect(await page.getByLabel('Valor de Área de construcción').inputValue()).toBe('120');

      // The preview reads the yes/no detail as 'Sí' and the number with its unit.
      await page.getByText(size === '375' ? 'Visualizar' : 'Previsualizar', { exact: true }).click();
      const details = await visible(page.getByRole('region', { name: 'Detalles' }));
      await seeText(details, 'Ascensor: Sí');
      await seeText(details, 'Área de construcción: 120 m²');
      await screenshot(page, `details-kinds-preview-${size}`);
    });
  }
});
