import type { Page } from '@playwright/test';
import { expect, field, login, resetUpstream, rows, test, waitForRows, loginAt, STARLIGHT } from './support';

/**
 * Unsaved work is what a form holds (issue 30 items 7, 11): closing or reloading the browser tab asks while a form has
 * changes; a typed list filter never counts — not for the browser, not for the workspace tabs' 关闭全部.
 */

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
});

/** Closes the page as the browser's close button does (beforeunload runs); answers whether the page asked first. */
async function closeAsks(page: Page): Promise<boolean> {
  let asked = false;
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') asked = true;
    // Staying on the page: the test looks at it afterwards.
    void dialog.dismiss();
  });
  const closed = page.waitForEvent('close').then(() => true);
  await page.close({ runBeforeUnload: true });
  // Either the page goes, or it stays because its prompt was dismissed.
  await expect
    .poll(
      async () => asked || (await Promise.race([closed, new Promise<boolean>((r) => setTimeout(() => r(false), 200))])),
    )
    .toBe(true);
  return asked;
}

/** Types as a user does (a click, then keys): Chromium asks on leaving only a page the user has interacted with. */
async function typeInto(page: Page, source: string, text: string) {
  await field(page, source).click();
  await page.keyboard.type(text);
}

test('closing the browser tab with a half-typed form asks first; a typed filter or an untouched form does not (issue 30 item 7)', async ({
  page,
  context,
}) => {
  await login(page, 'merchant', 'merchant123');

  const list = await context.newPage();
  await list.goto('/#/cinema/alllist');
  await waitForRows(list);
  await typeInto(list, 'buyer_tel', '138');
  await expect(list).toHaveURL(/buyer_tel/);
  expect(await closeAsks(list), 'a typed list filter is no unsaved work').toBe(false);

  const untouched = await context.newPage();
  await untouched.goto('/#/subaccounts/create');
  await field(untouched, 'remark').click();
  expect(await closeAsks(untouched), 'a form without changes').toBe(false);

  const form = await context.newPage();
  await form.goto('/#/subaccounts/create');
  await typeInto(form, 'remark', '半填的备注');
  expect(await closeAsks(form), 'a form with changes').toBe(true);
  // Declined: the page and what was typed stay.
  expect(form.isClosed()).toBe(false);
  await expect(field(form, 'remark')).toHaveValue('半填的备注');
});

test('a typed list filter is no unsaved work: 关闭全部 closes without asking; a typed form still asks (issue 30 item 11, §2 multi-tab)', async ({
  page,
}) => {
  await loginAt(page, STARLIGHT);
  const tabs = page.locator('[data-testid=tab-bar] [role=tab]');
  const first = (await tabs.first().getAttribute('data-tab-key'))!;
  // The sub-account list, a filter typed; then 关闭全部 asked on the first tab, which it keeps (§2).
  await page.locator('[data-route=subaccounts]').click();
  await expect(page).toHaveURL(/#\/subaccount\/subaccountList/);
  await expect(rows(page).filter({ visible: true }).first()).toBeVisible();
  await typeInto(page, 'tel', '138');
  await expect(page).toHaveURL(/tel/);
  await expect(tabs).toHaveCount(2);

  await page.locator(`[data-testid=tab-bar] [data-tab-key="${first}"]`).click({ button: 'right' });
  await page.locator('[data-testid=tab-menu] [data-command=closeAll]').click();
  await expect(tabs).toHaveCount(1);
  await expect(tabs.first()).toHaveAttribute('data-tab-key', first);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A form's input is unsaved work: closing its tab asks.
  await page.goto(`${STARLIGHT}/#/subaccounts/create`);
  await typeInto(page, 'remark', '半填的备注');
  await page.locator(`[data-testid=tab-bar] [data-tab-key="${first}"]`).click({ button: 'right' });
  await page.locator('[data-testid=tab-menu] [data-command=closeAll]').click();
  await expect(page.getByRole('dialog')).toContainText('尚未保存');
});

test('an unknown path opens no tab titled by its raw path: the 404 page’s tab says “page not found” in the user’s language (issue 30 item 24)', async ({
  page,
}) => {
  await loginAt(page, STARLIGHT);
  await page.goto(`${STARLIGHT}/#/cinema/alllist`);
  await expect(rows(page).filter({ visible: true }).first()).toBeVisible();
  await page.goto(`${STARLIGHT}/#/finance/statement`);
  await expect(page).toHaveURL(/#\/404$/);
  await expect(page.getByTestId('error-404')).toBeVisible();
  const tabs = page.locator('[data-testid=tab-bar] [role=tab]');
  await expect(tabs.last()).toHaveText('页面不存在');
  await expect(tabs).toHaveText(['全部订单', '页面不存在']);

  await page.getByRole('button', { name: '简体中文' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(tabs).toHaveText(['All orders', 'Page not found']);
});
