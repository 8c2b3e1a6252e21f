import { expect, type Locator, type Page } from '@playwright/test';
import { shown } from './locators';

/** The property editor's menu, once the draft has loaded; on a phone it opens from its button. */
export async function editorMenu(page: Page): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Herramientas del editor' });
  const button = page.getByRole('button', { name: 'Menú', exact: true });
  await expect(shown(nav.or(button).first()), 'the editor menu or its button').toBeVisible();
  if (!(await nav.isVisible())) await button.click();
  return nav;
}
