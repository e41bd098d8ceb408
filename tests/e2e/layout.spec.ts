import { expect, login, resetUpstream, snap, test, waitForRows } from './support';

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
});

const sidebarWidth = (page: import('@playwright/test').Page) =>
  page.locator('.RaSidebar-fixed').evaluate((el) => Math.round(el.getBoundingClientRect().width));

test('desktop opens the 256 px sidebar, tablet collapses it to 80 px, mobile uses a drawer (§2, §9)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, 'merchant', 'merchant123');
  await waitForRows(page);
  await expect.poll(() => sidebarWidth(page)).toBe(256);
  await page.setViewportSize({ width: 900, height: 800 });
  await expect.poll(() => sidebarWidth(page)).toBe(80);
  await snap(page, 'layout-tablet');
  await page.setViewportSize({ width: 400, height: 800 });
  await expect(page.locator('[data-route=orders]')).toBeHidden();
  await page.getByRole('button', { name: /打开菜单|Open menu/ }).click();
  await expect(page.locator('[data-route=orders]')).toBeVisible();
  await snap(page, 'layout-mobile-drawer');
  // A tap on an entry opens its page and folds the drawer away; the entry is marked as the page shown.
  await page.locator('[data-route=agentWithdrawals]').click();
  await expect(page).toHaveURL(/#\/device\/list$/);
  await expect(page.locator('[data-route=agentWithdrawals]')).toBeHidden();
  await page.getByRole('button', { name: /打开菜单|Open menu/ }).click();
  await expect(page.locator('[data-route=agentWithdrawals]')).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('[data-route=orders]')).not.toHaveAttribute('aria-current', 'page');
});

test('the side menu lines its labels up: entries in a group draw no icon but keep its room under the group’s label (§2)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, 'merchant', 'merchant123');
  await waitForRows(page);
  const items = await page.locator('.RaSidebar-fixed nav a, .RaSidebar-fixed nav button').evaluateAll((els) =>
    els.map((el) => {
      // Where the label's text starts (a range over its first text node), and whether the item draws an icon left of it.
      const text = document
        .createTreeWalker(el, NodeFilter.SHOW_TEXT, { acceptNode: (n) => (n.textContent!.trim() ? 1 : 2) })
        .nextNode()!;
      const range = document.createRange();
      range.selectNodeContents(text);
      const left = Math.round(range.getBoundingClientRect().left);
      const icons = [...el.querySelectorAll('svg')].filter((svg) => svg.getBoundingClientRect().right <= left);
      const kind = el.closest('li[data-group]') ? (el.tagName === 'BUTTON' ? 'group' : 'grouped') : 'top';
      return { name: text.textContent!.trim(), kind, left, icon: icons.length > 0 };
    }),
  );
  expect(new Set(items.map((i) => i.kind))).toEqual(new Set(['top', 'group', 'grouped']));
  for (const item of items) expect(item.icon, `${item.kind} ${item.name}: an icon`).toBe(item.kind !== 'grouped');
  expect(new Set(items.map((i) => i.left)), 'every label starts at the same x').toEqual(new Set([items[0].left]));
});

test('the header user menu offers both password changes to a main account, and logout asks first', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await page.getByRole('button', { name: /个人中心|Profile/ }).click();
  await expect(page.locator('[data-menu=change-password]')).toBeVisible();
  await expect(page.locator('[data-menu=change-security-password]')).toBeVisible();
  await page.locator('[data-menu=logout]').click();
  await expect(page.getByRole('dialog')).toContainText('确定要退出登录吗？');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /取消|Cancel/ })
    .click();
  await expect(page).toHaveURL(/#\/cinema\/alllist/);
});

test('the login page animates its background: 50 ms ticks over 31 frames', async ({ page }) => {
  await page.goto('/#/user/login');
  const frames = new Set<string>();
  for (let i = 0; i < 12; i++) {
    frames.add((await page.getByTestId('user-layout').getAttribute('data-frame')) ?? '');
    await page.waitForTimeout(40);
  }
  expect(frames.size).toBeGreaterThan(3);
  for (const f of frames) expect(Number(f)).toBeLessThan(31);
});
