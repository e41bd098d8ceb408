/**
 * Issue 10 screens (§2 statistics, applications, merchant information, operations, export downloads): each route shows
 * its seeded rows, chart or form, and the writes go round trips through the embedded upstream — media create and
 * rename, channel save (create and update by is_update), the merchant form, an export downloaded again from the log.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { fillKept, formShown, save } from './forms';
import { expect, field, login, resetUpstream, rows, snap, test, waitForRows } from './support';

/** The smallest valid PNG (1×1). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
  await login(page, 'merchant', 'merchant123');
});

/** Picks a record in a reference input (an autocomplete) by the text of its option. */
async function choose(page: Page, label: RegExp, option: string) {
  const box = page.getByRole('combobox', { name: label });
  // Retried: a form that resets while its references load drops what was typed.
  await expect(async () => {
    await box.click();
    await box.fill(option);
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
    await expect(box).toHaveValue(option, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
}

/** After a save: the list's address, and the list itself — the form stays on screen until the list has rendered. */
async function backOnList(page: Page, path: RegExp) {
  await expect(page).toHaveURL(path);
  await waitForRows(page);
}

test('conversion statistics: the last 30 days with totals and a daily chart; the app filter keeps that app’s rows (§2, §7)', async ({
  page,
}) => {
  await page.goto('/#/statistics/list');
  await waitForRows(page);
  await expect(page.getByTestId('list-chart').locator('svg').first()).toBeVisible();
  await expect(page.getByTestId('list-chart')).toContainText(/每日转化趋势|Daily conversions/);
  const summary = page.getByTestId('list-summary');
  await expect(summary.locator('[data-summary=turnover]')).toContainText('¥');
  // The required period opens on the last 30 days, sent as start_date/end_date.
  const range = page.getByTestId('range-day');
  const day = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  await expect(range.locator('input[name="day.to"]')).toHaveValue(day(new Date()));
  await expect(range.locator('input[name="day.from"]')).toHaveValue(
    day(new Date(new Date().getFullYear(), new Date().getMonth(), new Date().getDate() - 29)),
  );
  // The schema's page size (20) is one the page-size menu offers, so the menu shows it.
  await expect(page.getByRole('combobox', { name: /每页条数|Rows per page/ })).toHaveText('20');
  await snap(page, 'statistics-list');
  const app = (await rows(page).first().locator('td.column-app_id').innerText()).trim();
  const before = await summary.locator('[data-summary=orders]').innerText();
  await choose(page, /^(应用|App)$/, app);
  await expect(page).toHaveURL(/app_id/);
  await expect
    .poll(async () => {
      const cells = await rows(page).locator('td.column-app_id').allInnerTexts();
      return cells.length > 0 && cells.every((c) => c.trim() === app);
    })
    .toBe(true);
  await expect(summary.locator('[data-summary=orders]')).not.toHaveText(before);
});

test('every issue-10 list shows seeded rows and every form its record', async ({ page }) => {
  for (const path of [
    '/statistics/mediumList',
    '/statistics/extensionList',
    '/application/applicationList',
    '/templatePush/templatePush',
    '/businessCooperation/businessCooperation',
    '/businessCooperation/subscribeNewsFeed',
    '/download/downloadList',
  ]) {
    await page.goto(`/#${path}`);
    await waitForRows(page);
    await expect(rows(page).first()).not.toBeEmpty();
  }
  await expect(rows(page).first()).toContainText(/已过期|Expired/);
  await page.goto('/#/application/applicationList');
  await expect(rows(page).first().locator('td.column-relationToBusiness\\.authorizer_appid')).toHaveText(
    /^wx[0-9a-f]{16}$/,
  );
  await snap(page, 'applications-list');
  await page.goto('/#/alipay/AlipayServe');
  await expect(field(page, 'alipay_app_id')).toHaveValue(/.+/);
  await page.goto('/#/group/tag');
  await expect(field(page, 'shop_name')).toHaveValue(/.+/);
  // A detail view is a description list (§9).
  await page.goto('/#/templatePush/templatePush');
  await waitForRows(page);
  await rows(page).first().locator('td.column-film_name').click();
  await expect(page.getByTestId('description-list')).toContainText(/模板ID|Template ID/);
});

test('media: create with app and name, then rename (§7 create media, rename media)', async ({ page }) => {
  await page.goto('/#/statistics/mediumList');
  await waitForRows(page);
  await page.getByRole('link', { name: /新建媒体|New medium/ }).click();
  // The list's name filter leaves with the list: fill the form's own input.
  await expect(page).toHaveURL(/#\/media\/create$/);
  await formShown(page);
  await choose(page, /所属应用|App/, '乐享电影');
  await fillKept(page, 'name', '影院大屏');
  await save(page);
  await backOnList(page, /#\/statistics\/mediumList/);
  await fillKept(page, 'name', '影院大屏');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('乐享电影');
  await rows(page)
    .first()
    .getByRole('link', { name: /重命名|Rename/ })
    .click();
  await expect(page).toHaveURL(/#\/media\/\d+$/);
  await formShown(page);
  await expect(field(page, 'name')).toHaveValue('影院大屏');
  await fillKept(page, 'name', '影院大屏广告');
  await save(page);
  await backOnList(page, /#\/statistics\/mediumList/);
  await fillKept(page, 'name', '影院大屏广告');
  await expect(rows(page)).toHaveCount(1);
});

test('promotion slots: channel save creates (is_update 0) and updates (is_update 1)', async ({ page }) => {
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v2/channel/save'))
      saves.push(String((r.postDataJSON() as Record<string, unknown>).is_update));
  });
  await page.goto('/#/statistics/extensionList');
  await waitForRows(page);
  await page.getByRole('link', { name: /新建推广位|New slot/ }).click();
  await expect(page).toHaveURL(/#\/channels\/create$/);
  await formShown(page);
  await choose(page, /推广应用|App/, '乐享电影');
  await choose(page, /所属媒体|Medium/, '抖音');
  await fillKept(page, 'nickname', '大堂');
  await fillKept(page, 'cost', '800');
  await fillKept(page, 'name', '影院大堂海报');
  await save(page);
  await backOnList(page, /#\/statistics\/extensionList/);
  await fillKept(page, 'name', '影院大堂海报');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('¥800.00');
  await rows(page)
    .first()
    .getByRole('link', { name: /编辑|Edit/ })
    .click();
  await expect(page).toHaveURL(/#\/channels\/\d+$/);
  await formShown(page);
  await expect(field(page, 'cost')).toHaveValue('800');
  await fillKept(page, 'cost', '950.5');
  await save(page);
  await backOnList(page, /#\/statistics\/extensionList/);
  await fillKept(page, 'name', '影院大堂海报');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('¥950.50');
  expect(saves).toEqual(['0', '1']);
});

test('merchant information: the form saves and reads back (§2 /group/tag)', async ({ page }) => {
  await page.goto('/#/group/tag');
  await expect(field(page, 'shop_name')).toHaveValue(/.+/);
  await fillKept(page, 'shop_name', '星光影城旗舰店');
  await fillKept(page, 'service_hours', '每天 09:30-23:00');
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/v2/merchant/save')),
    save(page),
  ]);
  expect(await answer.json()).toMatchObject({ code: 1 });
  await page.reload();
  await expect(field(page, 'shop_name')).toHaveValue('星光影城旗舰店');
  await expect(field(page, 'service_hours')).toHaveValue('每天 09:30-23:00');
});

test('merchant information: the logo is an image uploaded through §7, not a typed URL (§2 /group/tag)', async ({
  page,
}) => {
  await page.goto('/#/group/tag');
  await expect(field(page, 'shop_name')).toHaveValue(/.+/);
  await expect(page.locator('input[name="logo"][type="text"]')).toHaveCount(0);
  await expect(page.getByTestId('upload-logo').locator('img')).toHaveAttribute('src', /^\/static\/posters\/\d+\.svg$/);
  await page.getByTestId('upload-file-logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('upload-logo').locator('img')).toHaveAttribute('src', /^\/static\/uploads\/\d+\.png$/);
  const uploaded = await page.getByTestId('upload-logo').locator('img').getAttribute('src');
  await snap(page, 'merchant-info-logo');
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/v2/merchant/save')),
    save(page),
  ]);
  expect(await answer.json()).toMatchObject({ code: 1 });
  await page.reload();
  await expect(page.getByTestId('upload-logo').locator('img')).toHaveAttribute('src', uploaded!);
});

test('export downloads: an export appears first in the list and downloads again from its link', async ({ page }) => {
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  const [exported] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action=export]').click()]);
  const first = readFileSync((await exported.path())!);
  await page.goto('/#/download/downloadList');
  await waitForRows(page);
  const newest = rows(page).first();
  await expect(newest).toContainText(/可下载|Ready/);
  // One name (issue 30 item 9): the log lists the file under the name it was saved under.
  await expect(newest.locator('td.column-file_name')).toHaveText(exported.suggestedFilename());
  // Widget fileSize: the size as people read it (1024-based KB, one decimal), the header without a unit.
  await expect(newest.locator('td.column-size')).toHaveText(`${(first.length / 1024).toFixed(1)} KB`);
  await expect(page.locator('th.column-size')).toHaveText('文件大小');
  await snap(page, 'downloads-list');
  const [again] = await Promise.all([
    page.waitForEvent('download'),
    newest.getByRole('link', { name: /下载|Download/ }).click(),
  ]);
  expect(again.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(readFileSync((await again.path())!).equals(first)).toBe(true);
});

test('a large export runs as a task: progress in the task monitor, the file in export downloads (issue 12)', async ({
  page,
}) => {
  // Exports of more than 20 rows become tasks for this test (the default is 5000); a reset restores it.
  expect((await page.request.post('/__upstream/settings', { data: { exportTaskRows: 20 } })).ok()).toBe(true);
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  await page.locator('[data-action=export]').click();
  await expect(page.getByText(/已转为后台导出任务|runs as a background task/)).toBeVisible();
  await expect(page.getByText(/已生成，可在导出下载中下载|is ready in Export downloads/)).toBeVisible();
  await page.getByTestId('task-monitor-button').click();
  const card = page.getByTestId('task-card').first();
  await expect(card).toContainText(/导出全部订单（57行）|Export All orders \(57 rows\)/);
  await expect(card.getByTestId('task-progress')).toHaveText('100%');
  await expect(card.getByTestId('task-item')).toHaveAttribute('data-status', '2');
  await snap(page, 'export-task');
  await page.keyboard.press('Escape');
  await page.goto('/#/download/downloadList');
  await waitForRows(page);
  const newest = rows(page).first();
  await expect(newest.locator('td.column-file_name')).toHaveText(/^全部订单_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    newest.getByRole('link', { name: /下载|Download/ }).click(),
  ]);
  expect(readFileSync((await file.path())!).length).toBeGreaterThan(1000);
});
