import type { Page } from '@playwright/test';
import { apiToken, expect, field, login, resetUpstream, rows, snap, test, waitForRows } from './support';

/**
 * Issue 30 items 1 and 6 (§2, §6) in the browser: a route without a key is shown to everyone but saved only with its
 * derived grant, offered in the permission tree; uploads and edits of wider sub-accounts are not offered to those the
 * upstream would refuse.
 */
test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
});

/** A sub-account the merchant creates through the upstream (what the create form sends). */
async function newSub(page: Page, tel: string, permissions: string[]) {
  const token = await apiToken(page, 'merchant', 'merchant123');
  const res = await page.request.post('/api/v2/subaccount/create', {
    headers: { 'User-Token': token },
    data: { tel, password: 'secret88', remark: '测试', permissions },
  });
  expect(((await res.json()) as { code: number }).code).toBe(1);
}

const SAVE = /^(保存|Save)$/;

test('the read-only viewer sees 支付宝服务 without 保存; the tree offers its write under 运营设置; a granted sub-account saves it', async ({
  page,
}) => {
  await page.goto('/#/user/login');
  await newSub(page, '13712340001', ['alipayService:edit']);
  await login(page, 'viewer', 'viewer123', 'sub');
  await page.goto('/#/alipay/AlipayServe');
  await expect(field(page, 'alipay_app_id')).toBeVisible();
  await expect(page.getByRole('button', { name: SAVE })).toHaveCount(0);

  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/subaccounts/create');
  const operations = page.locator('[data-grant-group="operations"]');
  await operations.getByRole('button', { expanded: false }).click();
  const branch = operations.locator('[data-grant-key="alipayService"]');
  await expect(branch).toContainText(/支付宝服务/);
  await expect(branch.locator('[data-grant="alipayService:edit"]')).toBeVisible();
  await expect(branch.locator('[data-grant="alipayService:query"]')).toHaveCount(0);
  await branch.scrollIntoViewIfNeeded();
  await snap(page, 'keyless-write-grant-tree', { fullPage: false });

  await login(page, '13712340001', 'secret88', 'sub');
  await page.goto('/#/alipay/AlipayServe');
  await expect(field(page, 'alipay_app_id')).toBeVisible();
  await expect(page.getByRole('button', { name: SAVE })).toBeVisible();
});

test('a sub-account that may only read the merchant info is not offered an upload; the merchant is', async ({
  page,
}) => {
  await page.goto('/#/user/login');
  await newSub(page, '13712340002', ['merchant_info:query']);
  await login(page, '13712340002', 'secret88', 'sub');
  await page.goto('/#/group/tag');
  await expect(page.getByTestId('upload-logo').locator('img')).toBeVisible();
  await expect(page.getByTestId('upload-file-logo')).toHaveCount(0);
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/group/tag');
  await expect(page.getByTestId('upload-file-logo')).toHaveCount(1);
});

test('a sub-account with sub-account edit rights is offered edit only on sub-accounts within its own grants', async ({
  page,
}) => {
  await page.goto('/#/user/login');
  await newSub(page, '13712340010', [
    'SubaccountList:query',
    'SubaccountList:get',
    'SubaccountList:edit',
    'order_all:query',
  ]);
  await newSub(page, '13712340011', ['order_all:query', 'order_all:export']);
  await newSub(page, '13712340012', ['order_all:query']);
  await login(page, '13712340010', 'secret88', 'sub');
  await page.goto('/#/subaccount/subaccountList');
  await waitForRows(page);
  const rowOf = async (tel: string) => {
    await field(page, 'tel').fill(tel);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(tel);
    return rows(page).first();
  };
  const wider = await rowOf('13712340011');
  await expect(wider.getByRole('link', { name: /查看|Show/ })).toBeVisible();
  await expect(wider.getByRole('link', { name: /编辑|Edit/ })).toHaveCount(0);
  const within = await rowOf('13712340012');
  await expect(within.getByRole('link', { name: /编辑|Edit/ })).toBeVisible();
});
