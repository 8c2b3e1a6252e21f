import { describe, expect, test } from 'vitest';
import { callApi, createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { publishableDraft } from '../support/drafts';
import { seeText, visible } from '../support/expect';
import { useJourney, type Journey } from '../support/journey';

type Viewport = { width: number; height: number };

/** Both networks connected through the API and the fakes, as the connect screens would. */
async function connectBoth(j: Journey, token: string, tag: string) {
  const { instagram, facebook } = j.server.fakes;
  const igUserId = `17842${Date.now()}`;
  instagram.addUser(igUserId, `retry.${tag}`);
  const url = await callApi(j.server.baseUrl, 'GET', '/media-providers/instagram/url', { token });
  const redirectTo = new URL((url.body.data as { redirectTo: string }).redirectTo);
  const state = redirectTo.searchParams.get('state')!;
  const code = instagram.codeFor(igUserId, redirectTo.searchParams.get('redirect_uri')!);
  const ig = await callApi(j.server.baseUrl, 'POST', '/media-providers/agents/instagram', { token, body: { authorizationCode: code, state } });
  expect(ig.status).toBe(201);
  const fbUser = `fb-retry-${tag}-${Date.now()}`;
  const pageId = `${Date.now()}`;
  facebook.users.set(`short-${fbUser}`, { id: fbUser, firstName: 'Rosa', lastName: 'Mora' });
  facebook.pagesOf.set(fbUser, [{ id: pageId, name: `Casas Rosa ${tag}` }]);
  const fb = await callApi(j.server.baseUrl, 'POST', '/media-providers/agents/facebook', { token, body: { shortToken: `short-${fbUser}` } });
  expect(fb.status).toBe(201);
  return { igUserId, pageId };
}

describe('a network that fails is retried alone (issue 8)', () => {
  const j = useJourney();

  for (const [viewport, tag] of [
    [DESKTOP, 'desktop'],
    [MOBILE, 'phone'],
  ] as Array<[Viewport, string]>) {
    test(`Instagram refuses, Facebook goes out; the retry sends only Instagram at ${viewport.width}x${viewport.height}`, async () => {
      const { page, context } = j.visit;
      await page.setViewportSize(viewport);
      const { instagram, facebook } = j.server.fakes;
      const { token } = await createAgent(j.server.baseUrl, 'Rosa', uniqueEmail(`rosa.${tag}`), 'Secreto1');
      await context.addCookies([{ name: 'auth.accessToken', value: token, url: j.server.baseUrl }]);
      const { igUserId, pageId } = await connectBoth(j, token, tag);
      const draft = await publishableDraft(j.server.baseUrl, token, 2);
      const caption = `Casa con jardín ${tag}`;
      for (const [network, body] of [
        ['instagram', { imagesUrls: draft.imageIds, caption }],
        ['facebook', { imagesUrls: draft.imageIds, caption, pagesIds: [pageId] }],
      ] as const) {
        const saved = await callApi(j.server.baseUrl, 'PUT', `/property-drafts/${draft.id}/${network}`, { token, body });
        expect(saved.status).toBe(200);
      }

      // Instagram's daily limit is reached: its step fails with the reason, Facebook still goes out.
      instagram.behaviour.failPublish = { code: 9, subcode: 2207042, message: 'You reached the maximum number of posts allowed in 24 hours.' };
      await page.goto(j.url(`/properties/drafts/${draft.id}/publishing`));
      const steps = page.getByRole('list', { name: 'Pasos de la publicación' });
      await visible(steps.locator('[aria-label="Publicando en Facebook: completado"]'), 'the Facebook step completed');
      await visible(steps.locator('[data-state="error"]'), 'the Instagram step failed');
      await seeText(page, 'Alcanzaste el límite diario de publicaciones de Instagram');
      const retry = await visible(page.getByRole('button', { name: 'Reintentar Instagram' }), 'Reintentar Instagram');
      await screenshot(page, `publishing-retry-${tag}-instagram-failed`);
      expect(instagram.published.filter((m) => m.igUserId === igUserId)).toHaveLength(0);
      expect(facebook.feedPosts.filter((p) => p.pageId === pageId)).toHaveLength(1);

      // The limit is over: the retry sends Instagram alone.
      delete instagram.behaviour.failPublish;
      await retry.click();
      await visible(steps.locator('[aria-label="Publicando en Instagram: completado"]'), 'the Instagram step completed');
      await seeText(page, 'Tu propiedad ha sido publicada exitosamente');
      await screenshot(page, `publishing-retry-${tag}-published`);
      expect(instagram.published.filter((m) => m.igUserId === igUserId)).toHaveLength(1);
      expect(facebook.feedPosts.filter((p) => p.pageId === pageId)).toHaveLength(1);
    });
  }
});
