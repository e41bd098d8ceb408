import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/**
 * Every browser test fails on a crash it did not look for: an uncaught exception, or React reporting a render loop
 * or an error its boundary caught (the screen then shows 'something went wrong' while the assertions may still
 * pass on what was drawn before).
 */
export const test = base.extend<{ failOnPageErrors: void }>({
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && /Minified React error|Maximum update depth|Cannot update a component|error occurred in the/.test(message.text())) errors.push(message.text());
      });
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

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

/**
 * A form or filter input by its source (react-admin names inputs after the field). Labels are not unique on a list
 * screen: the column chooser lists every column under the same label.
 */
export function field(page: Page, source: string) {
  // Kept-alive screens (§2) stay in the page hidden: only the shown screen's input counts.
  return page.locator(`input[name="${source}"]`).filter({ visible: true });
}

/** The rows of the list on screen (kept-alive screens, §2, stay in the page hidden: their rows are not on screen). */
export function rows(page: Page) {
  return page.locator('table tbody tr').filter({ visible: true });
}

export async function waitForRows(page: Page) {
  await expect(rows(page).first()).toBeVisible();
}

export async function snap(page: Page, name: string) {
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
}

/** The §2 side menu's entries (route keys) and groups on screen. */
export async function menuRoutes(page: Page): Promise<string[]> {
  await expect(page.locator('[data-route]').first()).toBeVisible();
  return page.locator('[data-route]').evaluateAll((els) => els.map((e) => e.getAttribute('data-route') ?? ''));
}

export async function menuGroups(page: Page): Promise<string[]> {
  await expect(page.locator('[data-route]').first()).toBeVisible();
  return page.locator('[data-group]').evaluateAll((els) => els.map((e) => e.getAttribute('data-group') ?? ''));
}

/** A user token straight from the upstream (for token-login and expiry tests). */
export async function apiToken(page: Page, username: string, password: string, sub = false): Promise<string> {
  const response = await page.request.post(sub ? '/api/v2/subaccount/login' : '/api/v2/user/login', { data: { username, password } });
  const body = (await response.json()) as { data: { user_token: string } };
  return body.data.user_token;
}

/** The user token the console stored (ccs_user_token). */
export async function storedToken(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('ccs_user_token') ?? '{}') as { value?: string }).value ?? '');
}

export async function logoutThroughMenu(page: Page) {
  await page.getByRole('button', { name: /个人中心|Profile/ }).click();
  await page.locator('[data-menu=logout]').click();
  await page.getByRole('dialog').getByRole('button', { name: /确认|Confirm/ }).click();
  await page.waitForURL(/#\/user\/login/);
}
