import { STORAGE_PREFIX, TOKEN_LIFETIME_MS } from '../../src/platform/providers/session';
import {
  apiToken,
  expect,
  field,
  login,
  logoutThroughMenu,
  menuRoutes,
  resetUpstream,
  test,
  waitForRows,
} from './support';

/**
 * Issue 30 item 4: the console's browser tabs share one session. When it ends or changes in one, every other tab leaves
 * it at once and keeps nothing of it on screen or in memory; an open form keeps what was typed for after the login.
 */

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
});

test('a logout in one browser tab sends the others to the login page at once; a half-typed form there comes back after the login', async ({
  page,
  context,
}) => {
  await login(page, 'merchant', 'merchant123');
  const other = await context.newPage();
  await other.goto('/#/price/list');
  await waitForRows(other);
  const form = await context.newPage();
  await form.goto('/#/subaccounts/create');
  await field(form, 'remark').click();
  await form.keyboard.type('半填的备注');

  await logoutThroughMenu(page);

  // Both leave for the login page, with the way back and why; nothing of the console stays drawn.
  await expect(other).toHaveURL(/#\/user\/login\?redirect=%2Fprice%2Flist.*notice=otherTab/);
  await expect(other.getByTestId('login-notice')).toContainText('已在其他标签页中退出登录');
  await expect(other.locator('[data-route]')).toHaveCount(0);
  await expect(other.locator('table')).toHaveCount(0);
  // The form's tab left too (its leave prompt does not hold a session's end), and its input is kept.
  await expect(form).toHaveURL(/#\/user\/login\?redirect=%2Fsubaccounts%2Fcreate/);
  await form.locator('input[name=username]').fill('merchant');
  await form.locator('input[name=password]').fill('merchant123');
  await form.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await expect(form).toHaveURL(/#\/subaccounts\/create/);
  await expect(field(form, 'remark')).toHaveValue('半填的备注');
});

test('another account signing in from another browser tab: this tab drops the old account’s menu and rows for the new one’s', async ({
  page,
  context,
}) => {
  await login(page, 'merchant', 'merchant123');
  await waitForRows(page);
  expect(await menuRoutes(page)).toContain('subaccounts');
  const merchantRows = await page.locator('table tbody tr').count();
  expect(merchantRows).toBeGreaterThan(0);

  // The other tab signs in as the query-only sub-account without a logout here (as a ?value= link does).
  const viewerToken = await apiToken(page, 'viewer', 'viewer123', true);
  const other = await context.newPage();
  await other.goto('/config.json');
  await other.evaluate(({ key, value, expires }) => localStorage.setItem(key, JSON.stringify({ value, expires })), {
    key: `${STORAGE_PREFIX}user_token`,
    value: viewerToken,
    expires: Date.now() + TOKEN_LIFETIME_MS,
  });

  // This tab now shows the viewer's console: the viewer's menu (of the keyed routes, the order list only), not the
  // merchant's. (Read while the page reloads: a read the reload interrupts counts as not yet.)
  const viewerMenu = async () => {
    const routes = await menuRoutes(page).catch(() => ['(reloading)']);
    return routes.includes('orders') && !routes.includes('subaccounts') && !routes.includes('pricingRules');
  };
  await expect.poll(viewerMenu).toBe(true);
  await waitForRows(page);
  await expect(page.getByRole('button', { name: /merchant/ })).toHaveCount(0);
});
