import type { Page } from '@playwright/test';
import { expect, field, login, resetUpstream, rows, test, waitForRows } from './support';

/**
 * Issue 30 item 12: after a create, an edit, a delete or the way back from a detail, a list returns as it was left —
 * its filters, sort and page — for every resource (generated redirect, react-admin's 'list' redirect, the back link).
 */

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
  await login(page, 'merchant', 'merchant123');
});

/** The list's query as react-admin keeps it in the address: filter, sort, order, page. */
async function listQuery(page: Page) {
  const query = new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '');
  return { filter: query.get('filter'), sort: query.get('sort'), order: query.get('order'), page: query.get('page') };
}

test('pricing rules: filtered and sorted, an edit saved returns to the list as it was (issue 30 item 12)', async ({
  page,
}) => {
  await page.goto('/#/price/list');
  await waitForRows(page);
  await field(page, 'name').fill('加价');
  await expect(page).toHaveURL(/filter=.*name/);
  // The priority order turned (a click on its header): ascending.
  await page.locator('thead').getByText('优先级').click();
  await expect(page).toHaveURL(/order=ASC/);
  await expect(page.getByTestId('fetch-progress')).toHaveCount(0);
  const left = await listQuery(page);
  const firstRows = await rows(page).locator('td.column-name').allInnerTexts();

  await rows(page).first().getByRole('link', { name: '编辑' }).click();
  await expect(page).toHaveURL(/#\/pricingRules\/[^/]+$/);
  const priority = field(page, 'priority');
  await priority.fill(String(Number(await priority.inputValue()) + 1));
  await page.getByRole('button', { name: '保存' }).click();

  await expect(page).toHaveURL(/#\/price\/list\?/);
  expect(await listQuery(page)).toEqual(left);
  await expect(field(page, 'name')).toHaveValue('加价');
  await expect(rows(page).locator('td.column-name')).toHaveText(firstRows);
});

test('all orders: a later page of a filtered list, a row opened, 返回全部订单 returns to that page with the filter (issue 30 item 12)', async ({
  page,
}) => {
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  await field(page, 'buyer_tel').fill('13');
  await expect(page).toHaveURL(/buyer_tel/);
  await page.getByRole('button', { name: /第 2 页|page 2/i }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('fetch-progress')).toHaveCount(0);
  const left = await listQuery(page);
  const firstRow = (await rows(page).first().locator('td.column-order_no').innerText()).trim();

  await rows(page).first().click();
  await expect(page).toHaveURL(/#\/cinema\/detail\/Details\?id=/);
  await page.getByTestId('detail-back').click();

  await expect(page).toHaveURL(/#\/cinema\/alllist\?/);
  expect(await listQuery(page)).toEqual(left);
  await expect(field(page, 'buyer_tel')).toHaveValue('13');
  await expect(rows(page).first().locator('td.column-order_no')).toHaveText(firstRow);
});

test('carousel images: a record deleted from its screen returns to the filtered list (issue 30 item 12)', async ({
  page,
}) => {
  await page.goto('/#/swiper/swiperImg');
  await waitForRows(page);
  const title = (await rows(page).first().locator('td.column-title').innerText()).trim();
  await field(page, 'title').fill(title);
  await expect(page).toHaveURL(/filter=.*title/);
  await expect(page.getByTestId('fetch-progress')).toHaveCount(0);
  const left = await listQuery(page);

  await rows(page).first().click();
  await expect(page).toHaveURL(/#\/carouselImages\/[^/]+\/show/);
  await page.getByRole('button', { name: '删除' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确认|Confirm/ })
    .click();

  await expect(page).toHaveURL(/#\/swiper\/swiperImg\?/);
  expect(await listQuery(page)).toEqual(left);
  await expect(field(page, 'title')).toHaveValue(title);
});
