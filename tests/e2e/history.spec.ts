import { expect, field, login, logoutThroughMenu, resetUpstream, rows, test, waitForRows } from './support';

/**
 * Issue 33 items 6–8: a pricing-rule edit by a sub-account shows in that rule's history (newest first, fields by their
 * labels, old → new) and in the main account's operation log; the sub-account, not granted the log, sees no history
 * and asks for none.
 */

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
});

test("a sub-account's pricing-rule edit appears in the rule's history and in the operation log", async ({ page }) => {
  const historyCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/v2/oplog/record') historyCalls.push(r.url());
  });
  await login(page, 'operator', 'operator123', 'sub');
  await page.goto('/#/pricingRules/1');
  const priority = field(page, 'priority');
  await expect(priority).not.toHaveValue('');
  const before = await priority.inputValue();
  const after = before === '42' ? '43' : '42';
  await priority.fill(after);
  await page.getByRole('button', { name: /^(保存|Save)$/ }).click();
  await page.waitForURL(/#\/price\/list/);

  // Not granted the operation log: the sub-account's detail shows no history and never asks for it.
  await page.goto('/#/pricingRules/1/show');
  await expect(page.getByTestId('detail-title')).toBeVisible();
  await expect(page.getByTestId('record-history')).toHaveCount(0);
  expect(historyCalls).toEqual([]);
  await logoutThroughMenu(page);

  await login(page, 'merchant', 'merchant123');
  await page.goto('/#/pricingRules/1/show');
  const history = page.getByTestId('record-history');
  const newest = history.getByTestId('history-entry').first();
  await expect(newest).toContainText('修改');
  await expect(newest).toContainText('operator');
  await expect(newest).toContainText('子账号');
  await expect(newest.locator('[data-field=priority]')).toHaveText(`优先级: ${before} → ${after}`);

  await page.goto('/#/log/operationLog');
  await waitForRows(page);
  const row = rows(page).first();
  await expect(row).toContainText('operator');
  await expect(row).toContainText('定价规则');
  await expect(row).toContainText(`优先级：${before} → ${after}`);
});
