import { createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { publishableDraft, publishDraft } from '../support/drafts';
import { clickLandsOn } from '../support/forms';
import { at, expect, shown, test } from '../support/fixtures';

const TITLE = 'Apartamento en venta en Chacao';

test.describe("inviting agents from a published listing's page", () => {
  for (const [size, viewport] of [
    ['375x812', MOBILE],
    ['1440x900', DESKTOP],
  ] as const) {
    test(`'Invitar agentes' opens the dialog over the listing, naming it, and closing stays on the listing, at ${size}`, async ({ page, context, server, url }) => {
      await page.setViewportSize(viewport);
      const { token } = await createAgent(server.baseUrl, 'Rosa', uniqueEmail('invite.listing'), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);
      const draft = await publishableDraft(server.baseUrl, token, 1);
      const { propertyId, slug } = await publishDraft(server.baseUrl, token, draft.id);
      const listing = `/properties/view/${slug}/${propertyId}`;

      await page.goto(url(listing));
      await expect(shown(page.getByRole('heading', { name: TITLE, level: 1 }))).toBeVisible();
      const invite = page.getByRole('toolbar', { name: 'Acciones de la propiedad' }).getByRole('button', { name: 'Invitar agentes' });
      expect(await clickLandsOn(invite), 'nothing covers Invitar agentes').toBe(true);
      await invite.click();
      const dialog = shown(page.getByRole('dialog', { name: 'Invitar agentes' }));
      await expect(dialog.getByText(TITLE)).toBeVisible();
      await expect(page).toHaveURL(at(listing));
      await screenshot(page, `invite-from-listing-${size}`);

      await dialog.getByRole('button', { name: 'Crear enlace de invitación' }).click();
      await expect(dialog.getByRole('textbox', { name: 'Enlace de invitación' })).toHaveValue(/\/invitations\//);
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
      await expect(page.getByRole('dialog', { name: 'Invitar agentes' })).toHaveCount(0);
      await expect(page).toHaveURL(at(listing));
      await expect(shown(page.getByRole('heading', { name: TITLE, level: 1 }))).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `invite-from-listing-closed-${size}`);

      // The invitation route of a published listing opens on the listing too, not on the draft list.
      await page.goto(url(`/properties/drafts/${draft.id}/invite`));
      await expect(page).toHaveURL(at(listing));
      const again = shown(page.getByRole('dialog', { name: 'Invitar agentes' }));
      await expect(again.getByText(TITLE)).toBeVisible();
      await again.getByRole('button', { name: 'Cerrar' }).click();
      await expect(page.getByRole('dialog', { name: 'Invitar agentes' })).toHaveCount(0);
      await expect(page).toHaveURL(at(listing));
    });
  }
});
