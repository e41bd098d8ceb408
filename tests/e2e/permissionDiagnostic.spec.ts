import { expect, login, resetUpstream, test } from './support';

/**
 * Issue 29 item 3: a main account's session shows how its user info meets the permission mapping — in the browser
 * console and on /test/permissions — so pointing the console at real services shows the gaps on the first login.
 */

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
});

test('a main account holding every key: nothing unknown, nothing ungranted, and nothing logged', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (m) => logged.push(m.text()));
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/test/permissions');
  await expect(page.getByRole('heading', { name: '权限映射诊断' })).toBeVisible();
  await expect(page.getByText('上游发来的每个权限标识都对应控制台的权限键。')).toBeVisible();
  await expect(page.getByText('控制台的每个权限键都已被授予。')).toBeVisible();
  expect(logged.filter((t) => t.startsWith('[permissions]'))).toEqual([]);
});

test('a main account whose user info lacks keys: the page lists them with the identities that would grant them, the console says so', async ({
  page,
}) => {
  // As if the real service granted this merchant only the order list, under its own name.
  const response = await page.request.post('/__upstream/grants', {
    data: { username: 'merchant', grants: { order_all: ['query'] } },
  });
  expect(response.ok()).toBe(true);
  const logged: string[] = [];
  page.on('console', (m) => logged.push(m.text()));
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/test/permissions');
  const table = page.getByTestId('ungranted-keys');
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: /poster/ })).toContainText('poster');
  await expect(table.getByRole('row', { name: /order_all/ })).toHaveCount(0);
  await expect
    .poll(() => logged.find((t) => t.startsWith('[permissions]')) ?? '')
    .toMatch(/console keys nothing grants/);
});

test("a sub-account is told the diagnostic is a main account's", async ({ page }) => {
  await login(page, 'operator', 'operator123', 'sub');
  await page.goto('/#/test/permissions');
  await expect(page.getByText('子账号只持有主账号授予的部分权限；请用主账号登录查看映射是否完整。')).toBeVisible();
});
