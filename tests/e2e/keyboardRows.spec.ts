/**
 * Issue 34 item 2 (§2 lists): a keyboard-only walk, no mouse event — from the menu to a filtered list, row 3, its
 * detail, back, two rows selected with x and a bulk action run; `?` lists the shortcuts; none fire while typing.
 */
import type { Page } from '@playwright/test';
import { expect, login, resetUpstream, rows, test, waitForRows } from './support';

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
  await login(page, 'merchant', 'merchant123');
});

/** Presses Tab (or Shift+Tab) until the focus is on an element matching `selector` (and saying `text`). */
async function tabTo(page: Page, selector: string, back = false, text = '') {
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const reached = await page.evaluate(
      ([s, t]) => !!document.activeElement?.matches(s) && (document.activeElement.textContent ?? '').includes(t),
      [selector, text],
    );
    if (reached) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

const focusedRow = (page: Page) =>
  page.evaluate(() => {
    const row = document.activeElement?.closest('tbody tr');
    return row
      ? { index: row.getAttribute('aria-rowindex'), name: row.querySelector('td.column-name')?.textContent ?? '' }
      : undefined;
  });

test('keyboard only: menu → filtered list → row 3 → its detail → back → two rows selected with x → bulk disable', async ({
  page,
}) => {
  // No mouse event reaches the page during the walk.
  await page.addInitScript(() => {
    for (const type of ['mousedown', 'mouseup', 'click', 'pointerdown'])
      window.addEventListener(
        type,
        (e) => {
          if ((e as MouseEvent).detail > 0) (window as Window & { __mouse?: number }).__mouse = 1;
        },
        true,
      );
  });
  await page.goto('/#/dashboard');
  await tabTo(page, '[data-route=pricingRules]');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/price\/list/);
  await waitForRows(page);
  await expect(page.locator('table').filter({ visible: true })).toHaveAttribute('aria-rowcount', /\d+/);

  // `/` goes to the first filter; typing there is typing, not shortcuts (the j and k of a name stay text).
  await page.keyboard.press('/');
  await expect(page.locator('input[name=name]').filter({ visible: true })).toBeFocused();
  await page.keyboard.type('加价');
  await expect(page).toHaveURL(/name/);
  await expect
    .poll(async () => (await rows(page).locator('td.column-name').allInnerTexts()).every((t) => t.includes('加价')))
    .toBe(true);

  // j three times: row 3, which a screen reader hears as row 4 of the table (the header is row 1).
  await page.locator('input[name=name]').filter({ visible: true }).press('Escape');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < 3; i++) await page.keyboard.press('j');
  await expect.poll(() => focusedRow(page)).toMatchObject({ index: '4' });
  await page.keyboard.press('k');
  await page.keyboard.press('ArrowDown');
  const third = (await focusedRow(page))!;
  expect(third.index).toBe('4');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/pricingRules\/\d+\/show/);
  await expect(page.getByText(third.name.trim()).first()).toBeVisible();

  // Back to the list, still filtered.
  await tabTo(page, '[data-testid=detail-back]', true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/price\/list.*name/);
  await waitForRows(page);

  // Select rows 1 and 2 with x, then run the bulk action from its bar.
  await page.keyboard.press('j');
  await page.keyboard.press('x');
  await page.keyboard.press('j');
  await page.keyboard.press('x');
  await expect(rows(page).locator('input[type=checkbox]:checked')).toHaveCount(2);
  const chosen = await rows(page)
    .filter({ has: page.locator('input[type=checkbox]:checked') })
    .evaluateAll((trs) => trs.map((tr) => tr.querySelector('td.column-name')?.textContent ?? ''));
  expect(chosen).toHaveLength(2);
  await tabTo(page, '[data-action=disableSelected]', true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toContainText(/确定停用选中的定价规则/);
  await tabTo(page, '[role=dialog] button', false, '确认');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(rows(page).nth(0).locator('td.column-status')).toHaveText(/已停用/);
  await expect(rows(page).nth(1).locator('td.column-status')).toHaveText(/已停用/);
  expect(await page.evaluate(() => (window as Window & { __mouse?: number }).__mouse)).toBeUndefined();
});

test('? lists the shortcuts; c copies the focused row’s number with §8’s message; e edits; keys typed in a filter stay text', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  await page.keyboard.press('?');
  const dialog = page.getByTestId('shortcuts-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('键盘快捷键');
  await expect(dialog).toContainText('j');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.keyboard.press('j');
  const number = (await rows(page).first().locator('td.column-order_no').innerText()).trim();
  await page.keyboard.press('c');
  await expect(page.getByText('复制成功')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);

  // e edits the focused row where the account may: the sub-accounts' rows have an edit button.
  await page.goto('/#/subaccount/subaccountList');
  await waitForRows(page);
  // Its buttons come once the account's grants are read.
  await expect(rows(page).first().locator('.RaEditButton-root')).toBeVisible();
  await page.keyboard.press('j');
  await page.keyboard.press('e');
  await expect(page).toHaveURL(/#\/subaccounts\/\d+$/);

  await page.goto('/#/cinema/alllist');
  await waitForRows(page);
  const input = page.locator('input[name=buyer_tel]').filter({ visible: true });
  await input.focus();
  await page.keyboard.type('jk?/');
  await expect(input).toHaveValue('jk?/');
  await expect(dialog).toBeHidden();
});
