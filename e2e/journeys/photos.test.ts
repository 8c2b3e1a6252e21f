import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { callApi, createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { photo } from '../support/drafts';
import { hidden, seeText, visible } from '../support/expect';
import { pick } from '../support/forms';
import { useJourney } from '../support/journey';

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

/** Polls until `check` is true. */
async function until(check: () => Promise<boolean>, what: string, timeout = 20_000) {
  const deadline = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`expected ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Drags with the mouse from one element's centre to another's, in small steps (dnd-kit needs moves). */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 20 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}

/** Lifts a photo by its handle with Espacio, moves it one place left and drops it. */
async function moveLeftWithKeyboard(page: Page, handle: Locator) {
  await handle.focus();
  for (const key of ['Space', 'ArrowLeft', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(200);
  }
}

describe('listing photos (issue 13 item 12)', () => {
  const j = useJourney();

  for (const size of [MOBILE, DESKTOP]) {
    test(`three photos at once with a bar each, reordered by drag, a new cover, all kept after a reload, at ${size.width}x${size.height}`, async () => {
      const { page, context } = j.visit;
      await page.setViewportSize(size);
      const { token } = await createAgent(j.server.baseUrl, 'Elena', uniqueEmail(`photos${size.width}`), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: j.server.baseUrl }]);
      const id = ((await callApi(j.server.baseUrl, 'POST', '/property-drafts', { token })).body.data as { propertyDraftId: string }).propertyDraftId;
      const media = async () =>
        ((await callApi(j.server.baseUrl, 'GET', `/property-drafts/${id}`, { token })).body.data as { media: Media[] }).media.sort((a, b) => a.index - b.index);

      // What the browser sends for each photo.
      const sent: number[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith(`/property-drafts/${id}/images`)) sent.push(r.postDataBuffer()?.length ?? 0);
      });

      await page.goto(j.url(`/property-editor/${id}/create?section=images`));
      await visible(page.getByRole('button', { name: 'Añadir imágenes' }), "the 'Añadir imágenes' tile");
      const big = await heavyPhoto();
      expect(big.length).toBeGreaterThan(1.5 * 1024 * 1024);
      await page.getByLabel('Elegir imágenes').setInputFiles([
        { name: 'sala.jpg', mimeType: 'image/jpeg', buffer: big },
        { name: 'cocina.jpg', mimeType: 'image/jpeg', buffer: await photo(1200, 1600, '#2f9e44', '#fab005') },
        { name: 'bano.jpg', mimeType: 'image/jpeg', buffer: await photo(800, 600, '#e03131', '#1971c2') },
      ]);
      const tray = page.getByRole('region', { name: 'Imágenes por subir' });
      for (const name of ['sala.jpg', 'cocina.jpg', 'bano.jpg']) await visible(tray.getByText(name), name);
      await screenshot(page, `photos-picked-${size.width}`);
      // Cropping is optional: the tall photo is cropped square, the others go as they are.
      await tray.getByRole('button', { name: 'Recortar cocina.jpg' }).click();
      const crop = await visible(page.getByRole('dialog', { name: 'Recortar imagen' }), 'the crop dialog');
      await crop.getByText('1:1', { exact: true }).click();
      await screenshot(page, `photos-crop-${size.width}`);
      await crop.getByRole('button', { name: 'Recortar imagen' }).click();
      await hidden(crop, 'the crop dialog');
      await tray.getByRole('button', { name: 'Subir 3 imágenes' }).click();

      // Three bars, each filling up to 100 %.
      const bars = tray.getByRole('progressbar');
      await until(async () => (await bars.count()) === 3, 'three progress bars');
      await until(
        async () => (await bars.evaluateAll((els) => els.map((e) => e.getAttribute('aria-valuenow')))).every((v) => v === '100'),
        'the three bars at 100',
      );
      await until(async () => (await tray.getByText('Guardada', { exact: true }).count()) === 3, "the three uploads 'Guardada'");
      // Toasts' close buttons have no name (lib/notify, outside this tool): axe looks at screens without them.
      await screenshot(page, `photos-uploaded-${size.width}`, { checkAccessibility: false });
      await seeText(page, '3 imágenes guardadas correctamente.');
      await hidden(tray, 'the upload list, once done');

      let saved = await media();
      expect(saved.map((m) => [m.width, m.height])).toEqual([
        [2048, 1365],
        [1200, 1200],
        [800, 600],
      ]);
      // The big photo was made smaller in the browser: at most about 1.5 MB went up for each.
      expect(sent).toHaveLength(3);
      for (const bytes of sent) expect(bytes).toBeLessThan(1.5 * 1024 * 1024 + 2048);
      const [sala, cocina, bano] = saved.map((m) => m.propertyImageId);
      const tiles = page.getByTestId('listing-image');
      await until(async () => (await tiles.count()) === 3, 'three image tiles');
      await visible(tiles.nth(0).getByText('Portada'), "'Portada' on the first image");

      // Drag the third photo onto the first place.
      await drag(page, page.getByRole('button', { name: 'Mover imagen 3' }), tiles.nth(0));
      await seeText(page, 'Orden de las imágenes guardado.');
      await until(async () => (await media()).map((m) => m.propertyImageId).join() === [bano, sala, cocina].join(), 'the dragged order saved');

      // 'Portada' makes the (now) third photo the cover.
      await tiles.nth(2).hover();
      await page.getByRole('button', { name: 'Usar la imagen 3 como portada' }).click();
      await until(async () => (await media()).map((m) => m.propertyImageId).join() === [cocina, bano, sala].join(), "the cover chosen with 'Portada' saved");
      // The cover names the room it shows.
      await pick(page, 'Ambiente de la imagen 1', 'Cocina');
      await until(async () => (await media())[0]?.propertyEnviroment?.name === 'Cocina', "the cover's environment saved");
      if (size === DESKTOP) {
        // The keyboard moves a photo too: Espacio lifts it, an arrow moves it, Espacio drops it.
        await moveLeftWithKeyboard(page, page.getByRole('button', { name: 'Mover imagen 3' }));
        await until(async () => (await media()).map((m) => m.propertyImageId).join() === [cocina, sala, bano].join(), 'the order moved with the keyboard saved');
        await moveLeftWithKeyboard(page, page.getByRole('button', { name: 'Mover imagen 3' }));
        await until(async () => (await media()).map((m) => m.propertyImageId).join() === [cocina, bano, sala].join(), 'the order moved back with the keyboard');
      }
      await hidden(page.locator('.mantine-Notification-root'), 'the toasts', 8_000);
      await screenshot(page, `photos-ordered-${size.width}`);

      await page.reload();
      await until(async () => (await page.getByTestId('listing-image').count()) === 3, 'three image tiles after a reload');
      saved = await media();
      const shown = await page
        .getByTestId('listing-image')
        .locator('img')
        .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src')));
      expect(shown).toEqual(saved.map((m) => m.imageUrl));
      expect(saved.map((m) => m.propertyImageId)).toEqual([cocina, bano, sala]);
      await visible(page.getByTestId('listing-image').nth(0).getByText('Portada'), "'Portada' on the chosen cover after a reload");
      await visible(page.getByRole('img', { name: 'Miniatura de la propiedad' }), 'the thumbnail drawn from the cover');
      expect(await page.getByRole('combobox', { name: 'Ambiente de la imagen 1', exact: true }).inputValue()).toBe('Cocina');

      // The 3000x2000 photo is kept at 2048 px in its 3:2 shape.
      const stored = await fetch(saved[2]!.imageUrl).then(async (r) => sharp(Buffer.from(await r.arrayBuffer())).metadata());
      expect(stored.width).toBe(2048);
      expect(Math.abs(stored.height! - 2048 / 1.5)).toBeLessThanOrEqual(1);
      await screenshot(page, `photos-reloaded-${size.width}`);
    });
  }
});
