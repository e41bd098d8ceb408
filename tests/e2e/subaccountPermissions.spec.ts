import {
  expect,
  field,
  login,
  logoutThroughMenu,
  menuRoutes,
  resetUpstream,
  rows,
  snap,
  test,
  waitForRows,
} from './support';

const CREATE = '/#/subaccounts/create';
const TEL = '13712345678';

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
});

/** A group of the permission tree (routes.yaml group; 'top' for the top-level entries), opened. */
async function openGroup(page: import('@playwright/test').Page, group: string) {
  const branch = page.locator(`[data-grant-group="${group}"]`);
  const toggle = branch.getByRole('button', { expanded: false });
  if (await toggle.count()) await toggle.click();
  return branch;
}

test('a sub-account with two routes ticked sees exactly those menu entries; another route is 403 (§6)', async ({
  page,
}) => {
  await login(page, 'merchant', 'merchant123');
  await page.goto(CREATE);
  await field(page, 'tel').fill(TEL);
  await field(page, 'password').fill('secret88');
  await field(page, 'remark').fill('前台小王');

  // The tree offers the merchant's own keys by menu group; markers (is_authshop …) are never offered.
  await expect(page.locator('[data-grant-group]').first()).toBeVisible();
  await expect(page.locator('[data-grant-key-box="is_authshop"]')).toHaveCount(0);
  const top = await openGroup(page, 'top');
  await top.locator('[data-grant-key-box="user_list"]').check();
  const cinema = await openGroup(page, 'cinema');
  await cinema.locator('[data-grant-key-box="order_all"]').check();
  // Ticking a route ticks its actions; unticking one action leaves the route indeterminate.
  await expect(cinema.locator('[data-grant="order_all:export"]')).toBeChecked();
  await cinema.locator('[data-grant="order_all:export"]').uncheck();
  await expect(cinema.locator('[data-grant-key-box="order_all"]')).toHaveAttribute('data-indeterminate', 'true');
  await expect(page.locator('[data-grant-group-box="cinema"]')).toHaveAttribute('data-indeterminate', 'true');
  await snap(page, 'subaccount-permission-tree');
  await page.getByRole('button', { name: /保存|Save/ }).click();
  await expect(page).toHaveURL(/#\/subaccount\/subaccountList(\?|$)/);

  // The detail view shows what was granted.
  await waitForRows(page);
  await field(page, 'tel').fill(TEL);
  await expect(rows(page)).toHaveCount(1);
  await rows(page)
    .first()
    .getByRole('link', { name: /查看|Show/ })
    .click();
  const summary = page.locator('[data-permission-summary]');
  await expect(summary.locator('[data-granted-key]')).toHaveCount(2);
  await expect(summary.locator('[data-granted-key="order_all"]')).toContainText(/查看列表.*详情|List.*Details/);
  await expect(summary.locator('[data-granted-key="order_all"]')).not.toContainText(/导出|Export/);
  await snap(page, 'subaccount-permission-detail');

  await logoutThroughMenu(page);
  await login(page, TEL, 'secret88', 'sub');
  // Its two routes, plus the §2 routes every account sees (no key: Alipay service, WeChat coupons).
  expect((await menuRoutes(page)).sort()).toEqual(['alipayService', 'orders', 'users', 'wechatCoupons']);
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  await expect(page.locator('[data-action=export]')).toHaveCount(0);
  await page.goto('/#/flower/flowerList');
  await expect(page.getByTestId('error-403')).toBeVisible();
  await page.goto('/#/subaccount/subaccountList');
  await expect(page.getByTestId('error-403')).toBeVisible();
});
