import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi, createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { hidden, seeText, visible } from '../support/expect';
import { pick } from '../support/forms';
import { useJourney } from '../support/journey';

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
  const deadline = Date.now() + 15_000;
  let offset = await pinOffset(page);
  while (offset === null || offset > 3) {
    if (Date.now() > deadline) throw new Error(`expected the pin at the map's centre ${what}; it is ${offset === null ? 'absent' : `${Math.round(offset)} px away`}`);
    await new Promise((r) => setTimeout(r, 100));
    offset = await pinOffset(page);
  }
}

async function place(baseUrl: string, token: string, stateName: string, localityName: string) {
  const states = (await callApi(baseUrl, 'GET', '/country-states?limit=100', { token })).body.data as Array<{ countryStateId: number; name: string }>;
  const state = states.find((s) => s.name === stateName)!;
  const localities = (await callApi(baseUrl, 'GET', `/country-locations?countryState=${state.countryStateId}&limit=100`, { token })).body
    .data as Array<{ countryLocationId: number; name: string }>;
  return { countryState: state.countryStateId, location: localities.find((l) => l.name === localityName)!.countryLocationId };
}

describe('location and search agree (issue 13 item 13)', () => {
  const j = useJourney();

  for (const size of [MOBILE, DESKTOP]) {
    test(`a locality moves the map and saves its point; 'valencia' finds the draft, at ${size.width}x${size.height}`, async () => {
      const { page, context } = j.visit;
      await page.setViewportSize(size);
      const { token } = await createAgent(j.server.baseUrl, 'Elena', uniqueEmail(`location${size.width}`), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: j.server.baseUrl }]);
      const create = () => callApi(j.server.baseUrl, 'POST', '/property-drafts', { token }).then((a) => (a.body.data as { propertyDraftId: string }).propertyDraftId);
      const id = await create();
      // Another draft, in Mérida, that the search must leave out.
      const other = await create();
      const merida = await place(j.server.baseUrl, token, 'Mérida', 'Libertador');
      await callApi(j.server.baseUrl, 'PUT', `/property-drafts/${other}/location`, {
        token,
        body: { ...merida, address: 'Av. Las Américas', latitude: null, longitude: null },
      });

      await page.goto(j.url(`/property-editor/${id}/create?section=location`));
      await visible(page.locator('.leaflet-container'), 'the map');
      expect(await pinOffset(page)).toBeNull();
      await pick(page, 'Estado', 'Carabobo');
      await pick(page, 'Localidad', 'Valencia');
      await pinAtCentre(page, 'after choosing Valencia');
      await seeText(page, 'Dirección actualizada correctamente.');
      await screenshot(page, `editor-location-${size.width}`);
      const saved = (await callApi(j.server.baseUrl, 'GET', `/property-drafts/${id}`, { token })).body.data as { latitude: number; longitude: number };
      expect(saved.latitude).toBeCloseTo(VALENCIA.latitude, 4);
      expect(saved.longitude).toBeCloseTo(VALENCIA.longitude, 4);

      await page.reload();
      await visible(page.locator('.leaflet-container'), 'the map');
      expect(await page.getByRole('combobox', { name: 'Localidad', exact: true }).inputValue()).toBe('Valencia');
      await pinAtCentre(page, 'after a reload');

      // The draft list's search finds it by its locality, as its card reads it.
      await page.goto(j.url('/properties/drafts'));
      await seeText(page, 'Libertador, Mérida');
      // The filters open from their button when they are closed.
      const filters = page.getByRole('button', { name: 'Filtrar borradores' });
      if ((await filters.getAttribute('aria-expanded')) === 'false') await filters.click();
      await (await visible(page.getByRole('textbox', { name: 'Buscar' }), 'the search box')).fill('valencia');
      await (await visible(page.getByRole('button', { name: 'Buscar', exact: true }), "'Buscar'")).click();
      await seeText(page, 'Valencia, Carabobo');
      await hidden(page.getByText('Libertador, Mérida'), "the Mérida draft's card");
      await screenshot(page, `editor-location-search-${size.width}`);
    });
  }
});
