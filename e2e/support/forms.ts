import type { Locator, Page } from '@playwright/test';
import { shown } from './locators';

/** Opens a Mantine select by its label and picks an option (the first one when none is named). */
export async function pick(page: Page, label: string, option?: string, scope: Page | Locator = page) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await shown(page.getByRole('option', option ? { name: option, exact: true } : {})).click();
}

/** True when a click at the centre of `target` lands on it (nothing drawn over it there). */
export async function clickLandsOn(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}
