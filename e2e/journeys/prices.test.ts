import { callApi, createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { publishableDraft, publishDraft } from '../support/drafts';
import { expect, shown, test } from '../support/fixtures';

// Prices as Venezuelans write them (DECISIONS §1): 'USD 120.000' in the agent app, on the public
// page and in its link preview; typed as '120.000' (or '120000') in the editor, saved as 120000.
test.describe('prices in es-VE', () => {
  for (const [size, viewport] of [
    ['375x812', MOBILE],
    ['1440x900', DESKTOP],
  ] as const) {
    test(`'120.000' typed in the editor saves 120000 and reads 'USD 120.000' in the list, the property page and /p/{slug} at ${size}`, async ({ browser, page, context, server, url }) => {
      await page.setViewportSize(viewport);
      const { token } = await createAgent(server.baseUrl, 'Marisol', uniqueEmail(`marisol.prices.${size}`), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);
      const draft = await publishableDraft(server.baseUrl, token, 1);

      // The browser writes es-VE as Node does: the one formatter of the contract gives the same text on both sides.
      expect(await page.evaluate(() => new Intl.NumberFormat('es-VE', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(120000))).toBe(
        'USD\u00a0120.000',
      );

      // The price field shows the saved 85000 as '85.000'; digits typed are grouped with dots as they come.
      await page.goto(url(`/property-editor/${draft.id}/create?section=basic_details`));
      const price = shown(page.getByRole('textbox', { name: /^Precio \(USD\)/ }));
      await expect(price).toHaveValue('85.000');
      await price.fill('120000');
      await expect(price).toHaveValue('120.000');
      await price.fill('');
      await price.pressSequentially('120.000');
      await expect(price).toHaveValue('120.000');
      await price.press('Tab');
      await expect(price).toHaveValue('120.000');
      await screenshot(page, `prices-${size}-editor`);
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(shown(page.getByText('Propiedad actualizada correctamente.'))).toBeVisible();
      const saved = await callApi(server.baseUrl, 'GET', `/property-drafts/${draft.id}`, { token });
      expect((saved.body.data as { price: number }).price).toBe(120000);

      const property = await publishDraft(server.baseUrl, token, draft.id);

      // The agent's list of published listings.
      await page.goto(url('/properties'));
      await expect(shown(page.getByText('USD 120.000', { exact: true }))).toBeVisible();
      await expect(page.getByText('$120,000')).toHaveCount(0);
      await screenshot(page, `prices-${size}-list`);

      // The property page.
      await page.goto(url(`/properties/view/${property.slug}/${property.propertyId}`));
      await expect(shown(page.getByText('USD 120.000', { exact: true }))).toBeVisible();
      await screenshot(page, `prices-${size}-property`);

      // The public page, signed out, and the title its link previews show.
      const visitor = await (await browser.newContext({ viewport })).newPage();
      await visitor.goto(url(`/p/${property.slug}`));
      await expect(shown(visitor.locator('.price').first())).toHaveText('USD 120.000');
      expect(await visitor.locator('meta[property="og:title"]').getAttribute('content')).toMatch(/ · USD\u00a0120\.000$/);
      expect(await visitor.content()).not.toContain('$120,000');
      await screenshot(visitor, `prices-${size}-public`);
      await visitor.context().close();
    });
  }
});
