import { callApi, createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { publishableDraft } from '../support/drafts';
import { expect, shown, test, type JourneyFixtures } from '../support/fixtures';

type Viewport = { width: number; height: number };

/** Both networks connected through the API and the fakes, as the connect screens would. */
async function connectBoth({ server }: Pick<JourneyFixtures, 'server'>, token: string, tag: string) {
  const { instagram, facebook } = server.fakes;
  const igUserId = `17842${Date.now()}`;
  instagram.addUser(igUserId, `retry.${tag}`);
  const url = await callApi(server.baseUrl, 'GET', '/media-providers/instagram/url', { token });
  const redirectTo = new URL((url.body.data as { redirectTo: string }).redirectTo);
  const state = redirectTo.searchParams.get('state')!;
  const code = instagram.codeFor(igUserId, redirectTo.searchParams.get('redirect_uri')!);
  const ig = await callApi(server.baseUrl, 'POST', '/media-providers/agents/instagram', { token, body: { authorizationCode: code, state } });
  expect(ig.status).toBe(201);
  const fbUser = `fb-retry-${tag}-${Date.now()}`;
  const pageId = `${Date.now()}`;
  facebook.users.set(`short-${fbUser}`, { id: fbUser, firstName: 'Rosa', lastName: 'Mora' });
  facebook.pagesOf.set(fbUser, [{ id: pageId, name: `Casas Rosa ${tag}` }]);
  const fb = await callApi(server.baseUrl, 'POST', '/media-providers/agents/facebook', { token, body: { shortToken: `short-${fbUser}` } });
  expect(fb.status).toBe(201);
  return { igUserId, pageId };
}

test.describe('a network that fails is retried alone (issue 8)', () => {
  for (const [viewport, tag] of [
    [DESKTOP, 'desktop'],
    [MOBILE, 'phone'],
  ] as Array<[Viewport, string]>) {
    test(`Instagram refuses, Facebook goes out; the retry sends only Instagram at ${viewport.width}x${viewport.height}`, async ({ page, context, server, url }) => {
      await page.setViewportSize(viewport);
      const { instagram, facebook } = server.fakes;
      const { token } = await createAgent(server.baseUrl, 'Rosa', uniqueEmail(`rosa.${tag}`), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: server.baseUrl }]);
      const { igUserId, pageId } = await connectBoth({ server }, token, tag);
      const draft = await publishableDraft(server.baseUrl, token, 2);
      const caption = `Casa con jardín ${tag}`;
      for (const [network, body] of [
        ['instagram', { imagesUrls: draft.imageIds, caption }],
        ['facebook', { imagesUrls: draft.imageIds, caption, pagesIds: [pageId] }],
      ] as const) {
        const saved = await callApi(server.baseUrl, 'PUT', `/property-drafts/${draft.id}/${network}`, { token, body });
        expect(saved.status).toBe(200);
      }

      // Instagram's daily limit is reached: its step fails with the reason, Facebook still goes out.
      instagram.behaviour.failPublish = { code: 9, subcode: 2207042, message: 'You reached the maximum number of posts allowed in 24 hours.' };
      await page.goto(url(`/properties/drafts/${draft.id}/publishing`));
      const steps = page.getByRole('list', { name: 'Pasos de la publicación' });
      await expect(shown(steps.locator('[aria-label="Publicando en Facebook: completado"]')), 'the Facebook step completed').toBeVisible();
      await expect(shown(steps.locator('[data-state="error"]')), 'the Instagram step failed').toBeVisible();
      await expect(shown(page.getByText('Alcanzaste el límite diario de publicaciones de Instagram'))).toBeVisible();
      const retry = shown(page.getByRole('button', { name: 'Reintentar Instagram' }));
      await expect(retry, 'Reintentar Instagram').toBeVisible();
      await screenshot(page, `publishing-retry-${tag}-instagram-failed`);
      expect(instagram.published.filter((m) => m.igUserId === igUserId)).toHaveLength(0);
      expect(facebook.feedPosts.filter((p) => p.pageId === pageId)).toHaveLength(1);

      // The limit is over: the retry sends Instagram alone.
      delete instagram.behaviour.failPublish;
      await retry.click();
      await expect(shown(steps.locator('[aria-label="Publicando en Instagram: completado"]')), 'the Instagram step completed').toBeVisible();
      await expect(shown(page.getByText('Tu propiedad ha sido publicada exitosamente'))).toBeVisible();
      await screenshot(page, `publishing-retry-${tag}-published`);
      expect(instagram.published.filter((m) => m.igUserId === igUserId)).toHaveLength(1);
      expect(facebook.feedPosts.filter((p) => p.pageId === pageId)).toHaveLength(1);
    });
  }
});
