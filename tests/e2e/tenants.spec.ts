import {
  expect,
  field,
  login,
  logoutThroughMenu,
  resetUpstream,
  rows,
  storedToken,
  test,
  waitForRows,
} from './support';

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
});

test('two merchants see their own data, never each other’s (tenants of the embedded upstream)', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await waitForRows(page);
  const merchantOrders = await rows(page).locator('td.column-order_no').allInnerTexts();
  // merchant creates a sub-account.
  await page.goto('/#/subaccounts/create');
  await field(page, 'tel').fill('13766668888');
  await field(page, 'password').fill('sub12345');
  await field(page, 'remark').fill('只属于 merchant');
  await page.getByRole('button', { name: /保存|Save/ }).click();
  await waitForRows(page);
  await expect(page.getByText('只属于 merchant')).toBeVisible();
  const subaccountId = (
    await rows(page).filter({ hasText: '只属于 merchant' }).locator('td.column-id').innerText()
  ).trim();
  await logoutThroughMenu(page);

  await login(page, 'kuaishou', 'kuaishou123');
  await waitForRows(page);
  const kuaishouOrders = await rows(page).locator('td.column-order_no').allInnerTexts();
  expect(kuaishouOrders).toHaveLength(10);
  expect(kuaishouOrders.filter((no) => merchantOrders.includes(no))).toEqual([]);
  await page.goto('/#/subaccount/subaccountList');
  await waitForRows(page);
  await expect(page.getByText('只属于 merchant')).toHaveCount(0);
  // Even by id, merchant's record is not kuaishou's to open or change.
  const token = await storedToken(page);
  const detail = await page.request.get(`/api/v2/subaccount/detail?id=${subaccountId}`, {
    headers: { 'User-Token': token },
  });
  expect(detail.status()).toBe(404);
  const edit = await page.request.post('/api/v2/subaccount/edit', {
    headers: { 'User-Token': token },
    data: { id: Number(subaccountId), remark: '改掉' },
  });
  expect(edit.status()).toBe(404);
});
