import type { Locator, Page } from '@playwright/test';
import { createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { publishableDraft } from '../support/drafts';
import { expect, shown, test } from '../support/fixtures';

type Viewport = { width: number; height: number };

/** The tool's form of a network, once the connection and the draft have loaded. */
async function postForm(page: Page, network: 'Instagram' | 'Facebook'): Promise<Locator> {
  const form = shown(page.getByRole('form', { name: `Publicación de ${network}` }).or(page.getByLabel(`Publicación de ${network}`)).first());
  await expect(form, `the ${network} post form`).toBeVisible();
  return form;
}

/** Types a caption, then inserts a house emoji from the picker at the end of it. */
async function captionWithEmoji(page: Page, form: Locator, text: string) {
  const caption = form.getByRole('textbox', { name: 'Descripción' });
  await caption.fill(text);
  await caption.press('End');
  await form.getByRole('button', { name: 'Insertar emoji' }).click();
  const search = shown(page.getByRole('searchbox', { name: 'Buscar un emoji' }).or(page.getByPlaceholder('Buscar emoji')).first());
  await expect(search, 'the emoji search').toBeVisible();
  await search.fill('casa');
  await shown(page.locator('button.epr-emoji[aria-label="casa"]').first()).click();
  await expect.poll(() => caption.inputValue(), { timeout: 10_000 }).toBe(`${text}🏠`);
}

async function connectNetworks(url: (path: string) => string, page: Page, viewport: Viewport, tag: string) {
  await page.goto(url('/account?section=integrations'));
  const instagramCard = page.getByRole('article', { name: 'Instagram' });
  await shown(instagramCard.getByRole('button', { name: 'Conectar Instagram' })).click();
  const dialog = shown(page.getByRole('dialog', { name: 'Conectar Instagram' }));
  await expect(dialog, 'the connect dialog').toBeVisible();
  await expect(shown(dialog.getByText('Publicar fotos y carruseles de tus propiedades'))).toBeVisible();
  await screenshot(page, `publishing-${tag}-connect-modal`);
  await dialog.getByRole('button', { name: 'Iniciar sesión con Instagram' }).click();
  // Instagram's (fake) authorize page sends the browser back to the callback with code and state.
  await page.waitForURL((u) => u.pathname === '/oauth/authorize/instagram', { timeout: 20_000 });
  await expect(shown(page.getByText('conectada'))).toBeVisible();
  await screenshot(page, `publishing-${tag}-instagram-connected`);
  await page.waitForURL((u) => u.pathname === '/account', { timeout: 15_000 });
  await expect(shown(instagramCard.getByText('Esta cuenta está conectada'))).toBeVisible();

  const facebookCard = page.getByRole('article', { name: 'Facebook' });
  await facebookCard.getByRole('button', { name: 'Conectar Facebook' }).click();
  await shown(page.getByRole('dialog', { name: 'Conectar Facebook' }).getByRole('button', { name: 'Iniciar sesión con Facebook' })).click();
  await page.waitForURL((u) => u.pathname === '/oauth/authorize/facebook', { timeout: 20_000 });
  await page.waitForURL((u) => u.pathname === '/account', { timeout: 15_000 });
  await expect(shown(facebookCard.getByText('Esta cuenta está conectada'))).toBeVisible();
  await page.setViewportSize(viewport);
  await screenshot(page, `publishing-${tag}-integrations`);
}

test.describe('publishing to Instagram and Facebook (spec 3, issue 8)', () => {
  for (const [viewport, tag] of [
    [DESKTOP, 'desktop'],
    [MOBILE, 'phone'],
  ] as Array<[Viewport, string]>) {
    test(`connect both networks, write both posts with an emoji, publish and watch the steps at ${viewport.width}x${viewport.height}`, async ({ visit, server, url }) => {
      const { page, context, identity } = visit;
      await page.setViewportSize(viewport);
      const { instagram, facebook } = server.fakes;
      const { token } = await createAgent(server.baseUrl, 'Valeria', uniqueEmail(`valeria.${tag}`), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);
      const igUserId = `17841${Date.now()}`;
      instagram.addUser(igUserId, `inmobiliaria.${tag}`);
      instagram.behaviour.authorizeAs = igUserId;
      const fbUser = `fb-${tag}-${Date.now()}`;
      const pageId = `${Date.now()}`;
      identity.facebookToken = `short-${fbUser}`;
      facebook.users.set(identity.facebookToken, { id: fbUser, email: `${fbUser}@example.com`, firstName: 'Valeria', lastName: 'Rivas' });
      facebook.pagesOf.set(fbUser, [{ id: pageId, name: `Inmuebles Valeria ${tag}` }]);
      const draft = await publishableDraft(server.baseUrl, token, 3);

      await connectNetworks(url, page, viewport, tag);

      // Instagram: two images (a carousel) and a caption with an emoji.
      await page.goto(url(`/property-editor/${draft.id}/create?section=instagram`));
      const igForm = await postForm(page, 'Instagram');
      await igForm.getByRole('checkbox', { name: 'Imagen 1' }).check();
      await igForm.getByRole('checkbox', { name: 'Imagen 2' }).check();
      await expect(shown(igForm.getByText('2 / 20'))).toBeVisible();
      await captionWithEmoji(page, igForm, `Apartamento en Chacao ${tag} `);
      await screenshot(page, `publishing-${tag}-instagram-post`);
      await igForm.getByRole('button', { name: 'Guardar publicación' }).click();
      await expect(shown(page.getByText('Publicación actualizada correctamente.'))).toBeVisible();

      // Facebook: one image on the agent's page.
      await page.goto(url(`/property-editor/${draft.id}/create?section=facebook`));
      const fbForm = await postForm(page, 'Facebook');
      await fbForm.getByRole('checkbox', { name: 'Imagen 3' }).check();
      await shown(fbForm.getByRole('checkbox', { name: `Inmuebles Valeria ${tag}` })).check();
      await captionWithEmoji(page, fbForm, `Se vende en Chacao ${tag} `);
      await screenshot(page, `publishing-${tag}-facebook-post`);
      await fbForm.getByRole('button', { name: 'Guardar publicación' }).click();
      await expect(shown(page.getByText('Publicación actualizada correctamente.'))).toBeVisible();

      // Publish from the editor and watch the five steps.
      await page.getByRole('button', { name: 'Publicar', exact: true }).first().click();
      const confirm = shown(page.getByRole('dialog', { name: '¿Publicar la propiedad?' }));
      await expect(confirm, 'the publish confirmation').toBeVisible();
      await confirm.getByRole('link', { name: 'Publicar', exact: true }).click();
      await page.waitForURL((u) => u.pathname === `/properties/drafts/${draft.id}/publishing`, { timeout: 20_000 });
      const steps = page.getByRole('list', { name: 'Pasos de la publicación' });
      for (const label of ['Iniciando publicación', 'Publicando propiedad', 'Publicando en Instagram', 'Publicando en Facebook', 'Finalizando publicación']) {
        await expect(shown(steps.locator(`[aria-label="${label}: completado"]`)), `the step ${label} completed`).toBeVisible();
      }
      await expect(shown(page.getByText('Tu propiedad ha sido publicada exitosamente'))).toBeVisible();
      await screenshot(page, `publishing-${tag}-published`);

      // Exactly one post per network, with the emoji, the carousel's two images and one photo.
      const posted = instagram.published.filter((m) => m.igUserId === igUserId);
      expect(posted).toHaveLength(1);
      expect(posted[0]!.caption).toContain(`Apartamento en Chacao ${tag} 🏠`);
      expect(posted[0]!.imageUrls).toHaveLength(2);
      const pagePosts = facebook.feedPosts.filter((p) => p.pageId === pageId);
      expect(pagePosts).toHaveLength(1);
      expect(pagePosts[0]!.message).toContain(`Se vende en Chacao ${tag} 🏠`);
      expect(pagePosts[0]!.photoIds).toHaveLength(1);

      // The publication, then the published list.
      await page.getByRole('link', { name: /Ver publicación/ }).or(page.getByRole('button', { name: /Ver publicación/ })).first().click();
      await page.waitForURL((u) => u.pathname.startsWith('/properties/view/'), { timeout: 15_000 });
      await page.goto(url('/properties'));
      await expect(shown(page.getByText('Apartamento en venta en Chacao'))).toBeVisible();
      await screenshot(page, `publishing-${tag}-published-list`);
    });
  }
});
