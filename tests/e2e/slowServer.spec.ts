import { expect, injectFault, login, resetUpstream, rows, snap, test, waitForRows } from './support';

const ORDERS = '/#/cinema/alllist';
const LIST_PATH = '/api/v2/order/allList';
const filtered = (orderNo: string) => `${ORDERS}?filter=${encodeURIComponent(JSON.stringify({ order_no: orderNo }))}`;

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
  await page.clock.install();
  await login(page, 'merchant', 'merchant123');
  await page.goto(ORDERS);
  await waitForRows(page);
});

test('a refetch shows a progress bar while the old rows stay on screen (§9)', async ({ page }) => {
  const orderNo = (await rows(page).nth(3).locator('td.column-order_no').innerText()).trim();
  await injectFault(page, LIST_PATH, 'delay:1500');
  await page.goto(filtered(orderNo));
  await expect(page.getByTestId('fetch-progress')).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByTestId('fetch-progress')).toHaveCount(0);
});

test('after about 10 s the user learns that the server is slow, and Retry asks again (§9 timeout is 300 s)', async ({
  page,
}) => {
  const orderNo = (await rows(page).nth(3).locator('td.column-order_no').innerText()).trim();
  await injectFault(page, LIST_PATH, 'timeout');
  await page.goto(filtered(orderNo));
  await expect(page.getByTestId('fetch-progress')).toBeVisible();
  await page.clock.fastForward(9_000);
  await expect(page.getByTestId('slow-server')).toHaveCount(0);
  await page.clock.fastForward(1_500);
  await expect(page.getByTestId('slow-server')).toBeVisible();
  await snap(page, 'slow-server');
  await page.getByTestId('slow-server-retry').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(orderNo);
  await expect(page.getByTestId('slow-server')).toHaveCount(0);
});

test('Cancel aborts the slow request and keeps what was on screen', async ({ page }) => {
  const before = await rows(page).locator('td.column-order_no').allInnerTexts();
  await injectFault(page, LIST_PATH, 'timeout');
  const aborted = page.waitForEvent('requestfailed', (r) => r.url().endsWith(LIST_PATH));
  await page.goto(filtered(before[3].trim()));
  await page.clock.fastForward(10_500);
  await page.getByTestId('slow-server-cancel').click();
  await aborted;
  await expect(page.getByTestId('slow-server-cancelled')).toBeVisible();
  await expect(page.getByTestId('fetch-progress')).toHaveCount(0);
  expect(await rows(page).locator('td.column-order_no').allInnerTexts()).toEqual(before);
  // Retry from the notice asks again (the fault was used up).
  await page.getByTestId('slow-server-retry').click();
  await expect(rows(page)).toHaveCount(1);
});
