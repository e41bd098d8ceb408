import type { Page } from '@playwright/test';
import { expectNoSeriousA11y } from './a11y';
import { E2E_PORT } from './playwright.config';
import { expect, field, login, resetUpstream, rows, snap, test, waitForRows } from './support';

/**
 * axe (WCAG 2.0 A/AA, 2.1 AA) on one screen of every kind (issue 13, §9): each test signs in once and walks its
 * screens; every screen's serious or critical violations are listed at the end of the test.
 */

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
  // The screens are judged as drawn, not half-way through an entry animation (the chart's, a drawer's slide).
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

async function loginPageBothTabs(page: Page, origin = '', suffix = '') {
  await page.goto(`${origin}/#/user/login`);
  await expect(page.locator('input[name=username]')).toBeVisible();
  await expectNoSeriousA11y(page, `login page, main-account tab${suffix}`);
  await page.getByRole('tab', { name: /子账号|Sub-account/ }).click();
  await expect(page.getByRole('tab', { name: /子账号|Sub-account/ })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11y(page, `login page, sub-account tab${suffix}`);
}

test('login page, both tabs, at 1280 px and 390 px', async ({ page }) => {
  await loginPageBothTabs(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginPageBothTabs(page, '', ' at 390 px');
});

test('1280 px: a list with filters, a detail, the create and edit forms, a confirm', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');

  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  await field(page, 'buyer_tel').fill('138');
  await expect(page).toHaveURL(/buyer_tel/);
  await waitForRows(page);
  await expectNoSeriousA11y(page, 'orders list with a filter');

  await rows(page)
    .first()
    .getByRole('link', { name: /查看|Show/ })
    .click();
  await expect(page).toHaveURL(/#\/cinema\/detail\/Details\?id=/);
  await expect(page.getByText(/订单详情|Order detail/).first()).toBeVisible();
  await expectNoSeriousA11y(page, 'order detail');

  await page.goto('/#/subaccounts/create');
  await expect(field(page, 'password')).toBeVisible();
  await expectNoSeriousA11y(page, 'sub-account create form');

  await page.goto('/#/subaccount/subaccountList');
  await waitForRows(page);
  await rows(page)
    .first()
    .getByRole('link', { name: /编辑|Edit/ })
    .click();
  await expect(field(page, 'remark')).toBeVisible();
  await expectNoSeriousA11y(page, 'sub-account edit form');

  await page.goto('/#/subaccount/subaccountList');
  await waitForRows(page);
  await rows(page).first().locator('[data-action=disable], [data-action=enable]').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11y(page, 'a confirm dialog');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /取消|Cancel/ })
    .click();
});

test('1280 px: the dashboard, the statistics chart, the 403 and 404 pages', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/dashboard');
  await expect(page.locator('[data-chart=trend]').filter({ visible: true }).locator('svg').first()).toBeVisible();
  // Like every screen, the dashboard names itself in the header's h1.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('首页');
  await expectNoSeriousA11y(page, 'dashboard');

  await page.goto('/#/statistics/list');
  await expect(page.locator('main svg').filter({ visible: true }).first()).toBeVisible();
  await expectNoSeriousA11y(page, 'statistics chart page');

  await page.goto('/#/merchant/list');
  await expect(page.getByTestId('error-403').filter({ visible: true })).toBeVisible();
  await expectNoSeriousA11y(page, '403 page');

  await page.goto('/#/no/such/page');
  await expect(page.getByTestId('error-404').filter({ visible: true })).toBeVisible();
  await expectNoSeriousA11y(page, '404 page');
});

test('1280 px: the settings drawer open, the top-menu layout', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  await page.getByTestId('settings-button').click();
  await expect(page.getByTestId('settings-drawer')).toBeVisible();
  await expectNoSeriousA11y(page, 'settings drawer open');
  await page.locator('[data-testid=settings-drawer] [data-setting=layout] [data-value=top]').click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('top-menu')).toBeVisible();
  await waitForRows(page);
  await expectNoSeriousA11y(page, 'top-menu layout');
  await snap(page, 'a11y-top-menu');
});

test('a list at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  await expectNoSeriousA11y(page, 'orders list at 390 px');
});

for (const brand of ['starlight', 'yingxun']) {
  test(`${brand}: login page and a list keep their contrast`, async ({ page }) => {
    const origin = `http://${brand}.localhost:${E2E_PORT}`;
    await page.goto(`${origin}/#/user/login`);
    await expect(page.locator('input[name=username]')).toBeVisible();
    await expectNoSeriousA11y(page, `${brand} login page`);
    await page.locator('input[name=username]').fill('merchant');
    await page.locator('input[name=password]').fill('merchant123');
    await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
    await waitForRows(page);
    await expectNoSeriousA11y(page, `${brand} orders list`);
    await snap(page, `a11y-${brand}-list`);
  });
}

test('1280 px: a list of thumbnails, its record, a one-record form page', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/swiper/filmList');
  await waitForRows(page);
  await expect(rows(page).first().locator('img')).toBeVisible();
  await expectNoSeriousA11y(page, 'films list with posters');

  await rows(page)
    .first()
    .getByRole('link', { name: /查看|Show/ })
    .click();
  await expect(page.locator('main img').filter({ visible: true }).first()).toBeVisible();
  await expectNoSeriousA11y(page, 'film detail');

  await page.goto('/#/group/tag');
  await expect(field(page, 'shop_name')).toBeVisible();
  await expectNoSeriousA11y(page, 'merchant information form page');
});
