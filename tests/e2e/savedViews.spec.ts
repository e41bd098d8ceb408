/**
 * Saved views (issue 11 item 6): on a list, a filter typed and a column hidden are saved under a name; after the list
 * is changed, choosing the view brings both back; the view is still there after a reload and after logging out and in
 * again (per account, §2 preferences kept across logout).
 */
import type { Page } from '@playwright/test';
import {
  expect,
  field,
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

const header = (page: Page, label: string) =>
  page.locator('table thead th').filter({ hasText: label }).filter({ visible: true });
const viewsMenu = (page: Page) => page.getByTestId('saved-views-menu');

async function toggleColumn(page: Page, label: string) {
  await page.getByRole('button', { name: '列设置' }).click();
  await page.getByRole('option', { name: label }).locator('input').click();
  await page.keyboard.press('Escape');
}

/** The filtered rows have replaced the old ones (which stay on screen while the filtered page loads). */
async function filteredTo138(page: Page) {
  await expect(page).toHaveURL(/buyer_tel/);
  await expect(async () => {
    const texts = await rows(page).allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toContain('138');
  }).toPass({ timeout: 10_000 });
}

test('a list view is saved with its filter and columns, applied again, and kept across reload and logout', async ({
  page,
}) => {
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);

  await field(page, 'buyer_tel').fill('138');
  await filteredTo138(page);
  await toggleColumn(page, '影院');
  await expect(header(page, '影院')).toHaveCount(0);

  await page.getByTestId('saved-views-button').click();
  await page.getByTestId('save-view').click();
  await page.getByTestId('view-name').fill('138 号段');
  await page.getByTestId('save-view-dialog').getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存视图“138 号段”')).toBeVisible();

  // Change the list: no filter, every column.
  await field(page, 'buyer_tel').fill('');
  await expect(page).not.toHaveURL(/buyer_tel/);
  await toggleColumn(page, '影院');
  await expect(header(page, '影院')).toHaveCount(1);

  await page.getByTestId('saved-views-button').click();
  await viewsMenu(page).locator('[data-view="138 号段"]').click();
  await expect(field(page, 'buyer_tel')).toHaveValue('138');
  await filteredTo138(page);
  await expect(header(page, '影院')).toHaveCount(0);
  await snap(page, 'saved-view-applied');

  await page.reload();
  await waitForRows(page);
  await page.getByTestId('saved-views-button').click();
  // Shown with its check mark: the reloaded list is that view.
  await expect(viewsMenu(page).locator('[data-view="138 号段"][aria-current=true]')).toBeVisible();
  await page.keyboard.press('Escape');

  await logoutThroughMenu(page);
  await loginThroughForm(page, 'merchant', 'merchant123');
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  await page.getByTestId('saved-views-button').click();
  await expect(viewsMenu(page).locator('[data-view="138 号段"]')).toBeVisible();
});

test("another account does not see the merchant's saved views", async ({ page }) => {
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  await page.getByTestId('saved-views-button').click();
  await page.getByTestId('save-view').click();
  await page.getByTestId('view-name').fill('商户视图');
  await page.getByTestId('save-view-dialog').getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存视图“商户视图”')).toBeVisible();

  await logoutThroughMenu(page);
  await loginThroughForm(page, 'sharer', 'sharer123');
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  await page.getByTestId('saved-views-button').click();
  await expect(viewsMenu(page).getByText('还没有保存的视图')).toBeVisible();
});

async function saveView(page: Page, name: string) {
  await page.getByTestId('saved-views-button').click();
  await page.getByTestId('save-view').click();
  await page.getByTestId('view-name').fill(name);
  await page.getByTestId('save-view-dialog').getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(`已保存视图“${name}”`)).toBeVisible();
}

test("a view is renamed (not empty, not another view's name) and a deleted one comes back with undo (issue 30 item 22)", async ({
  page,
}) => {
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  await saveView(page, '日常');
  await saveView(page, '大额');

  await page.getByTestId('saved-views-button').click();
  await viewsMenu(page).locator('[data-view="大额"]').getByRole('button', { name: '重命名视图“大额”' }).click();
  const dialog = page.getByTestId('rename-view-dialog');
  const name = dialog.getByTestId('view-name');
  await expect(name).toHaveValue('大额');
  await name.fill('日常');
  await expect(dialog).toContainText('已有名为“日常”的视图');
  await expect(dialog.getByTestId('view-name-save')).toBeDisabled();
  await name.fill('');
  await expect(dialog).toContainText('请输入视图名称');
  await name.fill('大额订单');
  await name.press('Enter');
  await expect(page.getByText('已将视图“大额”重命名为“大额订单”')).toBeVisible();
  await page.getByTestId('saved-views-button').click();
  await expect(viewsMenu(page).locator('[data-view]')).toHaveText(['日常', '大额订单']);

  await viewsMenu(page).locator('[data-view="日常"]').getByRole('button', { name: '删除视图“日常”' }).click();
  await expect(viewsMenu(page)).toBeHidden();
  const notice = page.locator('.MuiSnackbar-root').filter({ hasText: '已删除视图“日常”' });
  await snap(page, 'saved-view-deleted-undo', { fullPage: false });
  await notice.getByRole('button', { name: '撤销' }).click();
  await page.getByTestId('saved-views-button').click();
  await expect(viewsMenu(page).locator('[data-view]')).toHaveText(['日常', '大额订单']);

  // Without undo it stays deleted, after a reload too.
  await viewsMenu(page).locator('[data-view="日常"]').getByRole('button', { name: '删除视图“日常”' }).click();
  await expect(notice).toBeHidden({ timeout: 15_000 });
  await page.reload();
  await waitForRows(page);
  await page.getByTestId('saved-views-button').click();
  await expect(viewsMenu(page).locator('[data-view]')).toHaveText(['大额订单']);
});
