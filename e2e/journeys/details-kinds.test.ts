import { callApi, createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { expect, shown, test } from '../support/fixtures';

/**
 * Issue 13 item 2: a yes/no detail ('Ascensor') is saved by its switch alone, a number has a number
 * input with its unit, and both are still there after a reload; the preview reads 'Sí' and '120 m²'.
 */
test.describe('details by kind', () => {
  for (const [size, viewport] of [
    ['1440', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    test(`at ${size} px: Ascensor switched on and a number typed in Área de construcción are kept after a reload`, async ({ page, context, server, url }) => {
      await page.setViewportSize(viewport);
      const { token } = await createAgent(server.baseUrl, 'Valentina', uniqueEmail(`detalles-${size}`), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);
      const created = await callApi(server.baseUrl, 'POST', '/property-drafts', { token });
      const id = (created.body.data as { propertyDraftId: string }).propertyDraftId;

      await page.goto(url(`/property-editor/${id}/create?section=details`));
      await expect(shown(page.getByRole('heading', { name: 'Detalles', exact: true }))).toBeVisible();

      // The yes/no detail has no value to type: the switch alone saves it.
      const elevator = shown(page.getByRole('switch', { name: 'Ascensor', exact: true }));
      await expect(elevator).toBeVisible();
      expect(await page.getByLabel('Valor de Ascensor').count()).toBe(0);
      const elevatorSaved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/details') && r.ok());
      await elevator.check({ force: true });
      await elevatorSaved;
      await expect(shown(page.getByText('Detalle actualizado correctamente.'))).toBeVisible();

      // The number has its unit beside it.
      await page.getByRole('switch', { name: 'Área de construcción', exact: true }).check({ force: true });
      const area = page.getByLabel('Valor de Área de construcción');
      await expect(shown(page.locator('.mantine-NumberInput-root').filter({ has: area }).getByText('m²', { exact: true })), 'the unit m²').toBeVisible();
      const areaSaved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/details') && r.ok());
      await area.fill('120');
      expect((await areaSaved).request().postDataJSON()).toEqual({ propertyDetailType: 'SIZE', value: '120' });
      await screenshot(page, `details-kinds-${size}`);

      await page.reload();
      const elevatorAgain = shown(page.getByRole('switch', { name: 'Ascensor', exact: true }));
      await expect(elevatorAgain).toBeVisible();
      expect(await elevatorAgain.isChecked()).toBe(true);
      expect(await page.getByRole('switch', { name: 'Área de construcción', exact: true }).isChecked()).toBe(true);
      expect(await page.getByLabel('Valor de Área de construcción').inputValue()).toBe('120');

      // The preview reads the yes/no detail as 'Sí' and the number with its unit.
      await page.getByText(size === '375' ? 'Visualizar' : 'Previsualizar', { exact: true }).click();
      const details = shown(page.getByRole('region', { name: 'Detalles' }));
      await expect(details).toBeVisible();
      await expect(shown(details.getByText('Ascensor: Sí'))).toBeVisible();
      await expect(shown(details.getByText('Área de construcción: 120 m²'))).toBeVisible();
      await screenshot(page, `details-kinds-preview-${size}`);
    });
  }
});
