import type { Locator } from '@playwright/test';
import { E2E_PORT } from './playwright.config';
import { apiToken, expect, menuGroups, menuRoutes, resetUpstream, rows, snap, test, waitForRows } from './support';

/**
 * hiddenGroups / hiddenRoutes: what the brand hides from its menu; forbidden: the routes its flags forbid by URL too.
 * /device/tag (cash), /fund/orderFund (billing) and /price/list (rebate, declared by schemas/pricingRules.yaml) are built.
 */
const BRANDS = [
  {
    id: 'default',
    host: 'localhost',
    title: '影票分销管理后台',
    hiddenGroups: [] as string[],
    hiddenRoutes: [] as string[],
    forbidden: [] as string[],
  },
  {
    id: 'yingxun',
    host: 'yingxun.localhost',
    title: '影讯票务',
    hiddenGroups: ['device'],
    hiddenRoutes: ['agentWithdrawals', 'posters'],
    forbidden: ['/device/tag'],
  },
  {
    id: 'starlight',
    host: 'starlight.localhost',
    title: '星光影票',
    hiddenGroups: ['fund'],
    hiddenRoutes: [],
    forbidden: ['/price/list', '/fund/orderFund'],
  },
];

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
});

for (const brand of BRANDS) {
  test(`brand ${brand.id} at ${brand.host}: title, logo and menus (§1)`, async ({ page }) => {
    const origin = `http://${brand.host}:${E2E_PORT}`;
    await page.goto(`${origin}/#/user/login`);
    await expect(page.getByTestId('brand-title')).toHaveText(brand.title);
    await expect(page.getByTestId('brand-logo')).toHaveAttribute('src', `brands/${brand.id}/logo.svg`);
    await expect(page).toHaveTitle(new RegExp(` - ${brand.title}$`));
    // The logo really loads from the console's own origin.
    expect(
      await page.getByTestId('brand-logo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await snap(page, `brand-${brand.id}-login`);

    await page.locator('input[name=username]').fill('merchant');
    await page.locator('input[name=password]').fill('merchant123');
    await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
    await waitForRows(page);
    await expect(page).toHaveTitle(`全部订单 - ${brand.title}`);
    await expect(page.getByTestId('brand-title')).toHaveText(brand.title);
    const groups = await menuGroups(page);
    const routes = await menuRoutes(page);
    for (const g of ['device', 'fund', 'material']) expect(groups.includes(g)).toBe(!brand.hiddenGroups.includes(g));
    for (const r of ['agentWithdrawals', 'posters']) expect(routes.includes(r)).toBe(!brand.hiddenRoutes.includes(r));
    // The rebate area (pricing rules, a top-level entry) goes with menu_rebate_hidden.
    expect(routes.includes('pricingRules')).toBe(!brand.forbidden.includes('/price/list'));
    await snap(page, `brand-${brand.id}-main`);
    // The brand's area flags forbid those routes by URL too; elsewhere they list.
    for (const path of ['/device/tag', '/price/list', '/fund/orderFund']) {
      await page.goto(`${origin}/#${path}`);
      if (brand.forbidden.includes(path)) {
        await expect(page.getByTestId('error-403')).toBeVisible();
        // With multi-tab mode (starlight) a refused route opens no tab: the 403 page is shown, the bar keeps its tabs.
        await expect(page.locator(`[data-testid=tab-bar] [data-tab-key="${path}"]`)).toHaveCount(0);
      } else await waitForRows(page);
    }
    if (brand.id === 'starlight') await expect(page.locator('[data-testid=tab-bar] [role=tab]').first()).toBeVisible();
  });
}

test('destructive buttons look destructive under a red brand (yingxun): outlined, unlike the plain actions beside them', async ({
  page,
}) => {
  const origin = 'http://yingxun.localhost:' + String(E2E_PORT);
  // Wide enough that the row's buttons are on screen beside each other in the screenshot.
  await page.setViewportSize({ width: 1760, height: 1000 });
  await page.goto(`${origin}/#/user/login`);
  await page.locator('input[name=username]').fill('merchant');
  await page.locator('input[name=password]').fill('merchant123');
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await waitForRows(page);
  await page.goto(`${origin}/#/swiper/swiperImg`);
  await waitForRows(page);
  const row = rows(page)
    .filter({ has: page.locator('[data-action=disable]') })
    .first();
  const border = (locator: Locator) =>
    locator.evaluate((el) => getComputedStyle(el).borderTopStyle + ' ' + getComputedStyle(el).borderTopColor);
  const plain = await border(row.getByRole('link', { name: /编辑|Edit/ }));
  const disable = await border(row.locator('[data-action=disable]'));
  const remove = await border(row.getByRole('button', { name: /删除|Delete/ }));
  expect(plain).toMatch(/^none /);
  expect(disable).toMatch(/^solid /);
  expect(remove).toMatch(/^solid /);
  // Their red is not the brand's red (#f5222d = rgb(245, 34, 45)).
  const color = await row.getByRole('button', { name: /删除|Delete/ }).evaluate((el) => getComputedStyle(el).color);
  expect(color).not.toBe('rgb(245, 34, 45)');
  await snap(page, 'brand-yingxun-destructive');
});

test('token login on a brand goes to that brand’s billing host only, with the token gone from the address (§1)', async ({
  page,
}) => {
  const origin = `http://yingxun.localhost:${E2E_PORT}`;
  await page.goto(`${origin}/#/user/login`);
  const token = await apiToken(page, 'merchant', 'merchant123');
  await page.route('https://billing.yingxun.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>billing</h1>' }),
  );
  await page.goto(`${origin}/?value=${token}#/cinema/alllist`);
  await page.waitForURL('https://billing.yingxun.example/');
  await expect(page.getByRole('heading', { name: 'billing' })).toBeVisible();
  await page.goBack();
  expect(page.url()).not.toContain(token);
});

test('a host that only resembles a brand gets the default brand', async ({ page }) => {
  await page.goto(`http://xyingxun.localhost:${E2E_PORT}/#/user/login`);
  await expect(page.getByTestId('brand-title')).toHaveText('影票分销管理后台');
});

test("an English session shows the brand's English title in the header and the tab, and its English footer (issue 30 item 23)", async ({
  page,
}) => {
  const origin = `http://starlight.localhost:${E2E_PORT}`;
  await page.goto(`${origin}/#/user/login`);
  await page.locator('input[name=username]').fill('merchant');
  await page.locator('input[name=password]').fill('merchant123');
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await waitForRows(page);
  await expect(page.getByTestId('brand-copyright')).toHaveText(`© 2023–${new Date().getFullYear()} 星光影票`);
  await page.getByRole('button', { name: '简体中文' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByTestId('brand-title')).toHaveText('Starlight Tickets');
  await expect(page).toHaveTitle('All orders - Starlight Tickets');
  await expect(page.getByTestId('brand-copyright')).toHaveText(`© 2023–${new Date().getFullYear()} Starlight Tickets`);

  // Reloaded, the stored language keeps the English title.
  await page.goto(`${origin}/#/user/login`);
  await page.reload();
  await expect(page.getByTestId('brand-title').filter({ visible: true })).toHaveText('Starlight Tickets');
  await expect(page).toHaveTitle(/ - Starlight Tickets$/);
});
