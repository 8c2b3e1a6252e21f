import { callApi, createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { seedCustomer } from '../support/customers';
import { publishableDraft, publishDraft } from '../support/drafts';
import { expect, onScreen, shown, test } from '../support/fixtures';

/** An apartment for sale in Chacao, Miranda (3 bedrooms, 2 bathrooms) at this price, published. */
async function publishedAt(baseUrl: string, token: string, price: number) {
  const draft = await publishableDraft(baseUrl, token, 1);
  const types = (await callApi(baseUrl, 'GET', '/property-types?limit=100', { token })).body.data as Array<{ propertyTypeId: number; name: string }>;
  const apartment = types.find((t) => t.name === 'Apartamento')!.propertyTypeId;
  const saved = await callApi(baseUrl, 'PUT', `/property-drafts/${draft.id}`, { token, body: { propertyType: apartment, price, operationType: 2, code: `VT-${price / 1000}` } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await publishDraft(baseUrl, token, draft.id);
}

/** A price as the cards write it, whichever thousands separator: 160000 → /160[.,]000/. */
const priceText = (price: number) => new RegExp(`\\b${String(price / 1000)}[.,]000\\b`);

test.describe("matching keeps to the customer's budget", () => {
  for (const [size, viewport] of [
    ['375x812', MOBILE],
    ['1440x900', DESKTOP],
  ] as const) {
    test(`a budget of 80.000–150.000 USD matches a 160.000 listing, never a 170.000 or a 400.000 one, at ${size}`, async ({ page, context, server, url }) => {
      await page.setViewportSize(viewport);
      const { token } = await createAgent(server.baseUrl, 'Lucía', uniqueEmail('matching.price'), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);
      for (const price of [400_000, 170_000, 160_000]) await publishedAt(server.baseUrl, token, price);

      // The customer wants just that apartment, at 80.000–150.000 USD.
      const { tenantId, slug } = await seedCustomer(server.baseUrl, token);
      const catalogue = async (path: string) => (await callApi(server.baseUrl, 'GET', path, { token })).body.data as Array<Record<string, unknown>>;
      const types = await catalogue('/property-types?limit=100');
      const states = await catalogue('/country-states?limit=100');
      const miranda = states.find((s) => s.name === 'Miranda')!.countryStateId as number;
      const places = await catalogue(`/country-locations?countryState=${miranda}&limit=100`);
      const profile = await callApi(server.baseUrl, 'PUT', `/tenants/${tenantId}/search-profile`, {
        token,
        body: {
          operationType: 2,
          propertyTypes: [types.find((t) => t.name === 'Apartamento')!.propertyTypeId],
          priceMin: 80_000,
          priceMax: 150_000,
          countryStates: [miranda],
          countryLocations: [places.find((l) => l.name === 'Chacao')!.countryLocationId],
          bedroomsMin: 3,
          bathroomsMin: 2,
        },
      });
      expect(profile.status, JSON.stringify(profile.body)).toBe(200);

      await page.goto(url(`/customers/view/${slug}?section=properties`));
      const matches = shown(page.getByRole('region', { name: 'Propiedades que coinciden' }));
      const cards = onScreen(matches.getByRole('article'));
      await expect(cards).toHaveCount(1);
      const card = cards.first();
      await expect(card.getByText(priceText(160_000))).toBeVisible();
      await expect(card.getByText('Precio hasta un 10 % sobre el máximo', { exact: true })).toBeVisible();
      await expect(matches.getByText(priceText(170_000))).toHaveCount(0);
      await expect(matches.getByText(priceText(400_000))).toHaveCount(0);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `matching-price-${size}`);
    });
  }
});
