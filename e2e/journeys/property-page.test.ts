import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiKeyOf, callApi, createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { publishableDraft, publishDraft } from '../support/drafts';
import { pick } from '../support/forms';
import { REPO_ROOT } from '../support/server';
import { allowConsoleErrors, expect, onScreen, shown, test, type JourneyFixtures } from '../support/fixtures';

const VIDEO = readFileSync(path.join(REPO_ROOT, 'e2e', 'fixtures', 'recorrido.mp4'));

/** The tour video of a draft, sent as the Video tool does. */
async function uploadVideo({ server }: Pick<JourneyFixtures, 'server'>, token: string, draftId: string) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(VIDEO)], { type: 'video/mp4' }), 'recorrido.mp4');
  const res = await fetch(`${server.baseUrl}/rest/v1/property-drafts/${draftId}/videos`, {
    method: 'POST',
    headers: { 'x-api-key': await apiKeyOf(server.baseUrl), authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(201);
}

type Viewport = { width: number; height: number };

/** The photo on screen in the viewer. */
const viewer = (page: Page) => page.getByRole('dialog', { name: 'Visor de fotos' });
const viewerPhoto = (page: Page) => viewer(page).locator('img').getAttribute('src');

/** A finger moving horizontally over the viewer, as a phone sends it. */
async function swipe(page: Page, fromX: number, toX: number) {
  await page.evaluate(
    ({ from, to }) => {
      const stage = document.querySelector('[role="dialog"] img')!.parentElement!;
      const touch = (x: number) => new Touch({ identifier: 1, target: stage, clientX: x, clientY: 400 });
      stage.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, cancelable: true, touches: [touch(from)], changedTouches: [touch(from)] }));
      stage.dispatchEvent(new TouchEvent('touchend', { bubbles: true, cancelable: true, touches: [], changedTouches: [touch(to)] }));
    },
    { from: fromX, to: toX },
  );
}

test.describe("the agent's property page and the nearby places tool (issue 10)", () => {
  for (const [viewport, tag] of [
    [DESKTOP, 'desktop'],
    [MOBILE, 'phone'],
  ] as Array<[Viewport, string]>) {
    test(`a nearby place added in the editor shows in the preview and on the published page; viewer, share and sold at ${viewport.width}x${viewport.height}`, async ({ browser, page, context, server, url }) => {
      await page.setViewportSize(viewport);
      const { token } = await createAgent(server.baseUrl, 'Rosa', uniqueEmail(`rosa.page.${tag}`), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
      const draft = await publishableDraft(server.baseUrl, token, 3);

      // Lugares cercanos: a type, a name and the place found on the map.
      await page.goto(url(`/property-editor/${draft.id}/create?section=nearby_places`));
      const form = shown(page.getByRole('form', { name: 'Nuevo lugar cercano' }));
      await expect(form, 'the nearby place form').toBeVisible();
      await pick(page, 'Tipo de lugar', undefined, form);
      const typeName = await form.getByRole('combobox', { name: 'Tipo de lugar', exact: true }).inputValue();
      await form.getByRole('textbox', { name: 'Nombre' }).fill('Centro Sambil');
      await form.getByLabel('Buscar dirección').fill('Sambil');
      await shown(page.getByRole('option', { name: /Sambil/ })).click();
      await expect.poll(() => form.getByRole('textbox', { name: 'Dirección del lugar' }).inputValue()).not.toBe('');
      await screenshot(page, `property-page-${tag}-nearby-form`);
      await form.getByRole('button', { name: 'Agregar lugar' }).click();
      await expect(shown(page.getByText('Lugar cercano guardado correctamente.'))).toBeVisible();
      const saved = shown(page.getByRole('list', { name: 'Lugares guardados' }).getByRole('listitem', { name: 'Centro Sambil' }));
      await expect(saved, 'the saved place').toBeVisible();
      await expect.poll(() => saved.textContent()).toMatch(/min (a pie|en carro) · [\d,]+ km/);
      // The form and the map's search box are empty again for the next place.
      expect(await form.getByRole('textbox', { name: 'Nombre' }).inputValue()).toBe('');
      expect(await form.getByLabel('Buscar dirección').inputValue()).toBe('');
      await screenshot(page, `property-page-${tag}-nearby-saved`);

      // The preview groups it under its type.
      await page.goto(url(`/property-editor/${draft.id}/create?section=nearby_places&mode=preview`));
      const nearby = shown(page.getByRole('region', { name: 'Lugares cercanos' }));
      await expect(nearby, 'the nearby places of the preview').toBeVisible();
      await expect(shown(nearby.getByRole('region', { name: typeName }).getByText('Centro Sambil'))).toBeVisible();
      await nearby.scrollIntoViewIfNeeded();
      await screenshot(page, `property-page-${tag}-preview-nearby`);

      // Published (with a tour video): the agent's page shows the listing, its views and its place.
      await uploadVideo({ server }, token, draft.id);
      const property = await publishDraft(server.baseUrl, token, draft.id);
      await page.goto(url(`/properties/view/${property.slug}/${property.propertyId}`));
      await expect(shown(page.getByText('0 de visualizaciones'))).toBeVisible();
      await expect(shown(page.getByText('Actualizado hace'))).toBeVisible();
      await expect(shown(page.getByRole('region', { name: 'Lugares cercanos' }).getByText('Centro Sambil'))).toBeVisible();
      await expect(shown(page.getByRole('region', { name: 'Redes sociales' }).getByText('Esta propiedad no se publicó en redes sociales.'))).toBeVisible();
      await expect(await page.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe(`/property-editor/${draft.id}/create`);
      await screenshot(page, `property-page-${tag}-published`);

      // The video: on a desktop, hovering its progress bar shows a 250x150 frame of that moment.
      const player = page.getByRole('group', { name: 'Video de la propiedad' });
      await player.scrollIntoViewIfNeeded();
      if (tag === 'desktop') {
        // The bar knows the video's length once its slider's maximum is the 3 s (the element's duration
        // is set a task before the player hears of it, so that alone does not say the bar is ready).
        const slider = player.getByRole('slider', { name: 'Posición del video' });
        await expect.poll(async () => Number(await slider.getAttribute('aria-valuemax')), { timeout: 10_000 }).toBeGreaterThan(2);
        const frame = shown(page.getByTestId('seek-preview'));
        // The middle of the bar (at the thumb's height) is the middle of the 3 s video. A person's
        // pointer keeps moving; one synthetic move lands where the bar was, so a move that came
        // before the page settled (late images above) is made again.
        await expect(async () => {
          await page.mouse.move(0, 0);
          const thumb = (await slider.boundingBox())!;
          const whole = (await player.boundingBox())!;
          await page.mouse.move(whole.x + whole.width / 2, thumb.y + thumb.height / 2);
          await expect(frame, 'the hover preview').toBeVisible({ timeout: 2_000 });
        }).toPass({ timeout: 15_000 });
        const size = (await frame.boundingBox())!;
        expect([Math.round(size.width), Math.round(size.height)]).toEqual([250, 150]);
        await expect(shown(frame.getByText('0:01'))).toBeVisible();
        await expect
          .poll(() => frame.locator('video').evaluate((v: HTMLVideoElement) => (v.seeking ? -1 : v.currentTime)), { timeout: 10_000 })
          .toBeGreaterThan(1);
        await screenshot(page, `property-page-${tag}-video-hover`);
        await page.mouse.move(0, 0);
        await expect(onScreen(page.getByTestId('seek-preview')), 'the hover preview').toHaveCount(0);
      }

      // A visitor opens the public page in their own browser: the agent's page counts the view.
      const visitor = await browser.newContext({
        viewport,
        userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
      });
      const visit = await visitor.newPage();
      expect((await visit.goto(url(`/p/${property.slug}`)))?.status()).toBe(200);
      await visitor.close();
      await page.reload();
      await expect(shown(page.getByText('1 de visualizaciones'))).toBeVisible();

      // The viewer: arrow keys on a desktop, a swipe on a phone; Escape or the close button leave.
      await page.getByRole('button', { name: 'Ver foto 1 de 3' }).click();
      await expect(shown(viewer(page)), 'the photo viewer').toBeVisible();
      const first = await viewerPhoto(page);
      await expect(shown(viewer(page).getByText('1 de 3'))).toBeVisible();
      if (tag === 'desktop') {
        await page.keyboard.press('ArrowRight');
        await expect(shown(viewer(page).getByText('2 de 3'))).toBeVisible();
        await screenshot(page, `property-page-${tag}-viewer`);
        await page.keyboard.press('ArrowLeft');
        await expect(shown(viewer(page).getByText('1 de 3'))).toBeVisible();
        expect(await viewerPhoto(page)).toBe(first);
        await page.keyboard.press('Escape');
      } else {
        await swipe(page, 320, 60);
        await expect(shown(viewer(page).getByText('2 de 3'))).toBeVisible();
        expect(await viewerPhoto(page)).not.toBe(first);
        await screenshot(page, `property-page-${tag}-viewer`);
        await swipe(page, 60, 320);
        await expect(shown(viewer(page).getByText('1 de 3'))).toBeVisible();
        await page.getByRole('button', { name: 'Cerrar visor' }).click();
      }
      await expect(onScreen(viewer(page)), 'the photo viewer').toHaveCount(0);

      // Share: the public page's link is copied, with the toast.
      await page.getByRole('button', { name: 'Compartir' }).click();
      await expect(shown(page.getByRole('link', { name: 'WhatsApp' })), 'the share menu').toBeVisible();
      await screenshot(page, `property-page-${tag}-share-menu`);
      await page.getByRole('button', { name: 'Copiar enlace' }).click();
      await expect(shown(page.getByText('¡Enlace copiado correctamente!'))).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.baseUrl}/p/${property.slug}`);
      await screenshot(page, `property-page-${tag}-link-copied`);

      // 'Editar': the published listing's content stays editable; a new price shows on the public
      // page at once, and leaving the editor comes back to the listing.
      await page.getByRole('link', { name: 'Editar' }).click();
      await expect(shown(page.getByText('Esta propiedad está publicada'))).toBeVisible();
      await expect(onScreen(page.getByRole('button', { name: 'Publicar', exact: true })), 'Publicar on a published listing').toHaveCount(0);
      const price = page.getByRole('textbox', { name: /^Precio \(USD\)/ });
      await price.fill('79000');
      await screenshot(page, `property-page-${tag}-edit-published`);
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(shown(page.getByRole('heading', { name: 'Ambientes' }))).toBeVisible();
      // 'Salir del editor' reads 'Salir' on a phone.
      await page.getByRole('button', { name: /^Salir/ }).first().click();
      await page.getByRole('dialog', { name: 'Salir del editor' }).getByRole('button', { name: 'Salir' }).click();
      await page.waitForURL((u) => u.pathname === `/properties/view/${property.slug}/${property.propertyId}`, { timeout: 10_000 });
      await expect(shown(page.getByText('USD 79.000'))).toBeVisible();
      const publicPage = await (await browser.newContext({ viewport })).newPage();
      await publicPage.goto(url(`/p/${property.slug}`));
      await expect(shown(publicPage.getByText('USD 79.000'))).toBeVisible();
      await publicPage.context().close();

      // Sold, after the question: the page says so and offers to publish it again.
      await page.getByRole('button', { name: 'Marcar como vendida' }).click();
      const ask = shown(page.getByRole('dialog', { name: 'Marcar como vendida' }));
      await expect(ask, 'the sold question').toBeVisible();
      await screenshot(page, `property-page-${tag}-sold-question`);
      await ask.getByRole('button', { name: 'Confirmar' }).click();
      await expect(shown(page.getByText('Propiedad marcada como vendida.'))).toBeVisible();
      await expect(onScreen(page.getByRole('dialog', { name: 'Marcar como vendida' })), 'the sold question').toHaveCount(0);
      await expect(shown(page.getByRole('button', { name: 'Volver a publicar' })), "'Volver a publicar'").toBeVisible();
      const answer = await callApi(server.baseUrl, 'GET', `/properties/${property.propertyId}`, { token });
      expect((answer.body.data as { status: number }).status).toBe(3);
      await screenshot(page, `property-page-${tag}-sold`);

      // 'Mis Propiedades' still lists it, flagged as sold.
      await page.goto(url('/properties'));
      const card = shown(page.getByRole('link').filter({ hasText: 'Av. Francisco de Miranda' }).first());
      await expect(card, 'the sold listing in the list').toBeVisible();
      await expect(shown(card.getByText('Vendida'))).toBeVisible();
      await screenshot(page, `property-page-${tag}-list-sold`);
      await card.click();
      await page.waitForURL((u) => u.pathname === `/properties/view/${property.slug}/${property.propertyId}`);

      // Loading, then a failed read with 'Reintentar' that loads the page; then an unknown address.
      // The journey makes the read fail (500) and asks for a listing that does not exist (404).
      allowConsoleErrors(page, /status of 500 .* at .*\/rest\/v1\/properties\//, /status of 404 .* at .*\/rest\/v1\/properties\/6f0c2a52-/);
      const detail = `**/rest/v1/properties/${property.propertyId}`;
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let failing = true;
      await page.route(detail, async (route) => {
        await gate;
        if (!failing) return route.continue();
        return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ data: null, metadata: { error: { type: 'SERVER_ERROR', message: 'Error' } } }) });
      });
      await page.reload();
      await expect(shown(page.getByLabel('Cargando propiedad')), 'the loading skeleton').toBeVisible();
      await screenshot(page, `property-page-${tag}-loading`);
      release();
      const retry = shown(page.getByRole('button', { name: 'Reintentar' }));
      await expect(retry, "the error's 'Reintentar'").toBeVisible();
      await screenshot(page, `property-page-${tag}-error`);
      failing = false;
      await retry.click();
      await expect(shown(page.getByRole('button', { name: 'Volver a publicar' })), 'the page loaded again').toBeVisible();
      await page.unroute(detail);

      // Another address: not found, with the way back.
      await page.goto(url('/properties/view/otra/6f0c2a52-3d43-4bd4-a1a5-0d1b3c4e5f99'));
      await expect(shown(page.getByText('No hemos encontrado esta propiedad.'))).toBeVisible();
      await screenshot(page, `property-page-${tag}-not-found`);
    });
  }
});
