import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { expect, shown, test } from '../support/fixtures';

/**
 * Issue 13 item 11: sign-up's 'Términos y condiciones' and 'Política de privacidad' are real public
 * pages, and reading them loses nothing typed on sign-up (new tab; and the same tab keeps it too).
 */
test.describe('legal pages from sign-up', () => {
  const stillFilled = async (page: Page) => {
    await expect(shown(page.getByLabel('Nombre', { exact: true }))).toBeVisible();
    expect(await page.getByLabel('Nombre', { exact: true }).inputValue()).toBe('Lucía');
    expect(await page.getByLabel('Correo electrónico', { exact: true }).inputValue()).toBe('lucia@example.com');
  };

  for (const [size, viewport] of [
    ['1440', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    test(`at ${size} px: both pages open from sign-up and the form is still filled when the agent comes back`, async ({ page, context, url }) => {
      await page.setViewportSize(viewport);
      await page.goto(url('/signup'));
      await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
      await page.getByLabel('Correo electrónico', { exact: true }).fill('lucia@example.com');

      for (const [link, heading, section, shot] of [
        ['Términos y condiciones', 'Términos y condiciones', 'Tus clientes', 'terms'],
        ['Política de privacidad', 'Política de privacidad', 'Cómo eliminar tus datos o tu cuenta', 'privacy'],
      ] as const) {
        // Each link opens its page in a new tab; the sign-up tab is left as it was.
        const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: link, exact: true }).click()]);
        await tab.setViewportSize(viewport);
        await expect(shown(tab.getByRole('heading', { level: 1, name: heading })), `the heading ${heading}`).toBeVisible();
        await expect(shown(tab.getByRole('heading', { level: 2, name: section })), `the section ${section}`).toBeVisible();
        expect(await tab.title()).toBe(`${heading} - Vitrina Agentes`);
        expect(await tab.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await screenshot(tab, `legal-${shot}-${size}`);
        await tab.close();
        await stillFilled(page);
      }

      // Opened in the same tab (a pasted address, a phone's browser): going back still finds the form filled.
      const answer = await page.goto(url('/privacy'));
      expect(answer?.status()).toBe(200);
      await expect(shown(page.getByRole('link', { name: 'Cómo eliminar tus datos de Facebook' }))).toBeVisible();
      await page.goBack();
      await stillFilled(page);
      expect(await page.evaluate(() => JSON.stringify(window.sessionStorage))).not.toMatch(/contrase|password/i);
    });
  }

  test('both pages answer 200 with their headings to someone who never signed in', async ({ page, url }) => {
    for (const [path, heading] of [
      ['/terms', 'Términos y condiciones'],
      ['/privacy', 'Política de privacidad'],
    ] as const) {
      const answer = await page.goto(url(path));
      expect(answer?.status()).toBe(200);
      await expect(shown(page.getByRole('heading', { level: 1, name: heading }))).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });
});
