import type { Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config';
import { formShown } from './forms';
import { expect, field, login, resetUpstream, snap, test } from './support';

/**
 * §9 mobile (< 576 px), at a phone's 390 × 844: nothing is wider than the screen, lists are cards, the header folds its
 * secondary controls into menus that still work; and (issue 13 polish) a CJK-first font and a favicon per brand.
 */
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
});

/** How wide the page scrolls: the viewport's width when nothing sticks out. */
const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

/** The cards of the list on screen (kept-alive screens stay in the page hidden). */
const cards = (page: Page) => page.getByTestId('list-card').filter({ visible: true });

async function fitsTheScreen(page: Page, what: string) {
  await expect
    .poll(() => scrollWidth(page), { message: `${what}: no sideways scroll at 390 px` })
    .toBeLessThanOrEqual(390);
}

test('a list shows cards, not a table; a card opens its detail; filters take a line each; pages turn', async ({
  page,
}) => {
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/cinema/alllist');
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page)).toHaveCount(10);
  await expect(page.locator('table').filter({ visible: true })).toHaveCount(0);
  await fitsTheScreen(page, 'list');

  // A card: the order number as its title, the other columns as label: value lines, the row's button at the bottom.
  const first = cards(page).first();
  await expect(first.getByTestId('list-card-title')).toHaveText(/^DY\d+$/);
  await expect(first.locator('dt', { hasText: /^影片$/ })).toBeVisible();
  await expect(first.locator('dt', { hasText: /^订单金额$/ })).toBeVisible();
  await expect(first.locator('dd').filter({ hasText: /^¥\d[\d,]*\.\d{2}$/ })).toHaveCount(1);
  for (const card of await cards(page).all()) {
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }

  // Filters: one per line, each (nearly) the screen's width; the date range's two pickers one above the other.
  const inputs = ['order_no', 'buyer_tel', 'created_at.from', 'created_at.to'];
  const controls = [
    field(page, 'order_no').locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")][1]'),
    field(page, 'buyer_tel').locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")][1]'),
    page.getByTestId('range-created_at').filter({ visible: true }).locator(':scope > .MuiFormControl-root').first(),
    page.getByTestId('range-created_at').filter({ visible: true }).locator(':scope > .MuiFormControl-root').last(),
  ];
  const boxes = await Promise.all(controls.map(async (control) => (await control.boundingBox())!));
  for (const [i, box] of boxes.entries()) {
    expect(box.width, `${inputs[i]} takes the line`).toBeGreaterThan(330);
    expect(box.x + box.width, `${inputs[i]} inside the screen`).toBeLessThanOrEqual(390);
    if (i > 0)
      expect(box.y, `${inputs[i]} below ${inputs[i - 1]}`).toBeGreaterThanOrEqual(boxes[i - 1].y + boxes[i - 1].height);
  }
  await snap(page, 'small-list');

  // Filtering still works: an order number narrows the cards to that order.
  const orderNo = (await first.getByTestId('list-card-title').textContent())!;
  await field(page, 'order_no').fill(orderNo);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first().getByTestId('list-card-title')).toHaveText(orderNo);
  await field(page, 'order_no').fill('');
  await expect(cards(page)).toHaveCount(10);

  // Pagination: the next page shows other orders.
  const titles = async () => cards(page).getByTestId('list-card-title').allTextContents();
  const page1 = await titles();
  await page.getByRole('button', { name: '下一页' }).click();
  await expect.poll(async () => (await titles())[0]).not.toBe(page1[0]);
  expect((await titles()).filter((t) => page1.includes(t))).toEqual([]);
  await page.getByRole('button', { name: '上一页' }).click();
  await expect.poll(titles).toEqual(page1);

  // The card's row button (show) opens the order's detail; so does its title.
  await cards(page)
    .first()
    .getByRole('link', { name: /查看|Show/ })
    .click();
  await expect(page).toHaveURL(/#\/cinema\/detail\/Details\?id=/);
  await expect(page.getByText(orderNo).first()).toBeVisible();
  await fitsTheScreen(page, 'detail');
  await snap(page, 'small-detail');
  await expect(page.getByText(orderNo).first()).toBeVisible();
  await page.goBack();
  await cards(page).nth(1).getByTestId('list-card-title').getByRole('link').click();
  await expect(page).toHaveURL(/#\/cinema\/detail\/Details\?id=/);
  await expect(page.getByText(page1[1]).first()).toBeVisible();
});

test('a filter that finds nothing says so and offers to clear the filters, in words', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/cinema/alllist');
  await expect(cards(page)).toHaveCount(10);
  await field(page, 'order_no').fill('zzzz99999');
  await expect(page.getByText('当前筛选条件下没有找到订单。')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  // Its words on screen, not an empty icon button named only for screen readers.
  const clear = page.getByRole('button', { name: '清除筛选' }).filter({ visible: true });
  await expect(clear).toHaveText('清除筛选');
  await fitsTheScreen(page, 'empty list');
  await snap(page, 'small-empty');
  await clear.click();
  await expect(cards(page)).toHaveCount(10);
  await expect(field(page, 'order_no')).toHaveValue('');
});

test('a list with a floating create button: its page buttons scroll clear of it and are named in the page’s language', async ({
  page,
}) => {
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/subaccount/subaccountList');
  await expect(cards(page)).toHaveCount(10);
  const create = page.getByRole('link', { name: '新建' });
  await expect(create).toBeVisible();
  // react-admin leaves the phone's page buttons to MUI, which named them in English in a Chinese console.
  const next = page.getByRole('button', { name: '下一页' });
  await expect(page.getByRole('button', { name: /next page/i })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
  const [button, floating] = [(await next.boundingBox())!, (await create.boundingBox())!];
  expect(button.y + button.height, 'the next-page button ends above the floating create button').toBeLessThanOrEqual(
    floating.y,
  );
  // A plain click (Playwright refuses one another element would take): the second page.
  const first = await cards(page).first().getByTestId('list-card-title').textContent();
  await next.click();
  await expect(page.getByText(/第 11-20 条/)).toBeVisible();
  await expect(cards(page).first().getByTestId('list-card-title')).not.toHaveText(first!);
});

test('bulk selection works on cards: a card’s box and select-all feed the bulk toolbar', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/price/list');
  await expect(cards(page).first()).toBeVisible();
  await cards(page).nth(0).getByRole('checkbox').check();
  await cards(page).nth(2).getByRole('checkbox').check();
  await expect(page.getByText(/已选择 2 项|2 items selected/)).toBeVisible();
  await expect(page.locator('[data-action=disableSelected]')).toBeVisible();
  await page
    .getByRole('checkbox', { name: /全选|Select all/ })
    .first()
    .check();
  await expect(page.getByText(/已选择 10 项|10 items selected/)).toBeVisible();
  await fitsTheScreen(page, 'list with its bulk toolbar');
  await snap(page, 'small-bulk');
});

for (const language of ['zh-CN', 'en'] as const) {
  test(`a list with summary figures and a chart fits: the figures wrap onto more lines (${language})`, async ({
    page,
  }) => {
    await login(page, 'merchant', 'merchant123');
    await page.goto('/#/statistics/list');
    if (language === 'en') {
      await page.evaluate(() => localStorage.setItem('RaStoreccs.locale', '"en"'));
      await page.reload();
    }
    await expect(cards(page).first()).toBeVisible();
    const figures = page.getByTestId('list-summary').filter({ visible: true }).locator('[data-summary]');
    await expect(figures).toHaveCount(4);
    await expect(figures.last()).toContainText(language === 'en' ? 'Spend' : '投放成本合计');
    await fitsTheScreen(page, 'conversion statistics');
    // Every figure (成交额合计, 投放成本合计 included) inside the screen, none scrolled out of sight.
    for (const figure of await figures.all()) {
      const box = (await figure.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${await figure.getAttribute('data-summary')} inside the screen`).toBeLessThanOrEqual(
        390,
      );
    }
    await snap(page, `small-statistics-${language}`);
  });
}

test('buttons that change a record say so in words on a card, a detail’s header and the bulk bar; view stays an icon', async ({
  page,
}) => {
  await login(page, 'merchant', 'merchant123');
  const words = async (path: string, expected: Record<string, string>) => {
    await page.goto(`/#${path}`);
    await expect(cards(page).first()).toBeVisible();
    for (const [action, text] of Object.entries(expected)) {
      const button = cards(page).locator(`[data-action=${action}]`).first();
      await expect(button, `${path}: ${action}`).toHaveText(text);
      // Polled: the list a navigation leaves may still be swapping for the new one's cards (no box meanwhile).
      await expect
        .poll(async () => {
          const box = await button.boundingBox();
          return box ? box.x + box.width : Infinity;
        }, `${path}: ${action} inside the screen`)
        .toBeLessThanOrEqual(390);
    }
  };
  await words('/cinema/agentlist', { grab: '抢单' });
  await words('/local/generalMerchandise', { disable: '停售', enable: '开售' });
  await words('/device/tag', { approve: '通过', reject: '驳回' });
  await fitsTheScreen(page, 'cards with labelled buttons');
  await snap(page, 'small-card-actions');
  // The view button beside them is still an icon.
  await expect(cards(page).first().getByRole('link', { name: '查看' })).toHaveText('');

  // A pending withdrawal's detail: its header's buttons too.
  const pending = cards(page)
    .filter({ has: page.locator('[data-action=approve]') })
    .first();
  await pending.getByTestId('list-card-title').getByRole('link').click();
  await expect(page.locator('[data-action=approve]').filter({ visible: true })).toHaveText('通过');
  await expect(page.locator('[data-action=reject]').filter({ visible: true })).toHaveText('驳回');
  await fitsTheScreen(page, 'detail with labelled buttons');

  // The bulk bar's buttons.
  await page.goto('/#/price/list');
  await cards(page).first().getByRole('checkbox').check();
  await expect(page.locator('[data-action=disableSelected]')).toHaveText('批量停用');
  await expect(page.locator('[data-action=enableSelected]')).toHaveText('批量启用');
  await fitsTheScreen(page, 'bulk bar with labelled buttons');
});

test('the header fits and every control stays reachable: language, search, tasks, settings, user menu', async ({
  page,
}) => {
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/cinema/alllist');
  await expect(cards(page).first()).toBeVisible();
  const header = page.locator('header').first();
  expect(await header.evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(390);
  for (const control of await header.locator('button, img').filter({ visible: true }).all()) {
    const box = (await control.boundingBox())!;
    expect(box.x + box.width, 'a header control inside the screen').toBeLessThanOrEqual(390);
  }
  // The title gives way: it ends before the first control on its right.
  const title = (await page.locator('#react-admin-title').boundingBox())!;
  const bell = (await page.getByTestId('notice-bell').boundingBox())!;
  expect(title.x + title.width).toBeLessThanOrEqual(bell.x);
  await snap(page, 'small-header');

  // The secondary buttons are entries of the "more" menu, and each still does its job.
  await page.getByTestId('header-more').click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /功能搜索|Search functions/ })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /任务|Tasks/ })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /联系客服|Customer service/ })).toBeVisible();
  await snap(page, 'small-header-more');
  await menu.getByRole('menuitem', { name: /页面设置|Page settings/ }).click();
  await expect(page.getByTestId('settings-drawer')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('settings-drawer')).toBeHidden();
  await page.getByTestId('header-more').click();
  await page
    .getByRole('menu')
    .getByRole('menuitem', { name: /功能搜索|Search functions/ })
    .click();
  await expect(page.getByTestId('function-search')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('header-more').click();
  await page.getByRole('menu').getByTestId('task-monitor-button').click();
  await expect(page.getByTestId('task-drawer')).toBeVisible();
  await page.keyboard.press('Escape');

  // The user menu is there too.
  await page.getByRole('button', { name: /个人中心|Profile/ }).click();
  await expect(page.locator('[data-menu=logout]')).toBeVisible();
  await page.keyboard.press('Escape');

  // The language switch: an icon button whose menu changes the language.
  await page.getByRole('button', { name: /语言 \/ Language/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByTestId('breadcrumb')).toContainText('Home');
  await expect(page.locator('#react-admin-title')).toHaveText('All orders');
  await page.getByRole('button', { name: /Language \/ 语言/ }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.getByTestId('breadcrumb')).toContainText('首页');
});

/**
 * The header's page title, too long for a phone: cut before the header's controls, ending in an ellipsis, whole in its
 * tooltip. text-overflow draws the ellipsis over inline content only (an inline-block inside is cut as a whole,
 * mid-character, without one), so every box that holds the shown title's text must be inline.
 */
async function titleCutWithEllipsis(page: Page, what: string) {
  const title = page.locator('#react-admin-title');
  const shown = await title.evaluate((h1) => ({
    text: (h1 as HTMLElement).innerText,
    cut: h1.scrollWidth > h1.clientWidth,
    textOverflow: getComputedStyle(h1).textOverflow,
    notInline: [...h1.querySelectorAll('*')]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).display !== 'inline')
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} (${getComputedStyle(el).display})`),
  }));
  expect(shown.cut, `${what}: the title is long enough to be cut at 390 px`).toBe(true);
  expect(shown.textOverflow, what).toBe('ellipsis');
  expect(shown.notInline, `${what}: boxes that would be cut mid-character`).toEqual([]);
  await expect(title, `${what}: the whole title on hover`).toHaveAttribute('title', shown.text);
  const [box, bell] = [(await title.boundingBox())!, (await page.getByTestId('notice-bell').boundingBox())!];
  expect(box.x + box.width, `${what}: the title ends before the first control`).toBeLessThanOrEqual(bell.x);
}

test('a long page title ends in an ellipsis before the header controls and stays whole in its tooltip, in both languages', async ({
  page,
}) => {
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/businessCooperation/subscribeNewsFeed');
  await expect(page.locator('#react-admin-title')).toHaveText('微信订阅消息推送');
  await titleCutWithEllipsis(page, 'a list');
  await page.goto('/#/ordersToGrab/30/show');
  await expect(page.locator('#react-admin-title')).toHaveText(/^订单 DY\d+$/);
  await titleCutWithEllipsis(page, 'an order’s detail');
  await snap(page, 'small-long-title');

  await page.evaluate(() => localStorage.setItem('RaStoreccs.locale', '"en"'));
  await page.goto('/#/businessCooperation/subscribeNewsFeed');
  await page.reload();
  await expect(page.locator('#react-admin-title')).toHaveText('WeChat subscribe messages');
  await titleCutWithEllipsis(page, 'an English list');
});

test('a create form, a dialog and the dashboard fit the screen, inputs at full width', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/subaccounts/create');
  await formShown(page);
  await fitsTheScreen(page, 'create form');
  const input = (await field(page, 'tel')
    .locator('xpath=ancestor::div[contains(@class,"MuiInputBase-root")][1]')
    .boundingBox())!;
  expect(input.width).toBeGreaterThan(300);
  expect(input.x + input.width).toBeLessThanOrEqual(390);
  await snap(page, 'small-form');

  // A dialog (the logout confirmation) takes the screen's width less its margins.
  await page.getByRole('button', { name: /个人中心|Profile/ }).click();
  await page.locator('[data-menu=logout]').click();
  const dialog = (await page.getByRole('dialog').boundingBox())!;
  expect(dialog.x).toBeGreaterThanOrEqual(0);
  expect(dialog.x + dialog.width).toBeLessThanOrEqual(390);
  expect(dialog.width).toBeGreaterThan(340);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /取消|Cancel/ })
    .click();

  await page.goto('/#/dashboard');
  await expect(page.locator('[data-table]').first()).toBeVisible();
  await expect(page.locator('[data-table]').first().getByTestId('list-card').first()).toBeVisible();
  await fitsTheScreen(page, 'dashboard');
  await snap(page, 'small-dashboard');
});

test('the font stack puts a Chinese face first', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await expect(cards(page).first()).toBeVisible();
  for (const target of [page.locator('body'), cards(page).first().getByTestId('list-card-title')]) {
    const family = await target.evaluate((el) => getComputedStyle(el).fontFamily);
    expect(family.split(',')[0].trim().replace(/"/g, '')).toBe('PingFang SC');
  }
});

test('each brand shows its own favicon (§1), from the console’s origin', async ({ page }) => {
  const icons: Record<string, string> = {};
  for (const [id, host] of [
    ['default', 'localhost'],
    ['starlight', 'starlight.localhost'],
    ['yingxun', 'yingxun.localhost'],
  ]) {
    const origin = `http://${host}:${E2E_PORT}`;
    await page.goto(`${origin}/#/user/login`);
    await expect(page.getByTestId('brand-logo')).toHaveAttribute('src', `brands/${id}/logo.svg`);
    const links = page.locator('link[rel~="icon"]');
    await expect(links).toHaveCount(1);
    icons[id] = (await links.getAttribute('href'))!;
    // Fetched by the page (the browser resolves *.localhost itself; the test runner would not).
    const served = await page.evaluate(async (href) => {
      const response = await fetch(href);
      return { ok: response.ok, type: response.headers.get('content-type') ?? '' };
    }, icons[id]);
    expect(served.ok, `${id}'s favicon is served`).toBe(true);
    expect(served.type).toMatch(/image\/svg\+xml/);
  }
  expect(icons).toEqual({
    default: 'favicon.svg',
    starlight: 'brands/starlight/favicon.svg',
    yingxun: 'brands/yingxun/favicon.svg',
  });
});
