import { expect, test } from '@playwright/test';
import { login, resetUpstream, rows, waitForRows } from './support';

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
});

test('operator sees orders and withdrawals, but no sub-account changes (§6)', async ({ page }) => {
  await login(page, 'operator', 'operator123', 'sub');
  await page.goto('/#/subaccount/subaccountList');
  await waitForRows(page);
  await expect(page.getByRole('link', { name: /新建|Create/ })).toHaveCount(0);
  await expect(rows(page).first().getByRole('link', { name: /编辑|Edit/ })).toHaveCount(0);
  await expect(rows(page).first().locator('[data-action=disable], [data-action=enable]')).toHaveCount(0);
  await expect(rows(page).first().getByRole('button', { name: /删除|Delete/ })).toHaveCount(0);
});

test('an upstream 403 shows Forbidden and nothing changes', async ({ page }) => {
  await login(page, 'operator', 'operator123', 'sub');
  await page.goto('/#/subaccount/subaccountList');
  await waitForRows(page);
  const before = await rows(page).allInnerTexts();
  // The UI hides the buttons; the upstream is the real barrier. Call it the way a stale or forged client would.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('ccs_user_token') ?? '{}').value as string);
  const response = await page.request.post('/api/v2/subaccount/disable', { headers: { 'User-Token': token }, data: { id: 1 } });
  expect(response.status()).toBe(403);
  await page.reload();
  await waitForRows(page);
  expect(await rows(page).allInnerTexts()).toEqual(before);
});
