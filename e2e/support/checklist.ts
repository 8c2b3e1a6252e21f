import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { shown } from './locators';

/** The floating checklist's title, and the name of the round button it shows as when minimised. */
export const CHECKLIST = '¡Comienza a trabajar!';
export const ROUND_BUTTON = new RegExp(`^Abrir ${CHECKLIST}`);

/** Scrolls the page to its end, as an agent reaching a form's last button does (once the layout has settled). */
export async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
            resolve();
          }),
        );
      }),
  );
}

/** Expands the checklist when it shows as its round button (phones start that way), and answers the open card. */
export async function openChecklist(page: Page): Promise<Locator> {
  const card = page.getByRole('dialog', { name: CHECKLIST });
  await expect(shown(card.or(page.getByRole('button', { name: ROUND_BUTTON })).first()), 'the checklist or its round button').toBeVisible();
  if (!(await card.isVisible())) await page.getByRole('button', { name: ROUND_BUTTON }).click();
  const expanded = shown(card);
  await expect(expanded, 'the expanded checklist').toBeVisible();
  return expanded;
}
