import { readFileSync } from 'node:fs';
import { readSheet } from 'read-excel-file/node';
import type { Page } from '@playwright/test';
import { expect, login, resetUpstream, rows, snap, test, waitForRows } from './support';

/**
 * The coupon screens (§2 coupon routes): every route shows seeded rows to an account that may open it — the Alipay
 * and WeChat coupons to merchant, the short-video group (§6: only the configured agent ids) to kuaishou — a refund
 * request is approved through its confirmation, and the coupon codes export the filtered rows as an xlsx named by
 * the date range (§7).
 */

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
});

/** A route, a column of its list and what every cell of it on the first page looks like. */
type Screen = [route: string, column: string, cell: RegExp];

const MONEY = /^¥\d{1,3}(,\d{3})*\.\d{2}$/;
const ALIPAY_AND_WECHAT: Screen[] = [
  ['/coupon/newCouponList', 'activity_id', /^\d{10}$/],
  ['/coupon/newUserReceiveList', 'claim_no', /^DY\d{16}$/],
  ['/local/localLifeCoupon', 'sale_price', MONEY],
  ['/local/couponCodeList', 'code', /^[A-HJ-NP-Z2-9]{12}$/],
  ['/local/alipayProducts', 'item_id', /^\d{16}$/],
  ['/local/generalMerchandise', 'sku', /^\d{8}$/],
  ['/local/voucherPurchase', 'pay_amount', MONEY],
  ['/WeChatTiCket/ConPonList', 'stock_id', /^\d{8}$/],
];
const SHORT_VIDEO: Screen[] = [
  ['/couponKs/CouponsList', 'product_id', /^\d{12}$/],
  ['/couponKs/LocalLife', 'price', MONEY],
  ['/couponKs/OrderList', 'amount', MONEY],
  ['/couponKs/UserReceiveList', 'claim_no', /^DY\d{16}$/],
  ['/couponKs/RequestRefund', 'refund_amount', MONEY],
];

async function showsSeededRows(page: Page, [route, column, cell]: Screen) {
  await page.goto(`/#${route}`);
  await waitForRows(page);
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByText(/共 57 条|of 57/)).toBeVisible();
  const cells = (await rows(page).locator(`td.column-${column}`).allInnerTexts()).map((t) => t.trim());
  expect(cells, route).toHaveLength(10);
  for (const text of cells) expect(text, `${route} ${column}`).toMatch(cell);
}

test('merchant sees every Alipay coupon screen and the WeChat coupons with seeded rows, and no short-video group', async ({
  page,
}) => {
  await login(page, 'merchant', 'merchant123');
  for (const screen of ALIPAY_AND_WECHAT) await showsSeededRows(page, screen);
  await snap(page, 'wechat-coupons');
  // The detail view: a description list of the record (§9), reached from the row.
  await page.goto('/#/local/couponCodeList');
  await waitForRows(page);
  const code = (await rows(page).first().locator('td.column-code').innerText()).trim();
  await rows(page).first().locator('td.column-coupon_name').click();
  await expect(page).toHaveURL(/#\/couponCodes\/\d+\/show/);
  // (Within the record: the title shows the code too, once the record has loaded.)
  await expect(page.getByTestId('description-list').getByText(code)).toBeVisible();
  await expect(page.getByText(/券名称|Coupon/).first()).toBeVisible();
  // §9: a description list of at most 4 columns (4 at this 1280 px desktop width).
  const fields = page.locator('.RaSimpleShowLayout-row');
  await expect(fields).toHaveCount(9);
  const lefts = await fields.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
  expect(new Set(lefts).size).toBe(4);
  await page.goto('/#/couponKs/CouponsList');
  await expect(page.getByTestId('error-403')).toBeVisible();
});

test('kuaishou (a configured agent id, §6) sees every short-video coupon screen with seeded rows', async ({ page }) => {
  await login(page, 'kuaishou', 'kuaishou123');
  for (const screen of SHORT_VIDEO) await showsSeededRows(page, screen);
  await snap(page, 'short-video-refunds');
});

test('a refund request is approved after its confirmation and shows its new status; reject is offered beside it', async ({
  page,
}) => {
  await login(page, 'kuaishou', 'kuaishou123');
  await page.goto(`/#/couponKs/RequestRefund?filter=${encodeURIComponent(JSON.stringify({ status: 0 }))}`);
  await waitForRows(page);
  const row = rows(page).first();
  const refundNo = (await row.locator('td.column-refund_no').innerText()).trim();
  await expect(row.locator('[data-action=reject]')).toBeVisible();
  await row.locator('[data-action=approve]').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /取消|Cancel/ })
    .click();
  await expect(row).toContainText(/待处理|Pending/);
  await row.locator('[data-action=approve]').click();
  await expect(page.getByRole('dialog')).toContainText(/确定同意退款|Approve this refund/);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确认|Confirm/ })
    .click();
  // The pending filter no longer holds it: look it up by its number.
  await page.goto(`/#/couponKs/RequestRefund?filter=${encodeURIComponent(JSON.stringify({ refund_no: refundNo }))}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().locator('td.column-status')).toHaveText(/已同意|Approved/);
  await expect(rows(page).first().locator('[data-action=approve]')).toHaveCount(0);
});

test('the coupon codes export needs a date range and downloads the filtered codes as an xlsx named by it (§7)', async ({
  page,
}) => {
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/local/couponCodeList');
  await waitForRows(page);
  await expect(page.locator('[data-action=export]')).toBeDisabled();
  const day = (daysAgo: number) => {
    const d = new Date(Date.now() - daysAgo * 86_400_000);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };
  const [from, to] = [day(30), day(10)];
  await page.goto(
    `/#/local/couponCodeList?perPage=100&filter=${encodeURIComponent(JSON.stringify({ created_at: { from, to }, status: 0 }))}`,
  );
  // The rows on screen until the filtered ones arrive are the old ones: wait for the filtered page.
  await expect
    .poll(async () => {
      const states = await rows(page).locator('td.column-status').allInnerTexts();
      return states.length > 0 && states.every((t) => /未使用|Unused/.test(t));
    })
    .toBe(true);
  const shown = (await rows(page).locator('td.column-code').allInnerTexts()).map((t) => t.trim());
  expect(shown.length).toBeLessThan(57);
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action=export]').click()]);
  expect(download.suggestedFilename()).toBe(`券码列表_${from}_${to}.xlsx`);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 2).toString()).toBe('PK');
  const [header, ...data] = await readSheet(readFileSync(file));
  expect(header[0]).toBe('券码');
  expect(data.map((r) => String(r[0])).sort()).toEqual([...shown].sort());
  for (const r of data) expect(r).toContain('未使用');
});
