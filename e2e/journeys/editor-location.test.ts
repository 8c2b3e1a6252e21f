import type { Page } from '@playwright/test';
import { callApi, createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { pick } from '../support/forms';
import { expect, onScreen, shown, test } from '../support/fixtures';

/** Valencia (Carabobo) in the locality catalogue. */
const VALENCIA = { latitude: 10.16153, longitude: -68.00044 };

/** How far (px) the pin's tip is from the map's centre, or null while there is no pin. */
function pinOffset(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const map = document.querySelector('.leaflet-container');
    const pin = document.querySelector('.leaflet-marker-icon');
    if (!map || !pin) return null;
    const m = map.getBoundingClientRect();
    const p = pin.getBoundingClientRect();
    return Math.hypot(p.left + p.width / 2 - (m.left + m.width / 2), p.bottom - (m.top + m.height / 2));
  });
}

/** Waits until the pin stands at the map's centre (the map has moved to it). */
async function pinAtCentre(page: Page, what: string) {
  await expect
    .poll(async () => (await pinOffset(page)) ?? Number.POSITIVE_INFINITY, { message: `the pin at the map's centre ${what} (Infinity: no pin)` })
    .toBeLessThanOrEqual(3);
}

async function place(baseUrl: string, token: string, stateName: string, localityName: string) {
  const states = (await callApi(baseUrl, 'GET', '/country-states?limit=100', { token })).body.data as Array<{ countryStateId: number; name: string }>;
  const state = states.find((s) => s.name === stateName)!;
  const localities = (await callApi(baseUrl, 'GET', `/country-locations?countryState=${state.countryStateId}&limit=100`, { token })).body
    .data as Array<{ countryLocationId: number; name: string }>;
  return { countryState: state.countryStateId, location: localities.find((l) => l.name === localityName)!.countryLocationId };
}

test.describe('location and search agree (issue 13 item 13)', () => {
  for (const size of [MOBILE, DESKTOP]) {
    test(`a locality moves the map and saves its point; 'valencia' finds the draft, at ${size.width}x${size.height}`, async ({ page, context, server, url }) => {
      await page.setViewportSize(size);
      const { token } = await createAgent(server.baseUrl, 'Elena', uniqueEmail(`location${size.width}`), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);
      const create = () => callApi(server.baseUrl, 'POST', '/property-drafts', { token }).then((a) => (a.body.data as { propertyDraftId: string }).propertyDraftId);
      const id = await create();
      // Another draft, in Mérida, that the search must leave out.
      const other = await create();
      const merida = await place(server.baseUrl, token, 'Mérida', 'Libertador');
      await callApi(server.baseUrl, 'PUT', `/property-drafts/${other}/location`, {
        token,
        body: { ...merida, address: 'Av. Las Américas', latitude: null, longitude: null },
      });

      await page.goto(url(`/property-editor/${id}/create?section=location`));
      await expect(shown(page.locator('.leaflet-container')), 'the map').toBeVisible();
      expect(await pinOffset(page)).toBeNull();
      await pick(page, 'Estado', 'Carabobo');
      await pick(page, 'Localidad', 'Valencia');
      await pinAtCentre(page, 'after choosing Valencia');
      await expect(shown(page.getByText('Dirección actualizada correctamente.'))).toBeVisible();
      await screenshot(page, `editor-location-${size.width}`);
      const saved = (await callApi(server.baseUrl, 'GET', `/property-drafts/${id}`, { token })).body.data as { latitude: number; longitude: number };
      expect(saved.latitude).toBeCloseTo(VALENCIA.latitude, 4);
      expect(saved.longitude).toBeCloseTo(VALENCIA.longitude, 4);

      await page.reload();
      await expect(shown(page.locator('.leaflet-container')), 'the map').toBeVisible();
      // The locality's name shows once its state's localities have loaded.
      await expect(page.getByRole('combobox', { name: 'Localidad', exact: true })).toHaveValue('Valencia');
      await pinAtCentre(page, 'after a reload');

      // The draft list's search finds it by its locality, as its card reads it.
      await page.goto(url('/properties/drafts'));
      await expect(shown(page.getByText('Libertador, Mérida'))).toBeVisible();
      // The filters open from their button when they are closed.
      const filters = page.getByRole('button', { name: 'Filtrar borradores' });
      if ((await filters.getAttribute('aria-expanded')) === 'false') await filters.click();
      await shown(page.getByRole('textbox', { name: 'Buscar' })).fill('valencia');
      await shown(page.getByRole('button', { name: 'Buscar', exact: true })).click();
      await expect(shown(page.getByText('Valencia, Carabobo'))).toBeVisible();
      await expect(onScreen(page.getByText('Libertador, Mérida')), "the Mérida draft's card").toHaveCount(0);
      await screenshot(page, `editor-location-search-${size.width}`);
    });
  }
});
