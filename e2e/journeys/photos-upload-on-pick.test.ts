import { copyFileSync, mkdirSync } from 'node:fs';
import type { Route } from '@playwright/test';
import { callApi, createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { photo, publishableDraft } from '../support/drafts';
import { editorMenu } from '../support/editor';
import { expect, onScreen, shown, test } from '../support/fixtures';

type Media = { propertyImageId: string; index: number; width: number; height: number };

/** Where the screenshots are also copied, to look at them. */
const SHOTS = process.env.E2E_SHOTS_DIR;

test.describe('photos upload as soon as they are picked', () => {
  for (const size of [MOBILE, DESKTOP]) {
    test(`four photos picked go up at once, keep going while another tool is open, and count for 'Publicar', at ${size.width}x${size.height}`, async ({ page, context, server, url }) => {
      await page.setViewportSize(size);
      const { token } = await createAgent(server.baseUrl, 'Elena', uniqueEmail(`onpick${size.width}`), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);
      // Everything 'Publicar' asks for but the photos.
      const { id } = await publishableDraft(server.baseUrl, token, 0);
      const media = async () =>
        ((await callApi(server.baseUrl, 'GET', `/property-drafts/${id}`, { token })).body.data as { media: Media[] }).media.sort((a, b) => a.index - b.index);
      const shot = async (name: string, options?: { checkAccessibility?: boolean }) => {
        const file = await screenshot(page, name, options);
        if (SHOTS) {
          mkdirSync(SHOTS, { recursive: true });
          copyFileSync(file, `${SHOTS}/${name}.png`);
        }
      };

      // The first photo's request is held until the test has looked at the tool mid-upload.
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let arrived: () => void = () => undefined;
      const firstArrived = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      let held = false;
      await page.route(`**/property-drafts/${id}/images`, async (route: Route) => {
        if (route.request().method() !== 'POST' || held) return route.continue();
        held = true;
        arrived();
        await released;
        await route.continue();
      });

      await page.goto(url(`/property-editor/${id}/create?section=images`));
      await expect(shown(page.getByRole('button', { name: 'Añadir imágenes' })), "the 'Añadir imágenes' tile").toBeVisible();
      await page.getByLabel('Elegir imágenes').setInputFiles([
        { name: 'sala.jpg', mimeType: 'image/jpeg', buffer: await photo(1600, 1000, '#1971c2', '#fab005') },
        { name: 'cocina.jpg', mimeType: 'image/jpeg', buffer: await photo(900, 1400, '#2f9e44', '#fab005') },
        { name: 'bano.jpg', mimeType: 'image/jpeg', buffer: await photo(1200, 1200, '#e03131', '#1971c2') },
        { name: 'terraza.jpg', mimeType: 'image/jpeg', buffer: await photo(1400, 1050, '#7048e8', '#20c997') },
      ]);

      // No other button: the first photo is on its way at once, the others wait their turn.
      const tray = page.getByRole('region', { name: 'Imágenes por subir' });
      await firstArrived;
      await expect(shown(tray.getByText('Subiendo imágenes: 0 de 4')), 'the upload summary').toBeVisible();
      await expect(tray.getByText('En espera', { exact: true }), 'three photos waiting their turn').toHaveCount(3);
      await expect(tray.getByRole('progressbar'), 'a bar per photo').toHaveCount(4);
      await expect(tray.getByText('Lista para subir'), "no photo 'ready but not sent'").toHaveCount(0);
      await expect(tray.getByRole('button', { name: /^Subir/ }), "no 'Subir' button").toHaveCount(0);
      await shot(`photos-on-pick-uploading-${size.width}`);

      // 'Publicar' meanwhile waits for the photos instead of asking for them.
      await page.getByRole('button', { name: 'Publicar', exact: true }).click();
      const waiting = shown(page.getByRole('dialog', { name: 'Subiendo imágenes' }));
      await expect(waiting, "'Publicar' while the photos upload").toBeVisible();
      await expect(waiting.getByText('Se están subiendo 4 imágenes. Podrás publicar en cuanto terminen.')).toBeVisible();
      await expect(waiting.getByText('Debe cargar al menos una imagen')).toHaveCount(0);
      await shot(`photos-on-pick-publish-waiting-${size.width}`);
      await waiting.getByRole('button', { name: 'Cancelar' }).click();
      await expect(onScreen(waiting)).toHaveCount(0);

      // Another tool while the first photo is still travelling; then the upload goes on.
      const menu = await editorMenu(page);
      await menu.getByRole('button', { name: /^Video/ }).click();
      await expect(shown(page.getByRole('heading', { name: 'Video', exact: true })), 'the video tool').toBeVisible();
      release();
      await expect.poll(async () => (await media()).length, { message: 'the four photos stored while the video tool is open', timeout: 30_000 }).toBe(4);
      // In the order they were picked: the first is the cover.
      expect((await media()).map((m) => [m.width, m.height])).toEqual([
        [1600, 1000],
        [900, 1400],
        [1200, 1200],
        [1400, 1050],
      ]);

      await (await editorMenu(page)).getByRole('button', { name: /^Imágenes/ }).click();
      const tiles = page.getByTestId('listing-image');
      await expect(tiles, 'four image tiles on coming back').toHaveCount(4, { timeout: 20_000 });
      await expect(shown(tiles.nth(0).getByText('Portada')), "'Portada' on the first photo picked").toBeVisible();
      await expect(onScreen(tray), 'the upload list, once done').toHaveCount(0, { timeout: 10_000 });
      await expect(onScreen(page.locator('.mantine-Notification-root')), 'the toasts').toHaveCount(0, { timeout: 8_000 });
      await shot(`photos-on-pick-uploaded-${size.width}`);

      // After a reload they are all there, and 'Publicar' has nothing to ask about the photos.
      await page.reload();
      await expect(page.getByTestId('listing-image'), 'four image tiles after a reload').toHaveCount(4, { timeout: 20_000 });
      await page.getByRole('button', { name: 'Publicar', exact: true }).click();
      const ready = shown(page.getByRole('dialog', { name: '¿Publicar la propiedad?' }));
      await expect(ready, "'Publicar' once the photos are stored").toBeVisible();
      await expect(page.getByText('Debe cargar al menos una imagen')).toHaveCount(0);
    });
  }
});
