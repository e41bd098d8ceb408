/**
 * Generated screens that read well (issue 10 review, issue 13 polish; §9): wide lists fit a 1280 px screen with their
 * row buttons in sight, hidden columns come back through the column chooser, long text is cut with the whole text on
 * hover; titles, confirmations and empty lists name one record (新建子账号, not 新建子账号列表); required inputs are
 * marked; empty date pickers speak the console's language; English buttons are not all caps.
 */
import type { Page } from '@playwright/test';
import { displayWidth, ellipsize } from '../../vocabulary/textWidth';
import { expect, field, login, resetUpstream, rows, snap, test } from './support';

/** The widest lists (most columns, longest texts), each with a row-actions column. */
const WIDE_LISTS = [
  '/cinema/alllist',
  '/price/list',
  '/flower/flowerList',
  '/food/foodList',
  '/poster/sharePoster',
  '/coupon/newCouponList',
  '/local/localLifeCoupon',
  '/local/generalMerchandise',
  '/templatePush/templatePush',
];

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
  await login(page, 'merchant', 'merchant123');
});

async function toEnglish(page: Page) {
  await page.getByRole('button', { name: '简体中文' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
}

/** The label of a form input on screen. */
async function labelOf(page: Page, source: string) {
  const id = await field(page, source).getAttribute('id');
  return page.locator(`label[for="${id}"]`);
}

/** Where the shown table's actions column ends, the viewport's width, and whether the table scrolls sideways. */
async function actionsColumnFit(page: Page) {
  return page.evaluate(() => {
    const wrapper = [...document.querySelectorAll<HTMLElement>('.RaDataTable-tableWrapper')].find(
      (e) => e.offsetParent !== null,
    )!;
    const header = wrapper.querySelector<HTMLElement>('th.AppActionsColumn');
    const right = header ? header.getBoundingClientRect().right : -1;
    return {
      right,
      inside: right > 0 && right <= window.innerWidth,
      scrolls: wrapper.scrollWidth > wrapper.clientWidth,
    };
  });
}

for (const language of ['zh-CN', 'en'] as const) {
  test(`at 1280 px the widest lists show their actions column without a sideways scroll (${language})`, async ({
    page,
  }) => {
    expect(page.viewportSize()?.width).toBe(1280);
    if (language === 'en') await toEnglish(page);
    for (const path of WIDE_LISTS) {
      await page.goto(`/#${path}`);
      await expect(rows(page).first()).toBeVisible();
      await expect(rows(page).first().locator('td.AppActionsColumn')).toBeInViewport();
      // Once the cells have settled (thumbnails and referenced names arrive after the rows).
      await expect
        .poll(() => actionsColumnFit(page), {
          message: `${path}: the actions column ends inside the viewport, no sideways scroll`,
        })
        .toMatchObject({ inside: true, scrolls: false });
    }
    await page.goto('/#/cinema/alllist');
    await expect(rows(page).first()).toBeVisible();
    await snap(page, `tables-orders-1280-${language}`);
    await page.goto('/#/price/list');
    await expect(rows(page).first()).toBeVisible();
    await snap(page, `tables-pricing-1280-${language}`);
  });
}

test('a column the schema hides is offered by the column chooser and comes back when ticked', async ({ page }) => {
  await page.goto('/#/cinema/alllist');
  await expect(rows(page).first()).toBeVisible();
  const headers = page.locator('table thead th').filter({ visible: true });
  await expect(headers.filter({ hasText: '订单号' })).toHaveCount(1);
  await expect(headers.filter({ hasText: '放映时间' })).toHaveCount(0);
  await page.getByRole('button', { name: '列设置' }).click();
  await page.getByRole('menu').getByLabel('放映时间').check();
  await page.keyboard.press('Escape');
  await expect(headers.filter({ hasText: '放映时间' })).toHaveCount(1);
  // Every row has its show time now, and the actions column stays in sight at the right edge as the table widens.
  await expect(rows(page).first().locator('td.column-show_time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await expect(rows(page).first().locator('td.AppActionsColumn')).toBeInViewport();
  expect((await actionsColumnFit(page)).inside).toBe(true);
});

test('a long cinema name is cut with “…” and shown whole on hover (§9)', async ({ page }) => {
  await page.goto('/#/cinema/alllist');
  await expect(rows(page).first()).toBeVisible();
  const cut = page.locator('table tbody [data-ellipsis="true"]').filter({ visible: true }).first();
  await expect(cut).toBeVisible();
  const whole = (await cut.getAttribute('aria-label'))!;
  expect(await cut.innerText()).toMatch(/…$/);
  expect(whole.length).toBeGreaterThan((await cut.innerText()).length - 1);
  await cut.hover();
  await expect(page.getByRole('tooltip')).toHaveText(whole);
});

/** The cut texts of a column on screen: what each shows, the whole text, and whether the browser clipped it further. */
function cutTexts(page: Page, cells: string) {
  return page
    .locator(cells)
    .filter({ visible: true })
    .evaluateAll((els) =>
      els.map((el) => {
        const shown = (el as HTMLElement).innerText;
        const text = el.querySelector<HTMLElement>('.AppEllipsisText') ?? (el as HTMLElement);
        return {
          shown,
          whole: el.querySelector('[data-ellipsis]')?.getAttribute('aria-label') ?? shown,
          clipped: text.scrollHeight > text.clientHeight + 1,
        };
      }),
    );
}

test('long names get the room there is: 11 characters in the orders table at 1280 px, a whole line on a phone’s card (§9)', async ({
  page,
}) => {
  for (const [path, column, room] of [
    ['/cinema/alllist', 'cinema_name', 24],
    ['/food/foodList', 'cinema_name', 24],
    ['/poster/sharePoster', 'title', 16],
  ] as const) {
    await page.goto(`/#${path}`);
    await expect(rows(page).first()).toBeVisible();
    const texts = await cutTexts(page, `table tbody td.column-${column}`);
    expect(texts, path).toHaveLength(10);
    for (const { shown, whole, clipped } of texts) {
      expect(shown, `${path}: ${whole}`).toBe(ellipsize(whole, room).text);
      expect(clipped, `${path}: ${whole} not clipped further, the table has room`).toBe(false);
    }
    // Names the former cut (16, 14) shortened show whole now.
    expect(
      texts.some(({ shown, whole }) => shown === whole && displayWidth(whole) > room - 8),
      `${path}: a longer name shown whole`,
    ).toBe(true);
  }
  // A card's line has the screen's width: no cinema name needs cutting.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/cinema/alllist');
  const lines = page.getByTestId('list-card').filter({ visible: true }).locator('[data-column=cinema_name] dd');
  await expect(lines).toHaveCount(10);
  await expect(lines.locator('[data-ellipsis]')).toHaveCount(0);
  for (const line of await lines.all()) await expect(line).not.toContainText('…');
});

test('a list with one column more (代理订单, Agent orders) narrows its cut texts rather than scroll sideways at 1280 px', async ({
  page,
}) => {
  await login(page, 'sharer', 'sharer123');
  await page.goto('/#/cinema/juniorOrder');
  await toEnglish(page);
  await expect(rows(page).first()).toBeVisible();
  await expect
    .poll(() => actionsColumnFit(page), { message: 'the actions column ends inside the viewport, no sideways scroll' })
    .toMatchObject({ inside: true, scrolls: false });
  // The texts still take one line each: the rows keep their height.
  const heights = await rows(page).evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)));
  expect(new Set(heights).size, `row heights ${heights.join(', ')}`).toBe(1);
  await snap(page, 'tables-junior-orders-1280-en');
});

test('titles, confirmations and empty lists name one record, in both languages', async ({ page }) => {
  await page.goto('/#/subaccount/subaccountList');
  await expect(rows(page).first()).toBeVisible();
  await rows(page).first().getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('dialog').getByRole('heading')).toHaveText(/^删除子账号 /);
  await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();

  await page.goto('/#/subaccounts/create');
  await expect(page.locator('#react-admin-title')).toHaveText('新建子账号', { useInnerText: true });
  // Required by the schema: marked; optional: not.
  await expect(await labelOf(page, 'tel')).toHaveText(/^手机号\s*\*$/, { useInnerText: true });
  await expect(await labelOf(page, 'remark')).toHaveText('备注', { useInnerText: true });
  await snap(page, 'tables-create-zh-CN');

  await page.goto('/#/cinema/alllist');
  await field(page, 'order_no').fill('no-such-order');
  await expect(page.getByText('当前筛选条件下没有找到订单。')).toBeVisible();

  await toEnglish(page);
  // The noun inside an English sentence is lower-cased (react-admin's forcedCaseName), names keep their capital.
  // (toContainText, not getByText: getByText matches a string whatever its case.)
  const noResults = page.getByTestId('no-results').filter({ visible: true });
  await expect(noResults).toContainText('No orders found using the current filters.');
  await page.goto('/#/device/tag');
  await field(page, 'tel').fill('00000000000');
  await expect(noResults).toContainText('No fan withdrawals found using the current filters.');
  await page.goto('/#/subaccounts/create');
  await expect(page.locator('#react-admin-title')).toHaveText('Create Sub-account', { useInnerText: true });
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toHaveCSS('text-transform', 'none');
  await snap(page, 'tables-create-en');
});

test('an empty date picker shows the console language’s placeholders', async ({ page }) => {
  await page.goto('/#/cinema/alllist');
  const range = page.getByTestId('range-created_at');
  await expect(range.getByRole('spinbutton', { name: '年份' }).first()).toHaveText('年');
  await expect(range).not.toContainText('YYYY');
  await toEnglish(page);
  await expect(range.getByRole('spinbutton', { name: 'Year' }).first()).toHaveText('YYYY');
});

/** Each filter on screen: where its field starts, how tall it is and where its label sits. */
function filterBoxes(page: Page) {
  return page.evaluate(() => {
    const input = [...document.querySelectorAll<HTMLElement>('.RaFilterForm-filterFormInput')].find(
      (e) => e.offsetParent !== null,
    )!;
    const form = input.closest('form')!;
    const controls = [...form.querySelectorAll<HTMLElement>('.MuiFormControl-root')].filter(
      (c) => !c.parentElement!.closest('.MuiFormControl-root'),
    );
    return controls.map((control) => {
      const box = control.querySelector('.MuiInputBase-root, .MuiPickersInputBase-root')!.getBoundingClientRect();
      const label = control.querySelector('label')!;
      return {
        label: label.textContent!.trim(),
        top: Math.round(box.top),
        height: Math.round(box.height),
        labelTop: Math.round(label.getBoundingClientRect().top),
      };
    });
  });
}

test('a date range filter is as tall as the filters beside it, stand-in and pickers alike: labels on one line', async ({
  page,
}) => {
  // Hold the pickers' chunk so the stand-in stays on screen (routing also turns the page's HTTP cache off).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/pickers-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/#/flower/flowerList');
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  const lineUp = async (what: string) => {
    const boxes = await filterBoxes(page);
    const text = boxes.find((b) => b.label === '订单号')!;
    const line = boxes.filter((b) => ['配送状态', '下单时间 起', '下单时间 止'].includes(b.label));
    expect(line, what).toHaveLength(3);
    for (const box of line) {
      expect(box.height, `${what}: ${box.label} as tall as a text filter`).toBe(text.height);
      expect(box.top, `${what}: ${box.label} on the line of 配送状态`).toBe(line[0].top);
      expect(box.labelTop, `${what}: ${box.label}'s label on the line of 配送状态's`).toBe(line[0].labelTop);
    }
  };
  await expect(page.locator('#main-content [aria-busy="true"]')).toBeVisible();
  await lineUp('stand-in');
  release();
  await expect(page.getByTestId('range-created_at')).toBeVisible();
  await lineUp('pickers');
  await snap(page, 'tables-filters-1280');
});

/** The filters on screen whose field is not what a click at its centre reaches (something lies over it). */
function coveredFilters(page: Page) {
  return page.evaluate(() => {
    const input = [...document.querySelectorAll<HTMLElement>('.RaFilterForm-filterFormInput')].find(
      (e) => e.offsetParent !== null,
    )!;
    const fields = [
      ...input.closest('form')!.querySelectorAll<HTMLElement>('.MuiInputBase-root, .MuiPickersInputBase-root'),
    ].filter((e) => e.offsetParent !== null);
    return fields
      .filter((field) => {
        const box = field.getBoundingClientRect();
        return !field.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      })
      .map((field) => field.closest('.MuiFormControl-root')?.querySelector('label')?.textContent);
  });
}

test('with rows selected the bulk-actions bar sits above the table, not over the filters: each stays in reach', async ({
  page,
}) => {
  for (const [path, width, height, value] of [
    ['/statistics/extensionList', 1280, 720, '已暂停'],
    ['/price/list', 390, 844, '已停用'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/#${path}`);
    const boxes = page
      .locator('tbody input[type=checkbox], [data-testid=list-card] input[type=checkbox]')
      .filter({ visible: true });
    await boxes.first().check();
    await expect(page.getByText('已选择 1 项')).toBeVisible();
    // Once the bar has grown to its full height (react-admin animates it).
    await expect(page.locator('.RaBulkActionsToolbar-toolbar').filter({ visible: true })).toHaveCSS('height', '48px');
    expect(await coveredFilters(page), `${path} at ${width} px: filters under the bulk bar`).toEqual([]);
    // The filter on the line above the table (状态) still opens and takes a value while the row stays selected.
    const status = page.getByRole('combobox', { name: '状态' }).filter({ visible: true });
    await status.click({ timeout: 5_000 });
    await page.getByRole('option', { name: value }).click();
    await expect(status).toHaveText(value);
    await snap(page, `tables-bulk-${width}`);
  }
});
