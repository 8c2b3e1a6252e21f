import type { Page } from '@playwright/test';
import { callApi, createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { publishedListing } from '../support/drafts';
import { allowConsoleErrors, expect, onScreen, shown, test } from '../support/fixtures';

type Viewport = { width: number; height: number };

/** Every image of the page has loaded and none is broken. */
async function imagesLoaded(page: Page) {
  await page.evaluate(() => Promise.all(Array.from(document.images).map((img) => (img.loading === 'lazy' ? img.scrollIntoView() : null))));
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((img) => img.complete && img.naturalWidth > 0)), { timeout: 10_000 })
    .toBe(true);
}

test.describe('the public listing page /p/{slug} (issue 10)', () => {
  for (const [viewport, tag] of [
    [MOBILE, 'phone'],
    [DESKTOP, 'desktop'],
  ] as Array<[Viewport, string]>) {
    test(`a visitor reads the listing without scripts, then shares the link and sends 'Me interesa' at ${viewport.width}x${viewport.height}`, async ({ browser, page, context, server }) => {
      const base = server.baseUrl;
      const { token } = await createAgent(base, 'Valeria', uniqueEmail(`valeria.publica.${tag}`), 'Secreto1');
      const phone = await callApi(base, 'PUT', '/agents', { token, body: { lastName: 'Rivas', codeContactPhoneNumber: '58', contactPhoneNumber: '4125551234' } });
      expect(phone.status).toBe(200);
      const slug = await publishedListing(base, token, 4);
      const url = `${base}/p/${slug}`;

      // A fresh browser with JavaScript off (a chat app's preview, a search engine): the listing is there.
      const noJs = await browser.newContext({ viewport, locale: 'es-VE', timezoneId: 'America/Caracas', javaScriptEnabled: false });
      try {
        const plain = await noJs.newPage();
        const answer = await plain.goto(url);
        expect(answer!.status()).toBe(200);
        expect(await plain.title()).toBe('Apartamento en venta en Chacao | Vitrina');
        await expect(shown(plain.getByRole('heading', { level: 1, name: 'Apartamento en venta en Chacao' })), 'the listing title').toBeVisible();
        for (const text of ['USD 85.000', 'En venta', '3 habitaciones', '2 baños', '120 m²', 'Valeria Rivas', 'Agente Inmobiliario']) await expect(shown(plain.getByText(text))).toBeVisible();
        const wa = shown(plain.getByRole('link', { name: 'Escribir por WhatsApp' }));
        await expect(wa, 'the WhatsApp button').toBeVisible();
        expect(decodeURIComponent((await wa.getAttribute('href'))!)).toContain(`https://wa.me/584125551234?text=Hola Valeria, me interesa la propiedad "Apartamento en venta en Chacao" que vi en Vitrina: ${url}`);
        expect(await plain.locator('meta[property="og:image"]').getAttribute('content')).toBe(`${url}/og.jpg`);
        // Nothing of the agent app is loaded.
        expect(await plain.locator('script[src^="/assets/"], script[src*="runtime-config"]').count()).toBe(0);
        await expect(plain.getByRole('button', { name: 'Enviar' })).toBeDisabled();
        await imagesLoaded(plain).catch(() => undefined);
        await screenshot(plain, `public-page-${tag}-without-javascript`, { checkAccessibility: false });
      } finally {
        await noJs.close();
      }

      // The same page with scripts, in another fresh context (a visitor, not signed in).
      await page.setViewportSize(viewport);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
      await page.goto(url);
      await expect(shown(page.getByRole('heading', { level: 1, name: 'Apartamento en venta en Chacao' }))).toBeVisible();
      await imagesLoaded(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `public-page-${tag}`);

      // Share: the menu offers the three networks and copies the link with a 3 s confirmation.
      await page.getByText('Compartir', { exact: true }).click();
      const menu = page.getByRole('group', { name: 'Compartir' });
      for (const network of ['WhatsApp', 'Facebook', 'Telegram']) await expect(shown(menu.getByRole('link', { name: network }))).toBeVisible();
      expect(await menu.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
      await menu.getByRole('button', { name: 'Copiar enlace' }).click();
      await expect(shown(page.getByText('¡Enlace copiado correctamente!'))).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      await screenshot(page, `public-page-${tag}-link-copied`);
      await expect(onScreen(page.getByText('¡Enlace copiado correctamente!')), 'the copy confirmation after 3 s').toHaveCount(0, { timeout: 6_000 });

      // 'Me interesa': a mistake is explained by its field, then the request goes through.
      const form = page.getByRole('region', { name: 'Me interesa' });
      expect(await form.getByLabel('Código de país').inputValue()).toBe('58');
      // The server explains the mistake by its field (400): the journey sends it on purpose.
      allowConsoleErrors(page, /status of 400 .* at .*\/leads$/);
      await form.getByLabel('Nombre').fill('C');
      await form.getByRole('button', { name: 'Enviar' }).click();
      await expect(shown(form.getByText('El nombre debe tener al menos 3 caracteres'))).toBeVisible();
      await form.getByLabel('Nombre').fill('Carla');
      await form.getByLabel('Apellido').fill('Méndez');
      const number = `414${String(Date.now()).slice(-7)}`;
      await form.getByLabel('Teléfono', { exact: true }).fill(number);
      await form.getByLabel('Mensaje (opcional)').fill('¿Está disponible para visitar el sábado?');
      await form.getByRole('button', { name: 'Enviar' }).click();
      await expect(shown(form.getByText('¡Gracias por tu interés!'))).toBeVisible();
      await expect(shown(form.getByText('Valeria Rivas se pondrá en contacto contigo muy pronto.'))).toBeVisible();
      await screenshot(page, `public-page-${tag}-lead-sent`);

      // The agent finds the person among their customers.
      const customers = await callApi(base, 'GET', '/tenants?searchQuery=Carla', { token });
      expect(JSON.stringify(customers.body.data)).toContain('Méndez');
    });
  }

  test('a sold listing answers 410 with the agent’s other listings; an unknown one 404', async ({ page, server }) => {
    const base = server.baseUrl;
    const { token } = await createAgent(base, 'Mariela', uniqueEmail('mariela.vendida'), 'Secreto1');
    const other = await publishedListing(base, token, 4);
    const sold = await publishedListing(base, token, 4);
    const list = (await callApi(base, 'GET', '/properties', { token })).body.data as Array<{ slug: string; propertyId: string }>;
    const soldId = list.find((p) => p.slug === sold)!.propertyId;
    // A sold listing answers 410 and an unknown one 404: what this journey reads.
    allowConsoleErrors(page, /status of 410/, /status of 404 .* at .*\/p\/no-existe-/);
    expect((await callApi(base, 'PUT', `/properties/${soldId}/status`, { token, body: { status: 3 } })).status).toBe(200);
    await page.setViewportSize(MOBILE);
    const answer = await page.goto(`${base}/p/${sold}`);
    expect(answer!.status()).toBe(410);
    await expect(shown(page.getByRole('heading', { level: 1, name: 'Esta propiedad ya se vendió' }))).toBeVisible();
    const link = shown(page.getByRole('link', { name: /Apartamento en venta en Chacao/ }));
    await expect(link, 'the other listing').toBeVisible();
    expect(await link.getAttribute('href')).toBe(`/p/${other}`);
    await screenshot(page, 'public-page-phone-sold');
    await link.click();
    await expect(shown(page.getByRole('heading', { level: 1, name: 'Apartamento en venta en Chacao' }))).toBeVisible();

    const missing = await page.goto(`${base}/p/no-existe-000000`);
    expect(missing!.status()).toBe(404);
    await expect(shown(page.getByRole('heading', { level: 1, name: 'No encontramos esta propiedad' }))).toBeVisible();
    await screenshot(page, 'public-page-phone-not-found');
  });
});
