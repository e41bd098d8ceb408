import type { Page } from '@playwright/test';
import { expect, injectFault, login, resetUpstream, rows, snap, test, waitForRows } from './support';

/**
 * Record screens read as finished pages (issue 13; §9 "description list has at most 4 columns"): a header with the
 * way back to the list, the record's title (noun + recordLabel) and the buttons its list offers on the row but the
 * one that opened it, under the same access checks; a missing or unknown id is told on the screen, not by a jump
 * back to the list; other failures show the upstream's message (§8).
 */

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
});

async function toEnglish(page: Page) {
  await page.getByRole('button', { name: '简体中文' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
}

const header = (page: Page) => page.getByTestId('detail-header');
const title = (page: Page) => page.getByTestId('detail-title');
const back = (page: Page) => page.getByTestId('detail-back').filter({ visible: true });
const descriptionList = (page: Page) => page.locator('.RaShow-main [data-testid=description-list]');

/** The description list's grid: its column count and the left edges of its first cells. */
async function grid(page: Page) {
  // react-admin's SimpleShowLayout stack is the description list itself (DescriptionList makes it a grid).
  const stack = descriptionList(page);
  const columns = await stack.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  const lefts = await stack
    .locator('> .RaSimpleShowLayout-row')
    .evaluateAll((cells) => cells.map((c) => Math.round(c.getBoundingClientRect().left)));
  return { columns, lefts };
}

test('an order opened from all orders: title, no "view" button, 4 columns at 1280 px, back to the list', async ({
  page,
}) => {
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  const orderNo = (await rows(page).nth(1).locator('td.column-order_no').innerText()).trim();
  await rows(page).nth(1).locator('td.column-film_name').click();
  await expect(page).toHaveURL(/#\/cinema\/detail\/Details\?id=/);

  await expect(title(page)).toHaveText(`订单 ${orderNo}`);
  await expect(back(page)).toHaveText('返回全部订单');
  await expect(back(page)).toHaveAttribute('href', '#/cinema/alllist');
  // All orders offers only 查看 on a row: the screen it opened offers nothing more.
  await expect(header(page).getByRole('link', { name: /查看/ })).toHaveCount(0);
  await expect(page.getByTestId('detail-actions')).toHaveCount(0);

  // §9: four columns from 1200 px; the fifth field starts the second line under the first.
  const { columns, lefts } = await grid(page);
  expect(columns).toBe(4);
  expect(new Set(lefts.slice(0, 4)).size).toBe(4);
  expect(lefts[4]).toBe(lefts[0]);
  await snap(page, 'detail-order-1280-zh');

  await back(page).click();
  await expect(page).toHaveURL(/#\/cinema\/alllist$/);
  await waitForRows(page);
});

test("a view's record (orders to grab): the view's grab button with its confirm, and back to the view's list", async ({
  page,
}) => {
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/cinema/agentlist');
  await waitForRows(page);
  const orderNo = (await rows(page).first().locator('td.column-order_no').innerText()).trim();
  await rows(page).first().getByRole('link', { name: /查看/ }).click();
  await expect(page).toHaveURL(/#\/ordersToGrab\/[^/]+\/show/);
  await expect(title(page)).toHaveText(`订单 ${orderNo}`);
  await expect(back(page)).toHaveText('返回待抢订单');

  const actions = page.getByTestId('detail-actions');
  await expect(actions.getByRole('button')).toHaveText(['抢单']);
  await actions.getByRole('button', { name: '抢单' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('确定抢下这笔订单并开始出票？');
  await dialog.getByRole('button', { name: /确认|Confirm/ }).click();
  // The action's outcome is read again: the order is now being issued.
  await expect(descriptionList(page)).toContainText('出票中');

  await back(page).click();
  await expect(page).toHaveURL(/#\/cinema\/agentlist$/);
  await waitForRows(page);
  await expect(rows(page).filter({ hasText: orderNo })).toHaveCount(0);
});

test('a sub-account: edit, disable and delete as in its row; delete confirms and leaves for the list', async ({
  page,
}) => {
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/subaccount/subaccountList');
  await waitForRows(page);
  const tel = (await rows(page).first().locator('td.column-tel').innerText()).trim();
  await rows(page).first().getByRole('link', { name: /查看/ }).click();
  await expect(page).toHaveURL(/#\/subaccounts\/[^/]+\/show/);
  await expect(title(page)).toHaveText(`子账号 ${tel}`);
  await expect(back(page)).toHaveText('返回子账号列表');

  const actions = page.getByTestId('detail-actions');
  await expect(actions.getByRole('link', { name: '编辑' })).toBeVisible();
  await expect(actions.getByRole('button', { name: /^(启用|禁用)$/ })).toHaveCount(1);
  await expect(actions.getByRole('link', { name: /查看/ })).toHaveCount(0);

  await actions.getByRole('button', { name: '删除' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('确定删除该子账号？');
  await dialog.getByRole('button', { name: /确认|Confirm/ }).click();
  await expect(page).toHaveURL(/#\/subaccount\/subaccountList/);
  await waitForRows(page);
  await expect(rows(page).filter({ hasText: tel })).toHaveCount(0);
});

test('an account without edit or delete sees the record and no buttons it may not use (§6)', async ({ page }) => {
  await login(page, 'operator', 'operator123', 'sub');
  await page.goto('/#/subaccount/subaccountList');
  await waitForRows(page);
  await rows(page).first().getByRole('link', { name: /查看/ }).click();
  await expect(title(page)).toHaveText(/^子账号 \d{11}$/);
  await expect(descriptionList(page)).toBeVisible();
  await expect(header(page).getByRole('link', { name: '编辑' })).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: /删除|启用|禁用/ })).toHaveCount(0);
});

test('English: the title, the back link and the description list at 1280 and 390 px', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/subaccount/subaccountList');
  await waitForRows(page);
  const tel = (await rows(page).first().locator('td.column-tel').innerText()).trim();
  await rows(page).first().getByRole('link', { name: /查看/ }).click();
  await expect(title(page)).toHaveText(`子账号 ${tel}`);
  await toEnglish(page);
  await expect(title(page)).toHaveText(`Sub-account ${tel}`);
  await expect(back(page)).toHaveText('Back to Sub-accounts');
  await expect(page.getByTestId('detail-actions').getByRole('link', { name: 'Edit' })).toBeVisible();
  await snap(page, 'detail-subaccount-1280-en');

  // Below 576 px one column: every cell starts at the same left edge.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await grid(page)).columns).toBe(1);
  const { lefts } = await grid(page);
  expect(new Set(lefts).size).toBe(1);
  await snap(page, 'detail-subaccount-390-en');
});

test('at 390 px (zh-CN) an order reads in one column; from 576 px in two', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  const id = await page.evaluate(async () => {
    const link = document.querySelector<HTMLAnchorElement>('a[href*="detail/Details?id="]');
    return link ? new URL(link.href).hash.split('id=')[1] : undefined;
  });
  expect(id).toBeTruthy();
  await page.goto(`/#/cinema/detail/Details?id=${id}`);
  await expect(title(page)).toHaveText(/^订单 /);
  expect((await grid(page)).columns).toBe(1);
  // Nothing of the record screen sticks out sideways: long values wrap, and the way back keeps its words.
  const right = await page
    .locator('.show-page')
    .evaluate((el) => Math.max(...[el, ...el.querySelectorAll('*')].map((e) => e.getBoundingClientRect().right)));
  expect(right).toBeLessThanOrEqual(390);
  await expect(back(page)).toHaveText('返回全部订单');
  await snap(page, 'detail-order-390-zh');
  await page.setViewportSize({ width: 800, height: 900 });
  await expect.poll(async () => (await grid(page)).columns).toBe(2);
});

test('an id the upstream does not know says so, with the way back, and stays on the page', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/cinema/detail/Details?id=99999');
  await expect(page.getByTestId('detail-notice')).toContainText('未找到该订单（编号 99999）');
  await expect(back(page)).toHaveText('返回全部订单');
  await expect(page).toHaveURL(/#\/cinema\/detail\/Details\?id=99999$/);
  // No toast, no description list of nothing.
  await expect(page.locator('.RaNotification, [role=alert]').filter({ hasText: /不存在|does not exist/ })).toHaveCount(
    0,
  );
  await expect(descriptionList(page)).toHaveCount(0);
  await snap(page, 'detail-not-found-zh');

  await toEnglish(page);
  await expect(page.getByTestId('detail-notice')).toContainText('Order 99999 not found');

  // The same on react-admin's show route of a resource without a hidden detail route.
  await page.goto('/#/subaccounts/99999/show');
  await expect(page.getByTestId('detail-notice')).toContainText('Sub-account 99999 not found');
  await expect(back(page)).toHaveAttribute('href', '#/subaccount/subaccountList');
});

test('a detail route opened without an id says so, with the way back to the list', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/cinema/detail/Details');
  await expect(page.getByTestId('detail-notice')).toContainText('缺少记录编号');
  await back(page).click();
  await expect(page).toHaveURL(/#\/cinema\/alllist$/);
  await waitForRows(page);
  await page.goto('/#/cinema/detail/Details?id=');
  await expect(page.getByTestId('detail-notice')).toContainText('缺少记录编号');
});

test('another failure shows the upstream\'s own message (§8), not "not found"', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await injectFault(page, '/api/v2/order/detail', 'error', { msg: '系统繁忙，请稍后再试' });
  await page.goto('/#/cinema/detail/Details?id=1');
  const notice = page.getByTestId('detail-notice');
  await expect(notice).toContainText('系统繁忙，请稍后再试');
  await expect(notice).not.toContainText('未找到');
});

test('while the record loads, react-admin\'s loading state shows — never "not found"', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await injectFault(page, '/api/v2/order/detail', 'delay:4000');
  await page.goto('/#/cinema/detail/Details?id=1');
  await expect(page.locator('.RaLoading-root, [class*=RaLoading]').filter({ hasText: '加载中' }).first()).toBeVisible();
  await expect(page.getByTestId('detail-notice')).toHaveCount(0);
  await expect(title(page)).toHaveText(/^订单 /, { timeout: 15_000 });
  await expect(page.getByTestId('detail-notice')).toHaveCount(0);
});
