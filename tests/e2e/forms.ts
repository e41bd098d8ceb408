/**
 * Form steps the browser tests share: a generated create or edit screen loads lazily, so the list (with same-named
 * filters) stays on screen until the form has replaced it, and a create form resets itself while its references load.
 */
import type { Page } from '@playwright/test';
import { expect, field } from './support';

/** Waits for a create or edit form: until its lazy screen has loaded the list stays shown, with same-named filters. */
export const formShown = (page: Page) => expect(page.getByRole('button', { name: /保存|Save/ })).toBeVisible();

/** Presses the form's Save button. */
export const save = (page: Page) => page.getByRole('button', { name: /保存|Save/ }).click();

/** Types into a form input once the form has settled (a create form resets itself while its references load). */
export async function fillKept(page: Page, source: string, value: string) {
  await expect(async () => {
    await field(page, source).fill(value);
    await page.waitForTimeout(200);
    await expect(field(page, source)).toHaveValue(value, { timeout: 100 });
  }).toPass({ timeout: 10_000 });
}
