/**
 * Pricing rules and materials (issue 10; §2 /price/list, /swiper/swiperImg, /poster/sharePoster; §3): each list shows
 * its seeded rows; a pricing rule created in the form is then listed; disable and enable flip a rule's status after
 * their confirmation; a carousel image is created and moved in the order through the form; a poster is deleted after
 * its confirmation. Screens are snapped for a look.
 */
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

/** Types a day into a date picker's sections (year, month, day), as a keyboard user would. */
async function typeDay(page: Page, source: string, day: string) {
  const picker = page
    .locator('.MuiFormControl-root')
    .filter({ has: page.locator(`input[name="${source}"]`) })
    .filter({ visible: true });
  await picker.getByRole('spinbutton').first().click();
  await page.keyboard.type(day.replaceAll('-', ''));
  await expect(field(page, source)).toHaveValue(day);
}

/** Picks an option of a select input by its text. */
async function pick(page: Page, label: RegExp, option: RegExp) {
  await page.getByRole('combobox', { name: label }).filter({ visible: true }).click();
  await page.getByRole('option', { name: option }).click();
}

const cells = async (page: Page, column: string) =>
  (await rows(page).locator(`td.column-${column}`).allInnerTexts()).map((t) => t.trim());

test('every list shows its seeded rows: pricing rules, carousel images in display order, posters', async ({ page }) => {
  await page.goto('/#/price/list');
  await waitForRows(page);
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByText(/共 24 条|of 24/)).toBeVisible();
  for (const text of await cells(page, 'name')) expect(text).toMatch(/加价|调价/);
  const priorities = (await cells(page, 'priority')).map(Number);
  expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
  await snap(page, 'pricing-rules-list');
  await rows(page).first().locator('td.column-name').click();
  await expect(page.getByTestId('description-list')).toContainText(/适用范围|Scope/);
  await snap(page, 'pricing-rule-show');

  await page.goto('/#/swiper/swiperImg');
  await waitForRows(page);
  await expect(rows(page)).toHaveCount(8);
  expect(await cells(page, 'display_order')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  await expect(rows(page).first().locator('img')).toBeVisible();
  await snap(page, 'carousel-list');

  await page.goto('/#/poster/sharePoster');
  await waitForRows(page);
  await expect(page.getByText(/共 57 条|of 57/)).toBeVisible();
  await expect(
    rows(page)
      .first()
      .getByRole('button', { name: /删除|Delete/ }),
  ).toBeVisible();
  await snap(page, 'posters-list-actions');
});

test('a pricing rule created in the form is listed, enabled, with its markup', async ({ page }) => {
  await page.goto('/#/price/list');
  await waitForRows(page);
  await page.getByRole('link', { name: /新建规则|New rule/ }).click();
  await expect(page).toHaveURL(/#\/pricingRules\/create$/);
  await formShown(page);
  await fillKept(page, 'name', '暑期IMAX加价');
  // Only the target of the chosen scope is asked for (appliesWhen).
  await expect(page.getByRole('combobox', { name: /^影厅类型|^Hall type/ })).toHaveCount(0);
  await pick(page, /适用范围|Scope/, /指定城市|City/);
  await expect(field(page, 'city')).toBeVisible();
  await pick(page, /适用范围|Scope/, /指定影厅类型|Hall type/);
  await expect(field(page, 'city')).toHaveCount(0);
  await pick(page, /^影厅类型|^Hall type/, /IMAX/);
  await pick(page, /加价方式|Markup mode/, /固定金额|Fixed/);
  await expect(field(page, 'markup_rate')).toHaveCount(0);
  await fillKept(page, 'markup_amount', '6.5');
  await fillKept(page, 'priority', '90');
  await typeDay(page, 'valid_from', '2026-07-01');
  await typeDay(page, 'valid_to', '2026-08-31');
  await snap(page, 'pricing-rule-create');
  await save(page);
  await expect(page).toHaveURL(/#\/price\/list/);
  await page.goto(`/#/price/list?filter=${encodeURIComponent(JSON.stringify({ name: '暑期IMAX' }))}`);
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row.locator('td.column-name')).toHaveText('暑期IMAX加价');
  await expect(row.locator('td.column-hall_type')).toHaveText(/IMAX/);
  await expect(row.locator('td.column-markup_amount')).toHaveText('¥6.50');
  await expect(row.locator('td.column-status')).toHaveText(/已启用|Enabled/);
});

test("disable and enable flip a pricing rule's status after their confirmation; a cancelled one changes nothing", async ({
  page,
}) => {
  // Every rule on one page, highest priority first: a row keeps its place whatever its status.
  await page.goto('/#/price/list?perPage=50');
  await expect(rows(page)).toHaveCount(24);
  const enabled = (await cells(page, 'status')).findIndex((t) => /已启用|Enabled/.test(t));
  expect(enabled).toBeGreaterThanOrEqual(0);
  const row = rows(page).nth(enabled);
  const name = (await row.locator('td.column-name').innerText()).trim();
  await expect(row.locator('td.column-status')).toHaveText(/已启用|Enabled/);
  await row.locator('[data-action=disable]').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /取消|Cancel/ })
    .click();
  await expect(row.locator('td.column-status')).toHaveText(/已启用|Enabled/);
  await row.locator('[data-action=disable]').click();
  await expect(page.getByRole('dialog')).toContainText(/确定停用该定价规则|Disable this pricing rule/);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确认|Confirm/ })
    .click();
  await expect(row.locator('td.column-status')).toHaveText(/已停用|Disabled/);
  await expect(row.locator('[data-action=disable]')).toHaveCount(0);
  await row.locator('[data-action=enable]').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确认|Confirm/ })
    .click();
  await expect(row.locator('td.column-status')).toHaveText(/已启用|Enabled/);
  await expect(row.locator('[data-action=enable]')).toHaveCount(0);
  await expect(row.locator('td.column-name')).toHaveText(name);
});

test('bulk disable and enable set every selected pricing rule after their confirmation', async ({ page }) => {
  await page.goto('/#/price/list?perPage=50');
  await expect(rows(page)).toHaveCount(24);
  const enabled = (await cells(page, 'status')).flatMap((t, i) => (/已启用|Enabled/.test(t) ? [i] : [])).slice(0, 2);
  expect(enabled).toHaveLength(2);
  for (const i of enabled) await rows(page).nth(i).getByRole('checkbox').check();
  await page.locator('[data-action=disableSelected]').click();
  await expect(page.getByRole('dialog')).toContainText(/确定停用选中的定价规则|Disable the selected pricing rules/);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确认|Confirm/ })
    .click();
  for (const i of enabled) await expect(rows(page).nth(i).locator('td.column-status')).toHaveText(/已停用|Disabled/);
  for (const i of enabled) {
    const box = rows(page).nth(i).getByRole('checkbox');
    if (!(await box.isChecked())) await box.check();
  }
  await page.locator('[data-action=enableSelected]').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确认|Confirm/ })
    .click();
  for (const i of enabled) await expect(rows(page).nth(i).locator('td.column-status')).toHaveText(/已启用|Enabled/);
});

test('a carousel image is created with an upload, then moved to the front of the order through the edit form', async ({
  page,
}) => {
  await page.goto('/#/swiper/swiperImg');
  await waitForRows(page);
  await page.getByRole('link', { name: /添加轮播图|Add image/ }).click();
  await expect(page).toHaveURL(/#\/carouselImages\/create$/);
  await formShown(page);
  await page.getByTestId('upload-file-image').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('upload-image').locator('img')).toHaveAttribute('src', /^\/static\/uploads\/\d+\.png$/);
  await fillKept(page, 'title', '国庆档特惠');
  // An outside link is refused by the form (the pattern), before anything is sent.
  await fillKept(page, 'link', 'https://evil.example/x');
  await fillKept(page, 'display_order', '9');
  await typeDay(page, 'valid_from', '2026-09-25');
  await typeDay(page, 'valid_to', '2026-10-08');
  await save(page);
  await expect(page.getByText(/请填写小程序页面路径|Enter an in-app page path/).first()).toBeVisible();
  await expect(page).toHaveURL(/#\/carouselImages\/create$/);
  await fillKept(page, 'link', '/pages/activity/national?from=banner');
  await snap(page, 'carousel-create');
  await save(page);
  await expect(page).toHaveURL(/#\/swiper\/swiperImg/);
  await expect(rows(page)).toHaveCount(9);
  expect((await cells(page, 'title')).at(-1)).toBe('国庆档特惠');
  expect((await cells(page, 'display_order')).at(-1)).toBe('9');

  await rows(page)
    .last()
    .getByRole('link', { name: /编辑|Edit/ })
    .click();
  await expect(page).toHaveURL(/#\/carouselImages\/\d+$/);
  await expect(field(page, 'display_order')).toHaveValue('9');
  await fillKept(page, 'display_order', '1');
  await save(page);
  await expect(page).toHaveURL(/#\/swiper\/swiperImg/);
  await expect.poll(async () => [0, 1].includes((await cells(page, 'title')).indexOf('国庆档特惠'))).toBe(true);
  expect((await cells(page, 'display_order')).slice(0, 2)).toEqual(['1', '1']);
  await snap(page, 'carousel-reordered');
});

test('a poster is deleted after its confirmation and leaves the list', async ({ page }) => {
  await page.goto('/#/poster/sharePoster');
  await waitForRows(page);
  await expect(page.getByText(/共 57 条|of 57/)).toBeVisible();
  // Titles repeat (a film has several posters): a poster is its title and creation time.
  const key = async (i: number) => [
    (await rows(page).nth(i).locator('td.column-title').innerText()).trim(),
    (await rows(page).nth(i).locator('td.column-created_at').innerText()).trim(),
  ];
  const deleted = await key(0);
  const next = await key(1);
  await rows(page)
    .first()
    .getByRole('button', { name: /删除|Delete/ })
    .click();
  await expect(page.getByRole('dialog')).toContainText(/确定删除该海报|Delete this poster/);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确认|Confirm/ })
    .click();
  await expect(page.getByText(/共 56 条|of 56/)).toBeVisible();
  expect(await key(0)).toEqual(next);
  expect(await key(0)).not.toEqual(deleted);
  await snap(page, 'poster-deleted');
});
