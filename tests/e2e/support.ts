import { expect, type Page } from '@playwright/test';

export const ARTIFACTS = 'tests/e2e/artifacts';

/** Resets the embedded upstream's data and sessions so each test starts from the seed. */
export async function resetUpstream(page: Page) {
  const response = await page.request.post('/__upstream/reset');
  expect(response.ok()).toBe(true);
  await page.request.delete('/__upstream/faults');
}

export async function injectFault(page: Page, path: string, fault: string, extra: Record<string, unknown> = {}) {
  const response = await page.request.post('/__upstream/faults', { data: { path, fault, ...extra } });
  expect(response.ok()).toBe(true);
}

/** Logs in through the real login page (main account by default). */
export async function login(page: Page, username: string, password: string, accountType: 'main' | 'sub' = 'main') {
  await page.goto('/#/user/login');
  if (accountType === 'sub') await page.getByRole('tab', { name: /子账号|Sub-account/ }).click();
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await page.waitForURL((url) => !url.hash.includes('/user/login'));
}

/** The rows of the list on screen. */
export function rows(page: Page) {
  return page.locator('table tbody tr');
}

export async function waitForRows(page: Page) {
  await expect(rows(page).first()).toBeVisible();
}

export async function snap(page: Page, name: string) {
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
}
