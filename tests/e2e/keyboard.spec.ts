import type { Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config';
import { expect, field, resetUpstream, rows, test, waitForRows } from './support';

/**
 * Presses Tab (Shift+Tab backwards) until the focused element matches `selector` (and `text`, when given), and
 * returns how many presses it took; fails if it is not reached within `max`.
 */
async function tabTo(
  page: Page,
  selector: string,
  { text, max = 150, back = false }: { text?: RegExp; max?: number; back?: boolean } = {},
) {
  // The side menu alone holds some 60 stops; a walk may start above it.
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const reached = await page.evaluate(
      ({ selector, source }) => {
        const el = document.activeElement;
        return !!el && el.matches(selector) && (source === null || new RegExp(source).test(el.textContent ?? ''));
      },
      { selector, source: text?.source ?? null },
    );
    if (reached) return presses;
  }
  throw new Error(`Tab never reached ${selector}${text ? ` ${text}` : ''} in ${max} presses (at ${page.url()})`);
}

/** The focused element draws a visible ring: a solid outline or a box shadow (WCAG 2.4.7). */
async function expectVisibleFocus(page: Page, what: string) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const s = getComputedStyle(el);
    return {
      focusVisible: el.matches(':focus-visible'),
      outline: `${s.outlineStyle} ${s.outlineWidth}`,
      shadow: s.boxShadow,
    };
  });
  expect(ring.focusVisible, `${what} matches :focus-visible`).toBe(true);
  expect(
    ring.outline.startsWith('solid') || ring.shadow !== 'none',
    `${what} shows its focus (outline ${ring.outline}, shadow ${ring.shadow})`,
  ).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
});

test('keyboard only: log in, reach all orders from the menu, filter, open a row, edit and save a sub-account, back at its list (§2, §9)', async ({
  page,
}) => {
  // Signing in lands on the dashboard (the redirect a bookmark would carry), so the menu has somewhere to take us.
  await page.goto('/#/user/login?redirect=%2Fdashboard');
  await tabTo(page, 'input[name=username]');
  await page.keyboard.type('merchant');
  await tabTo(page, 'input[name=password]', { max: 1 });
  await page.keyboard.type('merchant123');
  await page.keyboard.press('Enter');
  await page.waitForURL(/#\/dashboard/);

  // The side menu: every entry is a tab stop; Enter follows it.
  await tabTo(page, '[data-route=orders]');
  await expectVisibleFocus(page, 'the menu entry 全部订单');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/cinema\/alllist/);
  await waitForRows(page);

  // A filter, typed into: the list shows only what matches.
  const phone = (await rows(page).first().locator('td.column-buyer_tel').innerText()).trim();
  const fragment = phone.slice(3, 7);
  await tabTo(page, 'input[name=buyer_tel]');
  await page.keyboard.type(fragment);
  await expect(page).toHaveURL(/buyer_tel/);
  await expect
    .poll(async () => {
      const cells = await rows(page).locator('td.column-buyer_tel').allInnerTexts();
      return cells.length > 0 && cells.every((cell) => cell.includes(fragment));
    })
    .toBe(true);

  // A row opening the order's detail is a tab stop of its own, and Enter opens it.
  await tabTo(page, 'tbody tr.RaDataTable-row');
  await expectVisibleFocus(page, 'a list row');
  const orderNo = (
    await page.evaluate(() => document.activeElement?.querySelector('td.column-order_no')?.textContent ?? '')
  ).trim();
  expect(orderNo).not.toBe('');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/cinema\/detail\/Details\?id=/);
  await expect(page.getByText(orderNo).first()).toBeVisible();

  // Back up to the menu, on to the sub-accounts: their rows have an edit.
  await tabTo(page, '[data-route=subaccounts]', { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/subaccount\/subaccountList/);
  await waitForRows(page);
  await tabTo(page, 'tbody a[aria-label="编辑"]');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/subaccounts\/\d+$/);
  await expect(field(page, 'remark')).toBeVisible();

  // Change a field and save, by keyboard; saving returns to the list, which shows the change.
  // (The list's remark filter, kept alive behind the form, is no stop once hidden; the form's own input is meant.)
  await tabTo(page, 'form:not(.RaFilterForm-root) input[name=remark]');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('键盘改的备注');
  await tabTo(page, 'button[type=submit]', { text: /保存|Save/ });
  await expectVisibleFocus(page, 'the save button');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/subaccount\/subaccountList(\?|$)/);
  await expect(rows(page).filter({ hasText: '键盘改的备注' })).toHaveCount(1);
});

test('multi-tab bar by keyboard (星光影票): a tab is a tab stop, Shift+F10 opens its menu, Delete closes it (§2)', async ({
  page,
}) => {
  const origin = `http://starlight.localhost:${E2E_PORT}`;
  await page.goto(`${origin}/#/user/login`);
  await page.locator('input[name=username]').fill('merchant');
  await page.locator('input[name=password]').fill('merchant123');
  await page.keyboard.press('Enter');
  await waitForRows(page);
  await page.goto(`${origin}/#/subaccount/subaccountList`);
  await waitForRows(page);
  const tabs = page.locator('[data-testid=tab-bar] [role=tab]');
  await expect(tabs).toHaveCount(2);

  // The shown tab is the bar's one tab stop (the × inside it is for the mouse, not a second one).
  await tabTo(page, '[data-testid=tab-bar] [role=tab][data-tab-key="/subaccount/subaccountList"]');
  await expectVisibleFocus(page, 'the shown tab');
  await page.keyboard.press('Shift+F10');
  await expect(page.getByTestId('tab-menu').getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tab-menu').getByRole('menu')).toBeHidden();
  await expect(
    page.locator('[data-testid=tab-bar] [role=tab][data-tab-key="/subaccount/subaccountList"]'),
  ).toBeFocused();
  await page.keyboard.press('Delete');
  await expect(tabs).toHaveCount(1);
  await expect(page).toHaveURL(/#\/cinema\/alllist/);
});
