/**
 * A field's schema `default` (issue 31 item 8): the create form starts with it and sends it. A pricing rule applies to
 * every showing with a fixed markup unless the merchant narrows it (schemas/pricingRules.yaml scope, markup_mode).
 */
import type { Page } from '@playwright/test';
import { fillKept, formShown, save } from './forms';
import { expect, field, login, resetUpstream, test } from './support';

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
  await login(page, 'merchant', 'merchant123');
});

async function typeDay(page: Page, source: string, day: string) {
  const picker = page
    .locator('.MuiFormControl-root')
    .filter({ has: page.locator(`input[name="${source}"]`) })
    .filter({ visible: true });
  await picker.getByRole('spinbutton').first().click();
  await page.keyboard.type(day.replaceAll('-', ''));
  await expect(field(page, source)).toHaveValue(day);
}

test('a new pricing rule starts with its defaults (all showings, a fixed markup) and sends them', async ({ page }) => {
  await page.goto('/#/pricingRules/create');
  await formShown(page);
  await expect(page.getByRole('combobox', { name: /适用范围|Scope/ })).toHaveText(/全部场次|All showings/);
  await expect(page.getByRole('combobox', { name: /加价方式|Markup mode/ })).toHaveText(/固定金额|Fixed/);
  await fillKept(page, 'name', '默认范围加价');
  await fillKept(page, 'markup_amount', '3');
  await fillKept(page, 'priority', '10');
  await typeDay(page, 'valid_from', '2026-07-01');
  await typeDay(page, 'valid_to', '2026-08-31');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/api/v2/price/create')),
    save(page),
  ]);
  expect(request.postDataJSON()).toMatchObject({ name: '默认范围加价', scope: 'all', markup_mode: 1 });
  await expect(page).toHaveURL(/#\/price\/list/);
});
