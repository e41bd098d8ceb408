import type { Page } from '@playwright/test';
import { expect, field, login, resetUpstream, rows, test, waitForRows } from './support';

/**
 * Issue 30 item 21: after every navigation keyboard focus is on the new screen — its heading or its first control —
 * never on the page body; a list's first control is a skip link to its table.
 */

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
  await page.request.delete('/__upstream/notices');
});

/** What has focus: the page body, or the element's tag, test id and text. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} ${(el.textContent ?? '').trim().slice(0, 40)}`;
  });
}

test('focus follows navigation: a list’s skip link, the first row in one key, a detail’s heading, back to the list (issue 30 item 21)', async ({
  page,
}) => {
  await login(page, 'merchant', 'merchant123');
  await page.locator('[data-route=agentWithdrawals]').click();
  await expect(page).toHaveURL(/#\/device\/list/);
  await waitForRows(page);

  // Chosen from the menu, by keyboard: focus lands on the new list's first control, its skip link, shown while focused.
  await page.locator('[data-route=orders]').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/cinema\/alllist/);
  await expect.poll(() => focused(page)).toBe('a[skip-to-table] 跳到表格');
  await expect(page.getByTestId('skip-to-table')).toBeVisible();
  await waitForRows(page);

  // From the filters: back to the skip link, and on to the first row — two keys, not 14 Tabs.
  await field(page, 'order_no').focus();
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => focused(page)).toBe('a[skip-to-table] 跳到表格');
  await page.keyboard.press('Enter');
  const firstOrder = (await rows(page).first().locator('td.column-order_no').innerText()).trim();
  await expect.poll(() => page.evaluate(() => document.activeElement?.matches('tbody tr') ?? false)).toBe(true);
  expect(await focused(page)).toContain(firstOrder);

  // The row opened: focus on the record's heading (its title names the order).
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/cinema\/detail\/Details\?id=/);
  await expect.poll(() => focused(page)).toContain(firstOrder);
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

  // The back link: focus on the list again, not the body.
  await page.getByTestId('detail-back').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/cinema\/alllist/);
  await expect.poll(() => focused(page)).toBe('a[skip-to-table] 跳到表格');

  // A form: focus on its first input.
  await page.goto('/#/subaccount/subaccountList');
  await waitForRows(page);
  await page
    .getByRole('link', { name: /新建|添加/ })
    .first()
    .click();
  await expect(page).toHaveURL(/#\/subaccounts\/create/);
  await expect
    .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? ''))
    .toBe('tel');
});

test('a form whose first input is a picker takes focus on the screen, the picker closed until the user’s first click opens it (issue 30 item 21)', async ({
  page,
}) => {
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/businessCooperation/subscribeNewsFeed');
  await waitForRows(page);
  await page
    .getByRole('link', { name: /新建|添加/ })
    .first()
    .click();
  await expect(page).toHaveURL(/#\/subscribeMessages\/create/);
  await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-screen') ?? false)).toBe(true);
  await expect(page.getByRole('listbox')).toHaveCount(0);
  // The user's first click opens the picker (focus put in it by the navigation would have it close again).
  await page.locator('input[name=app_id]').click();
  await expect(page.getByRole('listbox')).toBeVisible();
});

test('Escape on the notice popup leaves focus on the notice bell, not on the page body (issue 30 items 16, 21)', async ({
  page,
}) => {
  await page.request.post('/__upstream/notices', { data: { title: '系统维护通知', content: '<p>今晚维护</p>' } });
  await login(page, 'merchant', 'merchant123');
  const card = page.getByTestId('notice-dialog');
  await expect(card).toContainText('系统维护通知');
  // The popup is a corner card that takes no focus (item 16); a keyboard user reaches it, then leaves it with Escape.
  await card.getByRole('button').last().focus();
  await page.keyboard.press('Escape');
  await expect(card).toHaveCount(0);
  await expect.poll(() => focused(page)).not.toBe('body');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('notice-bell');
});
