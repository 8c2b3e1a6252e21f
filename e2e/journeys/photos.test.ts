import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { callApi, createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { photo } from '../support/drafts';
import { pick } from '../support/forms';
import { expect, onScreen, shown, test } from '../support/fixtures';

type Media = {
  propertyImageId: string;
  imageUrl: string;
  index: number;
  width: number;
  height: number;
  propertyEnviroment: { name: string } | null;
};

/** A 3000x2000 camera-like JPEG heavier than 1.5 MB (noise does not compress). */
async function heavyPhoto(): Promise<Buffer> {
  const width = 3000;
  const height = 2000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + ((i / 3000) | 0) * 104729) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
}

/** What dnd-kit last told screen readers (its live region): where the picked photo is. */
const announcement = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/**
 * Drags with the mouse from one element's centre to another's, in small steps (dnd-kit needs
 * moves), and drops once dnd-kit says the photo is over `position`.
 */
async function drag(page: Page, from: Locator, to: Locator, image: number, position: number) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 20 });
  await expect(announcement(page)).toHaveText(`Imagen ${image} sobre la posición ${position}.`);
  await page.mouse.up();
}

/** Lifts photo `image` by its handle with Espacio, moves it one place left and drops it. */
async function moveLeftWithKeyboard(page: Page, image: number) {
  await page.getByRole('button', { name: `Mover imagen ${image}` }).focus();
  await page.keyboard.press('Space');
  // Picked up, and at once 'over' its own place: either may be the last word when we read it.
  await expect(announcement(page)).toHaveText(new RegExp(`^Imagen ${image} (levantada|sobre la posición ${image})\\.$`));
  // dnd-kit measures the places just after the lift: an arrow pressed before that moves nothing.
  // Press again only while the photo is still announced over its own place.
  await expect(async () => {
    const now = await announcement(page).textContent();
    if (now === `Imagen ${image} levantada.` || now === `Imagen ${image} sobre la posición ${image}.`) await page.keyboard.press('ArrowLeft');
    await expect(announcement(page)).toHaveText(`Imagen ${image} sobre la posición ${image - 1}.`, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Space');
  await expect(announcement(page)).toHaveText(`Imagen ${image} colocada en la posición ${image - 1}.`);
}

test.describe('listing photos', () => {
  for (const size of [MOBILE, DESKTOP]) {
    test(`three photos at once with a bar each, reordered by drag, a new cover, all kept after a reload, at ${size.width}x${size.height}`, async ({ page, context, server, url }) => {
      await page.setViewportSize(size);
      const { token } = await createAgent(server.baseUrl, 'Elena', uniqueEmail(`photos${size.width}`), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);
      const id = ((await callApi(server.baseUrl, 'POST', '/property-drafts', { token })).body.data as { propertyDraftId: string }).propertyDraftId;
      const media = async () =>
        ((await callApi(server.baseUrl, 'GET', `/property-drafts/${id}`, { token })).body.data as { media: Media[] }).media.sort((a, b) => a.index - b.index);

      // What the browser sends for each photo.
      const sent: number[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith(`/property-drafts/${id}/images`)) sent.push(r.postDataBuffer()?.length ?? 0);
      });

      await page.goto(url(`/property-editor/${id}/create?section=images`));
      await expect(shown(page.getByRole('button', { name: 'Añadir imágenes' })), "the 'Añadir imágenes' tile").toBeVisible();
      const big = await heavyPhoto();
      expect(big.length).toBeGreaterThan(1.5 * 1024 * 1024);
      await page.getByLabel('Elegir imágenes').setInputFiles([
        { name: 'sala.jpg', mimeType: 'image/jpeg', buffer: big },
        { name: 'cocina.jpg', mimeType: 'image/jpeg', buffer: await photo(1200, 1600, '#2f9e44', '#fab005') },
        { name: 'bano.jpg', mimeType: 'image/jpeg', buffer: await photo(800, 600, '#e03131', '#1971c2') },
      ]);
      const tray = page.getByRole('region', { name: 'Imágenes por subir' });
      for (const name of ['sala.jpg', 'cocina.jpg', 'bano.jpg']) await expect(shown(tray.getByText(name)), name).toBeVisible();
      // Sent at once: nothing else to press.
      await expect(tray.getByRole('button', { name: /^Subir/ }), "no 'Subir' button").toHaveCount(0);
      await screenshot(page, `photos-picked-${size.width}`);
      // Three bars, each filling up to 100 %.
      const bars = tray.getByRole('progressbar');
      await expect(bars, 'three progress bars').toHaveCount(3, { timeout: 20_000 });
      await expect
        .poll(async () => (await bars.evaluateAll((els) => els.map((e) => e.getAttribute('aria-valuenow')))).every((v) => v === '100'), { message: 'the three bars at 100', timeout: 20_000 })
        .toBe(true);
      await expect(tray.getByText('Guardada', { exact: true }), "the three uploads 'Guardada'").toHaveCount(3, { timeout: 20_000 });
      // Toasts' close buttons have no name (lib/notify, outside this tool): axe looks at screens without them.
      await screenshot(page, `photos-uploaded-${size.width}`, { checkAccessibility: false });
      await expect(shown(page.getByText('3 imágenes guardadas correctamente.'))).toBeVisible();
      await expect(onScreen(tray), 'the upload list, once done').toHaveCount(0);

      let saved = await media();
      expect(saved.map((m) => [m.width, m.height])).toEqual([
        [2048, 1365],
        [1200, 1600],
        [800, 600],
      ]);
      // The big photo was made smaller in the browser: at most about 1.5 MB went up for each.
      expect(sent).toHaveLength(3);
      for (const bytes of sent) expect(bytes).toBeLessThan(1.5 * 1024 * 1024 + 2048);
      const [sala, tall, bano] = saved.map((m) => m.propertyImageId);
      const tiles = page.getByTestId('listing-image');
      await expect(tiles, 'three image tiles').toHaveCount(3, { timeout: 20_000 });

      // Cropping is optional and never holds an upload back: the tall photo, once saved, is cropped
      // square from its tile, and the cropped copy takes its place.
      await tiles.nth(1).hover();
      await screenshot(page, `photos-tile-actions-${size.width}`);
      await page.getByRole('button', { name: 'Recortar imagen 2' }).click();
      const crop = shown(page.getByRole('dialog', { name: 'Recortar imagen' }));
      await expect(crop, 'the crop dialog').toBeVisible();
      await crop.getByText('1:1', { exact: true }).click();
      await screenshot(page, `photos-crop-${size.width}`);
      await crop.getByRole('button', { name: 'Recortar imagen' }).click();
      await expect(onScreen(crop), 'the crop dialog').toHaveCount(0);
      await expect(shown(page.getByText('Imagen recortada correctamente.'))).toBeVisible({ timeout: 20_000 });
      saved = await media();
      expect(saved.map((m) => [m.width, m.height])).toEqual([
        [2048, 1365],
        [1200, 1200],
        [800, 600],
      ]);
      expect(saved[0]!.propertyImageId).toBe(sala);
      expect(saved[2]!.propertyImageId).toBe(bano);
      expect(saved[1]!.propertyImageId).not.toBe(tall);
      const cocina = saved[1]!.propertyImageId;
      // The cropped copy's line leaves the upload list: the grid moves up before it is dragged.
      await expect(onScreen(tray), 'the upload list, once the crop is saved').toHaveCount(0);
      await expect(shown(tiles.nth(0).getByText('Portada')), "'Portada' on the first image").toBeVisible();

      // Drag the third photo onto the first place.
      await drag(page, page.getByRole('button', { name: 'Mover imagen 3' }), tiles.nth(0), 3, 1);
      await expect(shown(page.getByText('Orden de las imágenes guardado.'))).toBeVisible();
      await expect.poll(async () => (await media()).map((m) => m.propertyImageId).join(), { message: 'the dragged order saved', timeout: 20_000 }).toBe([bano, sala, cocina].join());

      // 'Portada' makes the (now) third photo the cover.
      await tiles.nth(2).hover();
      await page.getByRole('button', { name: 'Usar la imagen 3 como portada' }).click();
      await expect.poll(async () => (await media()).map((m) => m.propertyImageId).join(), { message: "the cover chosen with 'Portada' saved", timeout: 20_000 }).toBe([cocina, bano, sala].join());
      // The cover names the room it shows.
      await pick(page, 'Ambiente de la imagen 1', 'Cocina');
      await expect.poll(async () => (await media())[0]?.propertyEnviroment?.name, { message: "the cover's environment saved", timeout: 20_000 }).toBe('Cocina');
      if (size === DESKTOP) {
        // The keyboard moves a photo too: Espacio lifts it, an arrow moves it, Espacio drops it.
        await moveLeftWithKeyboard(page, 3);
        await expect.poll(async () => (await media()).map((m) => m.propertyImageId).join(), { message: 'the order moved with the keyboard saved', timeout: 20_000 }).toBe([cocina, sala, bano].join());
        await moveLeftWithKeyboard(page, 3);
        await expect.poll(async () => (await media()).map((m) => m.propertyImageId).join(), { message: 'the order moved back with the keyboard', timeout: 20_000 }).toBe([cocina, bano, sala].join());
      }
      await expect(onScreen(page.locator('.mantine-Notification-root')), 'the toasts').toHaveCount(0, { timeout: 8_000 });
      await screenshot(page, `photos-ordered-${size.width}`);

      await page.reload();
      await expect(page.getByTestId('listing-image'), 'three image tiles after a reload').toHaveCount(3, { timeout: 20_000 });
      saved = await media();
      const displayed = await page
        .getByTestId('listing-image')
        .locator('img')
        .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src')));
      expect(displayed).toEqual(saved.map((m) => m.imageUrl));
      expect(saved.map((m) => m.propertyImageId)).toEqual([cocina, bano, sala]);
      await expect(shown(page.getByTestId('listing-image').nth(0).getByText('Portada')), "'Portada' on the chosen cover after a reload").toBeVisible();
      await expect(shown(page.getByRole('img', { name: 'Miniatura de la propiedad' })), 'the thumbnail drawn from the cover').toBeVisible();
      expect(await page.getByRole('combobox', { name: 'Ambiente de la imagen 1', exact: true }).inputValue()).toBe('Cocina');

      // The 3000x2000 photo is kept at 2048 px in its 3:2 shape.
      const stored = await fetch(saved[2]!.imageUrl).then(async (r) => sharp(Buffer.from(await r.arrayBuffer())).metadata());
      expect(stored.width).toBe(2048);
      expect(Math.abs(stored.height! - 2048 / 1.5)).toBeLessThanOrEqual(1);
      await screenshot(page, `photos-reloaded-${size.width}`);
    });
  }
});
