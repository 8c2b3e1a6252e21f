import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { publishableDraft } from '../support/drafts';
import { seeText, visible } from '../support/expect';
import { useJourney, type Journey } from '../support/journey';

type Viewport = { width: number; height: number };

/** The tool's form of a network, once the connection and the draft have loaded. */
async function postForm(page: Page, network: 'Instagram' | 'Facebook'): Promise<Locator> {
  return visible(page.getByRole('form', { name: `Publicación de ${network}` }).or(page.getByLabel(`Publicación de ${network}`)).first(), `the ${network} post form`);
}

/** Types a caption, then inserts a house emoji from the picker at the end of it. */
async function captionWithEmoji(page: Page, form: Locator, text: string) {
  const caption = form.getByRole('textbox', { name: 'Descripción' });
  await caption.fill(text);
  await caption.press('End');
  await form.getByRole('button', { name: 'Insertar emoji' }).click();
  const search = await visible(page.getByRole('searchbox', { name: 'Buscar un emoji' }).or(page.getByPlaceholder('Buscar emoji')).first(), 'the emoji search');
  await search.fill('casa');
  await (await visible(page.locator('button.epr-emoji[aria-label="casa"]').first(), 'the house emoji')).click();
  await expect.poll(() => caption.inputValue(), { timeout: 10_000 }).toBe(`${text}🏠`);
}

async function connectNetworks(j: Journey, page: Page, viewport: Viewport, tag: string) {
  await page.goto(j.url('/account?section=integrations'));
  const instagramCard = page.getByRole('article', { name: 'Instagram' });
  await (await visible(instagramCard.getByRole('button', { name: 'Conectar Instagram' }), 'Conectar Instagram')).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Conectar Instagram' }), 'the connect dialog');
  await seeText(dialog, 'Publicar fotos y carruseles de tus propiedades');
  await screenshot(page, `publishing-${tag}-connect-modal`);
  await dialog.getByRole('button', { name: 'Iniciar sesión con Instagram' }).click();
  // Instagram's (fake) authorize page sends the browser back to the callback with code and state.
  await page.waitForURL((u) => u.pathname === '/oauth/authorize/instagram', { timeout: 20_000 });
  await seeText(page, 'conectada');
  await screenshot(page, `publishing-${tag}-instagram-connected`);
  await page.waitForURL((u) => u.pathname === '/account', { timeout: 15_000 });
  await seeText(instagramCard, 'Esta cuenta está conectada');

  const facebookCard = page.getByRole('article', { name: 'Facebook' });
  await facebookCard.getByRole('button', { name: 'Conectar Facebook' }).click();
  await (await visible(page.getByRole('dialog', { name: 'Conectar Facebook' }).getByRole('button', { name: 'Iniciar sesión con Facebook' }), 'the Facebook login')).click();
  await page.waitForURL((u) => u.pathname === '/oauth/authorize/facebook', { timeout: 20_000 });
  await page.waitForURL((u) => u.pathname === '/account', { timeout: 15_000 });
  await seeText(facebookCard, 'Esta cuenta está conectada');
  await page.setViewportSize(viewport);
  await screenshot(page, `publishing-${tag}-integrations`);
}

describe('publishing to Instagram and Facebook (spec 3, issue 8)', () => {
  const j = useJourney();

  for (const [viewport, tag] of [
    [DESKTOP, 'desktop'],
    [MOBILE, 'phone'],
  ] as Array<[Viewport, string]>) {
    test(`connect both networks, write both posts with an emoji, publish and watch the steps at ${viewport.width}x${viewport.height}`, async () => {
      const { page, context, identity } = j.visit;
      await page.setViewportSize(viewport);
      const { instagram, facebook } = j.server.fakes;
      const { token } = await createAgent(j.server.baseUrl, 'Valeria', uniqueEmail(`valeria.${tag}`), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: j.server.baseUrl }]);
      const igUserId = `17841${Date.now()}`;
      instagram.addUser(igUserId, `inmobiliaria.${tag}`);
      instagram.behaviour.authorizeAs = igUserId;
      const fbUser = `fb-${tag}-${Date.now()}`;
      const pageId = `${Date.now()}`;
      identity.facebookToken = `short-${fbUser}`;
      facebook.users.set(identity.facebookToken, { id: fbUser, email: `${fbUser}@example.com`, firstName: 'Valeria', lastName: 'Rivas' });
      facebook.pagesOf.set(fbUser, [{ id: pageId, name: `Inmuebles Valeria ${tag}` }]);
      const draft = await publishableDraft(j.server.baseUrl, token, 3);

      await connectNetworks(j, page, viewport, tag);

      // Instagram: two images (a carousel) and a caption with an emoji.
      await page.goto(j.url(`/property-editor/${draft.id}/create?section=instagram`));
      const igForm = await postForm(page, 'Instagram');
      await igForm.getByRole('checkbox', { name: 'Imagen 1' }).check();
      await igForm.getByRole('checkbox', { name: 'Imagen 2' }).check();
      await seeText(igForm, '2 / 20');
      await captionWithEmoji(page, igForm, `Apartamento en Chacao ${tag} `);
      await screenshot(page, `publishing-${tag}-instagram-post`);
      await igForm.getByRole('button', { name: 'Guardar publicación' }).click();
      await seeText(page, 'Publicación actualizada correctamente.');

      // Facebook: one image on the agent's page.
      await page.goto(j.url(`/property-editor/${draft.id}/create?section=facebook`));
      const fbForm = await postForm(page, 'Facebook');
      await fbForm.getByRole('checkbox', { name: 'Imagen 3' }).check();
      await (await visible(fbForm.getByRole('checkbox', { name: `Inmuebles Valeria ${tag}` }), 'the Facebook page')).check();
      await captionWithEmoji(page, fbForm, `Se vende en Chacao ${tag} `);
      await screenshot(page, `publishing-${tag}-facebook-post`);
      await fbForm.getByRole('button', { name: 'Guardar publicación' }).click();
      await seeText(page, 'Publicación actualizada correctamente.');

      // Publish from the editor and watch the five steps.
      await page.getByRole('button', { name: 'Publicar', exact: true }).first().click();
      const confirm = await visible(page.getByRole('dialog', { name: '¿Publicar la propiedad?' }), 'the publish confirmation');
      await confirm.getByRole('link', { name: 'Publicar', exact: true }).click();
      await page.waitForURL((u) => u.pathname === `/properties/drafts/${draft.id}/publishing`, { timeout: 20_000 });
      const steps = page.getByRole('list', { name: 'Pasos de la publicación' });
      for (const label of ['Iniciando publicación', 'Publicando propiedad', 'Publicando en Instagram', 'Publicando en Facebook', 'Finalizando publicación']) {
        await visible(steps.locator(`[aria-label="${label}: completado"]`), `the step ${label} completed`);
      }
      await seeText(page, 'Tu propiedad ha sido publicada exitosamente');
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
      await page.goto(j.url('/properties'));
      await seeText(page, 'Apartamento en venta en Chacao');
      await screenshot(page, `publishing-${tag}-published-list`);
    });
  }
});
