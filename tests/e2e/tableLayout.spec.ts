/**
 * Issue 34 item 1 (§2 lists, §9): a column resized by its edge, moved by dragging its header and pinned from its
 * column menu stays so after logout and login (kept per account); the column menu does the same by keyboard; reset
 * columns brings the schema's layout back; axe finds nothing serious on a list with a pinned column.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11y } from './a11y';
import {
  expect,
  login,
  loginThroughForm,
  logoutThroughMenu,
  resetUpstream,
  rows,
  snap,
  test,
  waitForRows,
} from './support';

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
  await login(page, 'merchant', 'merchant123');
});

/** The shown list's header cells, by column (source), in the order on screen. */
async function headerOrder(page: Page): Promise<string[]> {
  return page
    .locator('thead th[data-column-id]')
    .filter({ visible: true })
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-column-id')!));
}

const header = (page: Page, source: string) => page.locator(`thead th.column-${source}`).filter({ visible: true });
const widthOf = async (page: Page, source: string) => (await header(page, source).boundingBox())!.width;

/** Opens a column's menu with the mouse and picks an entry. */
async function columnAction(page: Page, source: string, action: string) {
  await header(page, source).hover();
  await header(page, source).getByTestId('column-menu-button').click();
  await page.locator(`[data-testid=column-menu] [data-column-action=${action}]`).filter({ visible: true }).click();
}

/** Where a pinned column sticks: its computed position and left offset. */
async function stickiness(page: Page, source: string) {
  return header(page, source).evaluate((th) => ({
    position: getComputedStyle(th).position,
    left: getComputedStyle(th).left,
    pinned: th.getAttribute('data-pinned'),
  }));
}

test('a column resized, moved and pinned stays so after logout and login; reset columns brings the schema back', async ({
  page,
}) => {
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  const schemaOrder = await headerOrder(page);
  expect(schemaOrder.slice(0, 3)).toEqual(['order_no', 'film_name', 'cinema_name']);
  // The record's number is pinned by default on a wide list.
  expect((await stickiness(page, 'order_no')).pinned).toBe('true');

  // Resize: drag the cinema column's right edge 90 px to the right.
  const before = await widthOf(page, 'cinema_name');
  const edge = (await header(page, 'cinema_name').getByTestId('column-resize').boundingBox())!;
  await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2);
  await page.mouse.down();
  await page.mouse.move(edge.x + 50, edge.y + edge.height / 2, { steps: 5 });
  await page.mouse.move(edge.x + 90, edge.y + edge.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => widthOf(page, 'cinema_name')).toBeGreaterThan(before + 60);
  const widened = await widthOf(page, 'cinema_name');

  // Reorder: drag the status header onto the film header: status lands where film was.
  await header(page, 'status').dragTo(header(page, 'film_name'));
  await expect.poll(() => headerOrder(page)).toEqual(expect.arrayContaining(['status']));
  const moved = await headerOrder(page);
  expect(moved.indexOf('status')).toBe(1);
  expect(moved.indexOf('film_name')).toBe(2);

  // Pin: the buyer's phone sticks to the left beside the order number.
  await columnAction(page, 'buyer_tel', 'pin');
  await expect.poll(() => headerOrder(page).then((o) => o.slice(0, 2))).toEqual(['order_no', 'buyer_tel']);
  await expect.poll(() => stickiness(page, 'buyer_tel')).toMatchObject({ pinned: 'true' });
  const pinnedOrder = await headerOrder(page);
  await expectNoSeriousA11y(page, 'orders list with a pinned and a resized column');

  await logoutThroughMenu(page);
  await loginThroughForm(page, 'merchant', 'merchant123');
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  await expect.poll(() => headerOrder(page)).toEqual(pinnedOrder);
  expect(Math.abs((await widthOf(page, 'cinema_name')) - widened)).toBeLessThan(3);
  expect(await stickiness(page, 'buyer_tel')).toMatchObject({ pinned: 'true' });

  // A narrower window scrolls the table sideways under its pinned columns: they stay where they are.
  await page.setViewportSize({ width: 900, height: 720 });
  await expect.poll(() => stickiness(page, 'buyer_tel')).toMatchObject({ position: 'sticky', pinned: 'true' });
  await page
    .locator('.RaDataTable-tableWrapper')
    .filter({ visible: true })
    .evaluate((w) => (w.scrollLeft = 300));
  // Once the head has measured the narrower columns: the phone sticks right after the order number, at the left edge.
  await expect
    .poll(async () => {
      const wrapper = (await page.locator('.RaDataTable-tableWrapper').filter({ visible: true }).boundingBox())!;
      const tel = (await header(page, 'buyer_tel').boundingBox())!;
      const orderNo = (await header(page, 'order_no').boundingBox())!;
      // What shows at the pinned header's middle is that header, not one scrolling under it.
      const onTop = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x, y)?.closest('th')?.getAttribute('data-column-id'),
        [tel.x + tel.width / 2, tel.y + tel.height / 2],
      );
      return [Math.round(orderNo.x - wrapper.x), Math.round(tel.x - (orderNo.x + orderNo.width)), onTop];
    })
    .toEqual([0, 0, 'buyer_tel']);
  await snap(page, 'table-pinned-resized', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 720 });

  await columnAction(page, 'amount', 'reset');
  await expect.poll(() => headerOrder(page)).toEqual(schemaOrder);
  expect(await stickiness(page, 'buyer_tel')).toMatchObject({ pinned: null });
  expect(Math.abs((await widthOf(page, 'cinema_name')) - before)).toBeLessThan(3);
});

test('the column menu does it all by keyboard: move, pin, widen; the widened column shows more of a cut name', async ({
  page,
}) => {
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  const order = await headerOrder(page);
  const cinemaAt = order.indexOf('cinema_name');

  /** Focuses a column's button by keyboard (Tab from the header before it) and picks an entry with the arrows. */
  async function byKeyboard(source: string, action: string) {
    await header(page, source).getByTestId('column-menu-button').focus();
    await page.keyboard.press('Enter');
    const menu = page.getByTestId('column-menu').filter({ visible: true });
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    for (let i = 0; i < 10; i++) {
      if (await menu.locator(`[data-column-action=${action}]`).evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
  }

  await byKeyboard('cinema_name', 'left');
  await expect.poll(() => headerOrder(page).then((o) => o.indexOf('cinema_name'))).toBe(cinemaAt - 1);
  await byKeyboard('amount', 'pin');
  await expect.poll(() => stickiness(page, 'amount')).toMatchObject({ pinned: 'true' });
  await expect.poll(() => headerOrder(page).then((o) => o.indexOf('amount'))).toBe(1);

  // A cut cinema name (its whole text in aria-label) shows more once its column is wider.
  const cut = page.locator('tbody td.column-cinema_name [data-ellipsis]').filter({ visible: true }).first();
  const whole = (await cut.getAttribute('aria-label'))!;
  const shownBefore = (await cut.innerText()).length;
  for (let i = 0; i < 4; i++) await byKeyboard('cinema_name', 'wider');
  const cell = page
    .locator('tbody td.column-cinema_name')
    .filter({ hasText: whole.slice(0, 4) })
    .first();
  await expect.poll(async () => (await cell.innerText()).length).toBeGreaterThan(shownBefore);
});

test('every list offers 10, 20, 50 and 100 rows a page; on a long page the header stays in sight (issue 34 item 3)', async ({
  page,
}) => {
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  await page.getByRole('combobox', { name: /每页条数|Rows per page/ }).click();
  await expect(page.getByRole('option')).toHaveText(['10', '20', '50', '100']);
  await page.getByRole('option', { name: '100' }).click();
  await expect(page).toHaveURL(/perPage=100/);
  await expect.poll(() => rows(page).count()).toBeGreaterThan(20);
  const wrapper = page.locator('.RaDataTable-tableWrapper').filter({ visible: true });
  await wrapper.evaluate((w) => (w.scrollTop = w.scrollHeight));
  const box = (await wrapper.boundingBox())!;
  const head = (await header(page, 'order_no').boundingBox())!;
  expect(Math.abs(head.y - box.y)).toBeLessThan(2);
  await expect(rows(page).last()).toBeInViewport();
});

test('below 576 px a list keeps its cards whatever the column layout: no column controls, nothing wider than the screen', async ({
  page,
}) => {
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  await columnAction(page, 'cinema_name', 'wider');
  await columnAction(page, 'status', 'pin');
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.getByTestId('list-card').first()).toBeVisible();
  await expect(page.locator('table thead').filter({ visible: true })).toHaveCount(0);
  await expect(page.getByTestId('column-menu-button').filter({ visible: true })).toHaveCount(0);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
});
